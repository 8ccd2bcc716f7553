import { render, screen } from '@testing-library/react';
import { cookiePolicy, type SiteDataFacts } from '@/content/legal/cookies';
import type { LegalSection, RichText } from '@/content/legal/types';

// What the privacy notice and the cookie policy say about the origin of the visit: what is kept,
// for how long, why, and who receives it in this build.

const plain = (text: RichText) => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
const sectionText = (section: LegalSection | undefined) =>
  [
    ...(section?.paragraphs ?? []),
    ...(section?.items ?? []),
    ...(section?.facts ?? []).flatMap((fact) => [fact.term, plain(fact.detail)]),
    ...(section?.closing ?? []),
  ]
    .map((text) => (typeof text === 'string' ? text : plain(text)))
    .join(' ');
const NONE: SiteDataFacts = { leadEndpoint: '', vitalsUrl: '', draftKey: 'chave:rascunho', attributionKey: 'chave:origem' };
const origin = (facts: SiteDataFacts) => sectionText(cookiePolicy(facts).sections.find((section) => section.id === 'origem-da-visita'));

describe('the cookie policy: the origin of the visit', () => {
  it('names the key, what it keeps, 30 days, what replaces it, and that nothing is kept without JavaScript', () => {
    const text = origin(NONE);
    for (const part of [
      'chave:origem',
      'utm_source',
      'gclid',
      'msclkid',
      'nunca o endereço completo',
      'Até 30 dias',
      'substitui a anterior',
      'Sem JavaScript, nada é guardado',
    ])
      expect(text).toContain(part);
  });

  it('says who receives it in this build: no one without an endpoint, the form with one', () => {
    expect(origin(NONE)).toMatch(/Ninguém: nesta versão do site ela não sai do seu navegador/);
    expect(origin({ ...NONE, leadEndpoint: '/api/leads' })).toMatch(/Vai junto com a mensagem quando você envia o formulário/);
    const summary = sectionText(cookiePolicy(NONE).sections.find((section) => section.id === 'resumo'));
    expect(summary).toMatch(/a origem da visita .* por até 30 dias/);
  });
});

describe('the privacy notice: the origin of the visit', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
    jest.resetModules();
  });

  function renderBuiltWith(endpoint?: string) {
    if (endpoint) process.env.NEXT_PUBLIC_LEAD_ENDPOINT = endpoint;
    jest.resetModules();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrivacyNotice: Notice } = require('@/components/legal/privacy-notice') as typeof import('@/components/legal/privacy-notice');
    render(<Notice />);
  }

  it.each([
    ['/api/leads', /vai junto com a mensagem e fica guardada com ela/],
    ['https://formspree.io/f/teste', /essa origem vai junto com a mensagem/],
    [undefined, /não sai do seu navegador: não vai no formulário nem na mensagem de WhatsApp/],
  ])('with endpoint %s: what is kept, for 30 days, and where it goes', (endpoint, goes) => {
    renderBuiltWith(endpoint);
    const data = screen.getByRole('region', { name: 'Quais dados coletamos' });
    expect(data).toHaveTextContent(/Origem da visita: .*utm_source.*gclid.*só o nome, como www\.google\.com, nunca o endereço completo/);
    expect(data).toHaveTextContent(/por até 30 dias/);
    expect(data).toHaveTextContent(goes);
    expect(screen.getByRole('region', { name: 'Para que usamos os dados' })).toHaveTextContent(/quais anúncios, campanhas e sites trazem contatos/);
    expect(screen.getByRole('region', { name: 'Base legal (LGPD, art. 7º)' })).toHaveTextContent(/legítimo interesse \(art\. 7º, inciso IX\)/);
  });
});
