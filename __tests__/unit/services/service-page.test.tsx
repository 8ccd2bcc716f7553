import { render, screen, within } from '@testing-library/react';
import { ServicePage } from '@/components/services/service-page';
import { serviceFigures } from '@/components/services/service-figures';
import { organizationJsonLd } from '@/components/seo/organization';
import { servedNames } from '@/components/cities/service-area';
import { SERVICE_PAGES, servicePage } from '@/content/service-pages';
import { answerParagraphs, faqForService } from '@/content/faq';
import { SERVICE_PROJECTS, serviceWork } from '@/components/services/service-work';
import type { Project } from '@/content/company/projects';
import type { FaqEntry } from '@/content/company/schema';
import { PAGED_SERVICES } from '@/content/services';
import { site } from '@/content/company/site';

import { ownProject, ownTestimonial } from '@/__tests__/fixtures/company-work';

jest.mock('@/components/ui/photo-manifest', () => jest.requireActual('@/__tests__/fixtures/company-work'));

// Each service's page says who it is for, how it works step by step, what is included, what the
// simulator computes for it, the questions the company tagged with it, and its next step; and it
// describes itself as Service and BreadcrumbList data.

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ''));
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Computed once: the simulator's runs are the slow part, and the figures are the same for every page. */
const FIGURES = serviceFigures({});
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

/** Projects of the company's own (photographed), connected in different months, and one drawn example: as the CMS holds them. */
const project = (slug: string, month: number, featured = false) =>
  ownProject(servedNames()[0]!, slug, {
    connected: { month, year: 2025 },
    featured,
    photos: [{ src: `/photos/${slug}.jpg`, alt: `Telhado com placas, projeto ${slug}` }],
  });
const EXAMPLE = {
  ...project('exemplo', 12),
  photos: undefined,
  illustration: { name: 'projeto-residencial', alt: 'Desenho de uma casa com placas' },
} as Project;
const OWN_PROJECTS = [project('destaque', 1, true), EXAMPLE, project('marco', 3), project('junho', 6), project('agosto', 8)];
const OWN_TESTIMONIALS = [
  ownTestimonial(servedNames()[0]!, 'a', 'A conta caiu e a equipe explicou cada passo.'),
  ownTestimonial(servedNames()[0]!, 'b', 'Instalação limpa e no prazo.', { date: '2026-02-10' }),
];

// Which questions the company tags with a service is its choice in the CMS: the pages are shown
// with two questions of a fixture tagged with every service, or with none.
jest.mock('@/content/faq', () => ({ ...jest.requireActual('@/content/faq'), faqForService: jest.fn() }));
const TAGGED: FaqEntry[] = ['Os créditos de energia vencem?', 'Quanto tempo dura a instalação?'].map((question, index) => ({
  id: `pergunta-${index + 1}`,
  question,
  answer: 'Uma resposta de teste, com a fonte e o dia em que foi conferida.\n\nE um segundo parágrafo.',
  source: 'Condições da empresa (2026)',
  checked: '2026-11-27',
  services: PAGED_SERVICES.map((service) => service.id),
}));
const { faqForService: realFaqForService } = jest.requireActual<typeof import('@/content/faq')>('@/content/faq');
beforeEach(() => jest.mocked(faqForService).mockImplementation((service) => realFaqForService(service, TAGGED)));

describe.each(SERVICE_PAGES.map((page) => [page.slug, page] as const))('the page /servicos/%s/', (slug, page) => {
  it('has its heading, who it is for, its steps, what is included and its numbers', () => {
    render(<ServicePage page={page} figures={FIGURES} />);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(within(section('Para quem é')).getAllByRole('listitem').length).toBe(page.audience.length);
    expect(within(section('Como funciona, passo a passo')).getAllByRole('heading', { level: 3 }).map(text)).toEqual(page.steps.map((step) => step.title));
    expect(within(section('O que está incluído')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(section('Os números, pelo nosso simulador')).toHaveTextContent('Ver as premissas e fontes do simulador');
  });

  it('lists the questions the company tagged with the service as links to their answers on the questions page, never repeating them', () => {
    render(<ServicePage page={page} figures={FIGURES} />);
    expect(faqForService).toHaveBeenCalledWith(page.id);
    const tagged = TAGGED;
    const questions = section('Perguntas sobre este serviço');
    const links = within(questions).getAllByRole('link');
    expect(links.slice(0, tagged.length).map((link) => [text(link), link.getAttribute('href')])).toEqual(
      tagged.map((entry) => [entry.question, `/perguntas-frequentes/#${entry.id}`]),
    );
    // The answers live on the questions page only: none of their paragraphs is here.
    for (const entry of tagged) for (const paragraph of answerParagraphs(entry.answer)) expect(document.body.textContent).not.toContain(paragraph);
    expect(within(questions).getByRole('link', { name: 'Ver todas as perguntas frequentes' })).toHaveAttribute('href', '/perguntas-frequentes/');
  });

  it('has no questions section while the company tags no question with the service', () => {
    jest.mocked(faqForService).mockReturnValue([]);
    render(<ServicePage page={page} figures={FIGURES} />);
    expect(screen.queryByRole('heading', { level: 2, name: 'Perguntas sobre este serviço' })).toBeNull();
  });

  it('shows the company’s own work when it has some (projects with their photos, a testimonial), and none of the drawn examples', () => {
    const { unmount } = render(<ServicePage page={page} figures={FIGURES} work={{ projects: [], testimonials: [] }} />);
    expect(document.getElementById('servico-trabalho')).toBeNull();
    unmount();
    const work = serviceWork(page.id, OWN_PROJECTS, OWN_TESTIMONIALS);
    render(<ServicePage page={page} figures={FIGURES} work={work} />);
    const shown = section(page.id === 'usinas-consumo' ? 'Usinas que já instalamos' : 'Nosso trabalho mais recente');
    expect(
      within(shown)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(work.projects.map((project) => `projeto-${project.slug}-titulo`));
    for (const item of work.projects) expect(within(shown).getByRole('img', { name: item.photos![0]!.alt })).toBeInTheDocument();
    expect(shown).toHaveTextContent(OWN_TESTIMONIALS[0]!.text);
    expect(within(shown).getByRole('link', { name: 'Ver os projetos por cidade' })).toHaveAttribute('href', '/energia-solar/');
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

describe('the work a service page shows', () => {
  it('the own plant: the company’s installations as the home page orders them (featured first); the others: the most recently connected; never an example', () => {
    expect(serviceWork('usinas-consumo', OWN_PROJECTS, OWN_TESTIMONIALS).projects.map((item) => item.slug)).toEqual(['destaque', 'marco', 'junho']);
    expect(serviceWork('limpeza-placas', OWN_PROJECTS, OWN_TESTIMONIALS).projects.map((item) => item.slug)).toEqual(['agosto', 'junho', 'marco']);
    expect(serviceWork('limpeza-placas', OWN_PROJECTS, OWN_TESTIMONIALS).projects).toHaveLength(SERVICE_PROJECTS);
    expect(serviceWork('energia-assinatura', [EXAMPLE], []).projects).toEqual([]);
    expect(serviceWork('aluguel-usinas', OWN_PROJECTS, OWN_TESTIMONIALS).testimonials.map((item) => item.slug)).toEqual(['a']);
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
