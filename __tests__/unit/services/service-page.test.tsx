import { render, screen, within } from '@testing-library/react';
import { ServicePage } from '@/components/services/service-page';
import { serviceFigures } from '@/components/services/service-figures';
import { organizationJsonLd } from '@/components/seo/organization';
import { servedNames } from '@/components/cities/service-area';
import { SERVICE_PAGES, servicePage } from '@/content/service-pages';
import { faqForService } from '@/content/faq';
import { site } from '@/content/company/site';

// Each service's page says who it is for, how it works step by step, what is included, what the
// simulator computes for it, the questions the company tagged with it, and its next step; and it
// describes itself as Service and BreadcrumbList data.

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ''));
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Computed once: the simulator's runs are the slow part, and the figures are the same for every page. */
const FIGURES = serviceFigures({});
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe.each(SERVICE_PAGES.map((page) => [page.slug, page] as const))('the page /servicos/%s/', (slug, page) => {
  it('has its heading, who it is for, its steps, what is included and its numbers', () => {
    render(<ServicePage page={page} figures={FIGURES} />);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(within(section('Para quem é')).getAllByRole('listitem').length).toBe(page.audience.length);
    expect(within(section('Como funciona, passo a passo')).getAllByRole('heading', { level: 3 }).map(text)).toEqual(page.steps.map((step) => step.title));
    expect(within(section('O que está incluído')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(section('Os números, pelo nosso simulador')).toHaveTextContent('Ver as premissas e fontes do simulador');
  });

  it('shows the questions the company tagged with the service, each folding its answer, and links to all of them', () => {
    render(<ServicePage page={page} figures={FIGURES} />);
    const questions = section('Perguntas sobre este serviço');
    const summaries = Array.from(questions.querySelectorAll('details > summary')).map(text);
    expect(summaries).toEqual(faqForService(page.id).map((entry) => entry.question));
    for (const details of Array.from(questions.querySelectorAll('details'))) expect(details.querySelector('[data-answer] p')).not.toBeNull();
    expect(within(questions).getByRole('link', { name: 'Ver todas as perguntas frequentes' })).toHaveAttribute('href', '/perguntas-frequentes/');
  });

  it('ends with its next step, a link that works from this page, and the other services', () => {
    render(<ServicePage page={page} figures={FIGURES} />);
    const next = section('Próximo passo');
    const hrefs = within(next)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);
    for (const href of hrefs) expect(href.startsWith('/')).toBe(true);
    expect(hrefs.some((href) => /#(simulador|contact)$/.test(href))).toBe(true);
    expect(hrefs.filter((href) => href.startsWith('/servicos/'))).toHaveLength(SERVICE_PAGES.length - 1);
  });

  it('describes itself as a Service of the company in the municipalities it serves, with the name, description and prices it shows, the node the catalogue offers', () => {
    const { container } = render(<ServicePage page={page} figures={FIGURES} />);
    const service = jsonLd(container).find((block) => block['@type'] === 'Service');
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      name: screen.getByRole('heading', { level: 1 }).textContent,
      description: page.lead,
      url: `${site.url}/servicos/${slug}/`,
      provider: { '@id': (organizationJsonLd() as { '@id'?: string })['@id'] },
      areaServed: servedNames().map((name) => ({ '@type': 'City', name, containedInPlace: expect.objectContaining({ '@type': 'State', name: 'Paraná' }) })),
    });
    // The same node as the company's catalogue offers, with the prices the page states (only the cleaning's states any).
    const offered = (
      organizationJsonLd() as unknown as { hasOfferCatalog: { itemListElement: { itemOffered: { '@id': string }; priceSpecification?: unknown }[] } }
    ).hasOfferCatalog.itemListElement;
    const offer = offered.find((item) => item.itemOffered['@id'] === service['@id']);
    expect(offer).toBeDefined();
    expect(service.offers?.priceSpecification).toEqual(offer!.priceSpecification);
    expect(screen.getByText(page.lead)).toBeInTheDocument();
    const trail = jsonLd(container).find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: page.title, item: `${site.url}/servicos/${slug}/` },
    ]);
  });
});

describe('the service pages', () => {
  it('live at the Portuguese addresses without accents, published ones never moved', () => {
    expect(SERVICE_PAGES.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['usinas-consumo-proprio', 'energia-por-assinatura', 'aluguel-de-usinas', 'limpeza-de-placas']),
    );
  });

  it('walk the own plant through the visit, the project, Copel’s approval, the installation and the meter', () => {
    expect(servicePage('usinas-consumo').steps.map((step) => step.title)).toEqual(['Visita técnica', 'Projeto', 'Aprovação da Copel', 'Instalação', 'Medidor']);
  });

  it('lead the own plant to the simulator, the subscription to the simulator in its mode, the cleaning to the form with the service chosen', () => {
    const first = (id: Parameters<typeof servicePage>[0]) => {
      const { unmount } = render(<ServicePage page={servicePage(id)} figures={FIGURES} />);
      const href = within(section('Próximo passo')).getAllByRole('link')[0]!.getAttribute('href');
      unmount();
      return href;
    };
    expect(first('usinas-consumo')).toBe('/#simulador');
    expect(first('energia-assinatura')).toBe('/?modo=assinatura#simulador');
    expect(first('limpeza-placas')).toBe('/?servico=limpeza-placas#contact');
  });

  it('state the rental’s 1,88% only beside the legal basis the company recorded, and describe a contract, not a return', () => {
    const page = servicePage('aluguel-usinas');
    const { unmount } = render(<ServicePage page={page} figures={serviceFigures({})} />);
    const without = text(document.body);
    expect(without).not.toMatch(/1,88/);
    expect(without).toMatch(/contrato de locação/);
    expect(without).not.toMatch(/rendimento|retorno garantido/i);
    unmount();
    render(
      <ServicePage
        page={page}
        figures={serviceFigures({ kind: 'parecer-juridico', issuer: 'Silva & Souza Advogados', reference: 'Parecer nº 12/2026', date: '2026-03-10' })}
      />,
    );
    expect(text(section('Os números, pelo nosso simulador'))).toMatch(
      /1,88% ao mês.*não é garantido\. Base legal: parecer jurídico Parecer nº 12\/2026, de 10\/03\/2026 \(Silva & Souza Advogados\)/,
    );
  });
});
