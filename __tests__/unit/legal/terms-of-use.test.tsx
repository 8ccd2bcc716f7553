import { render, screen, within } from '@testing-library/react';
import TermsPage, { metadata } from '@/app/termos-de-uso/page';
import { premises } from '@/content/simulator';
import { site } from '@/content/company/site';

const region = (name: string) => screen.getByRole('region', { name });

describe('Termos de Uso', () => {
  beforeEach(() => render(<TermsPage />));

  it('is one document titled Termos de Uso, dated', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByText(/Última atualização/).querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  });

  it('names who keeps the site with the facts of content/company/site.ts', () => {
    const who = region('Quem mantém este site');
    expect(who).toHaveTextContent(`${site.legalName}, CNPJ ${site.cnpj}`);
    expect(who).toHaveTextContent(site.email);
  });

  it('says what the site offers and that nothing is contracted through it', () => {
    expect(region('O que o site oferece')).toHaveTextContent(/Nada é vendido ou contratado pelo site/);
  });

  it('says simulator results are estimates, not proposals, and links to the simulator and its premises', () => {
    const simulator = region('O simulador dá estimativas, não propostas');
    expect(simulator).toHaveTextContent(/não é uma proposta nem uma garantia/);
    expect(within(simulator).getByRole('link', { name: 'simulador de economia' })).toHaveAttribute('href', '/#simulador');
  });

  it('gives the basis and the limits of each marketing claim of the spec, with the simulator’s own numbers', () => {
    const claims = region('Em que se baseiam os números que divulgamos');
    const items = within(claims).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(claims).toHaveTextContent(`até ${Math.round(premises.maxSavingsShare * 100)}% na conta de luz`);
    expect(claims).toHaveTextContent(/Lei nº 14\.300\/2022/);
    expect(claims).toHaveTextContent('até 15% de economia');
    expect(claims).toHaveTextContent('1,88% ao mês');
    expect(claims).toHaveTextContent(/o aluguel não é garantido/);
    expect(claims).not.toHaveTextContent(/Rendimento médio/);
    expect(claims).toHaveTextContent(/120 dias de carência” depende da aprovação de crédito/);
    expect(claims).toHaveTextContent(/a cada 6 meses, ou a cada 4 meses/);
    expect(claims).toHaveTextContent(/Mais de 500 projetos, 10 anos de experiência e 95% de clientes satisfeitos” são números da própria empresa/);
  });

  it('covers intellectual property, liability within the consumer code, and Brazilian law with the head office’s venue', () => {
    expect(region('Marca, textos e imagens')).toHaveTextContent(/Lei nº 9\.610\/1998/);
    expect(region('Responsabilidades')).toHaveTextContent(/Nada nestes termos limita os direitos que o Código de Defesa do Consumidor/);
    const law = region('Lei aplicável e foro');
    expect(law).toHaveTextContent(/leis do Brasil/);
    expect(law).toHaveTextContent('foro da comarca de Londrina/PR');
    expect(law).toHaveTextContent(/art\. 101, inciso I/);
  });

  it('links to the privacy notice, the data-protection section and the cookie policy, and ends with a contact', () => {
    const data = region('Seus dados');
    expect(within(data).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-de-privacidade/');
    expect(within(data).getByRole('link', { name: /exercer os seus direitos/ })).toHaveAttribute('href', '/politica-de-privacidade/#protecao-de-dados');
    expect(within(data).getByRole('link', { name: 'Política de Cookies' })).toHaveAttribute('href', '/politica-de-cookies/');
    const contact = region('Contato');
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(contact).getByRole('link', { name: site.mainPhone.display })).toHaveAttribute('href', `tel:${site.mainPhone.e164}`);
  });

  it('ends with the other legal documents, not itself', () => {
    const related = screen.getByRole('navigation', { name: 'Outros documentos legais' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/politica-de-privacidade/', '/politica-de-privacidade/#protecao-de-dados', '/politica-de-cookies/']);
  });
});

describe('Termos de Uso metadata', () => {
  it('has its own title, description, canonical and share card', () => {
    expect(metadata.title).toBe('Termos de Uso');
    expect(metadata.description).toMatch(/simulador/);
    expect(metadata.alternates?.canonical).toBe('/termos-de-uso/');
    expect(metadata.openGraph).toMatchObject({ locale: 'pt_BR', url: '/termos-de-uso/', title: `Termos de Uso | ${site.brand}` });
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/termos-de-uso.png', width: 1200, height: 630 })]);
  });
});
