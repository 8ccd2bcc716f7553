import { render, screen, within } from '@testing-library/react';
import PrivacyPage from '@/app/politica-de-privacidade/page';
import { site } from '@/content/company/site';

describe('the privacy notice’s data-protection section', () => {
  beforeEach(() => render(<PrivacyPage />));

  const block = () => screen.getByRole('region', { name: 'Proteção de Dados (LGPD)' });

  it('is one section with its own heading, at the anchor the footer link opens', () => {
    expect(block()).toHaveAttribute('id', 'protecao-de-dados');
    expect(within(block()).getByRole('heading', { level: 2 })).toHaveTextContent('Proteção de Dados (LGPD)');
    expect(
      within(block())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Quem responde pelos seus dados',
      'Seus direitos (LGPD, art. 18)',
      'Como exercer seus direitos',
      'Prazos de resposta',
      'Se não ficar satisfeito: a ANPD',
    ]);
  });

  it('names the controller and the encarregado with their contacts from content/company/site.ts', () => {
    const who = within(block()).getByRole('region', { name: 'Quem responde pelos seus dados' });
    expect(who).toHaveTextContent(`${site.legalName}, CNPJ ${site.cnpj}`);
    expect(who).toHaveTextContent(`${site.dpo.name}, pelo e-mail ${site.dpo.email}`);
    expect(who).toHaveTextContent(site.mainPhone.display);
    expect(within(who).getByRole('link', { name: site.dpo.email })).toHaveAttribute('href', `mailto:${site.dpo.email}`);
    expect(within(who).getByRole('link', { name: site.mainPhone.display })).toHaveAttribute('href', `tel:${site.mainPhone.e164}`);
  });

  it('lists every right of art. 18, plus opposition and the review of automated decisions, each with what we do', () => {
    const rights = within(block()).getByRole('region', { name: 'Seus direitos (LGPD, art. 18)' });
    const items = within(rights).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Confirmação e acesso',
      'Correção',
      'Anonimização, bloqueio ou eliminação',
      'Portabilidade',
      'Eliminação',
      'Informação sobre compartilhamento',
      'Informação sobre o consentimento',
      'Revogação do consentimento',
      'Oposição',
      'Revisão de decisões automatizadas',
    ]);
    expect(rights).toHaveTextContent(/art\. 18, incisos I e II/);
    expect(rights).toHaveTextContent(/inciso IX/);
    expect(rights).toHaveTextContent(/art\. 20/);
  });

  it('says how to ask, through the encarregado and the other channels, free of charge', () => {
    const how = within(block()).getByRole('region', { name: 'Como exercer seus direitos' });
    expect(how).toHaveTextContent(site.dpo.email);
    expect(how).toHaveTextContent(site.email);
    expect(how).toHaveTextContent(/gratuito \(art\. 18, § 5º\)/);
  });

  it('gives the deadlines of art. 19 and the ANPD as the authority, with a link to it, and its source', () => {
    expect(within(block()).getByRole('region', { name: 'Prazos de resposta' })).toHaveTextContent(/até 15 dias.*art\. 19, incisos I e II/);
    const anpd = within(block()).getByRole('region', { name: 'Se não ficar satisfeito: a ANPD' });
    expect(anpd).toHaveTextContent(/Autoridade Nacional de Proteção de Dados \(ANPD\)/);
    expect(within(anpd).getByRole('link', { name: 'portal da ANPD no gov.br' })).toHaveAttribute('href', 'https://www.gov.br/anpd/pt-br');
    expect(block()).toHaveTextContent(/Fonte: Lei nº 13\.709, de 14 de agosto de 2018/);
  });

  it('is followed by links to the other legal documents', () => {
    const related = screen.getByRole('navigation', { name: 'Outros documentos legais' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Termos de Uso', 'Política de Cookies']);
  });
});
