import { render, screen, within } from '@testing-library/react';
import CookiesPage, { metadata } from '@/app/politica-de-cookies/page';
import { cookiePolicy, type SiteDataFacts } from '@/content/legal/cookies';
import type { LegalSection, RichText } from '@/content/legal/types';
import { site } from '@/content/company/site';

const plain = (text: RichText) => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
const sectionText = (section: LegalSection | undefined) =>
  [...(section?.paragraphs ?? []), ...(section?.items ?? []), ...(section?.closing ?? [])].map(plain).join(' ');
const leaving = (facts: SiteDataFacts) => sectionText(cookiePolicy(facts).sections.find((s) => s.id === 'o-que-sai'));

const NONE: SiteDataFacts = { leadEndpoint: '', vitalsUrl: '', draftKey: 'chave:rascunho', attributionKey: 'chave:origem' };

describe('Política de Cookies, as the build is configured', () => {
  it('without endpoints: the form sends nothing over the internet and the metrics stay in the browser', () => {
    const text = leaving(NONE);
    expect(text).toMatch(/o formulário não envia os seus dados pela internet/);
    expect(text).toMatch(/essas medidas não são enviadas a lugar nenhum/);
  });

  it('with a lead endpoint: names the host that receives the form, and when', () => {
    const text = leaving({ ...NONE, leadEndpoint: 'https://formspree.io/f/abc' });
    expect(text).toMatch(/quando você clica em “Enviar mensagem”.* vão, por conexão criptografada, para formspree\.io/);
    expect(text).toMatch(/Antes do clique, nada sai/);
    expect(text).toMatch(/essas medidas não são enviadas/);
  });

  it('with a vitals URL: names the host and what the beacon carries', () => {
    const text = leaving({ ...NONE, vitalsUrl: 'https://metrics.example.com/v' });
    expect(text).toMatch(/envia essas medidas para metrics\.example\.com: o nome da medida, o valor, a página \(sem parâmetros\)/);
    expect(text).toMatch(/o formulário não envia/);
  });

  it('an endpoint on the site itself is called the site’s own server', () => {
    expect(leaving({ ...NONE, leadEndpoint: '/api/lead' })).toMatch(/para o próprio servidor deste site/);
  });
});

describe('Política de Cookies page', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('says the site sets no cookies and describes the draft with its real key, contents, lifetime and how to clear it', () => {
    render(<CookiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Em resumo' })).toHaveTextContent('Este site não usa cookies');
    const stored = screen.getByRole('region', { name: 'O que fica guardado no seu navegador' });
    const facts = Object.fromEntries(
      within(stored)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts['Nome do registro']).toBe('solarpr:lead-draft');
    expect(facts['O que guarda']).toMatch(/nome, e-mail, telefone, serviço e mensagem/);
    expect(facts['Por quanto tempo']).toMatch(/“Limpar”.*mais de 7 dias/);
    const clearing = screen.getByRole('region', { name: 'Como apagar' });
    const steps = within(clearing)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/clique em “Limpar”/),
      expect.stringMatching(/configurações do navegador/),
      expect.stringMatching(/janela anônima/),
    ]);
  });

  it('reads the endpoints the build inlines', () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = 'https://leads.example.test/f/abc';
    process.env.NEXT_PUBLIC_VITALS_URL = 'https://metrics.example.test/v';
    render(<CookiesPage />);
    const leaves = screen.getByRole('region', { name: 'O que sai do seu navegador, e quando' });
    expect(leaves).toHaveTextContent('leads.example.test');
    expect(leaves).toHaveTextContent('metrics.example.test');
  });

  it('promises consent first if analytics ever come, and points to the privacy notice', () => {
    render(<CookiesPage />);
    const future = screen.getByRole('region', { name: 'Se um dia usarmos cookies ou ferramentas de análise' });
    expect(future).toHaveTextContent(/pedir o seu consentimento antes de ativá-las/);
    expect(future).toHaveTextContent(/Guia Orientativo: Cookies e proteção de dados pessoais/);
    const questions = screen.getByRole('region', { name: 'Dúvidas' });
    expect(questions).toHaveTextContent(site.dpo.email);
    expect(within(questions).getByRole('link', { name: 'Proteção de Dados (LGPD)' })).toHaveAttribute('href', '/politica-de-privacidade/#protecao-de-dados');
  });
});

describe('Política de Cookies metadata', () => {
  it('has its own title, description, canonical and share card', () => {
    expect(metadata.title).toBe('Política de Cookies');
    expect(metadata.description).toMatch(/não usa cookies/);
    expect(metadata.alternates?.canonical).toBe('/politica-de-cookies/');
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/politica-de-cookies.png' })]);
  });
});
