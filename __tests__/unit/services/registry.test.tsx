import { render, screen, within } from '@testing-library/react';
import { ContactForm } from '@/components/contact/contact-form';
import { SERVICE_BY_MODE } from '@/components/simulator/summary';
import { ROUTES } from '@/__tests__/budget/budgets.mjs';
import { FAQ_SERVICE_LABELS, faqSchema, picturesSchema } from '@/content/company/schema';
import { SERVICE_PAGES } from '@/content/service-pages';
import { PAGED_SERVICES, SERVICES, servicePath, serviceLabel } from '@/content/services';
import { MODES } from '@/content/simulator/copy';
import { solutions, solutionsIntro } from '@/content/solutions';
import { slugify } from '@/lib/format/slug';

// A service is one entry of content/services.ts; the form's options, the cards, the pages, the
// CMS's FAQ tags and picture slots, the simulator's quote and the byte budgets follow it, so a new
// entry (with its words and icon) appears in each without another list to edit.

/** The spec's service options (section 3), in its order, and the four with a solution card. */
const SPEC_OPTIONS = ['usinas-consumo', 'energia-assinatura', 'aluguel-usinas', 'limpeza-placas', 'manutencao', 'consultoria'];
const SPEC_CARDS = SPEC_OPTIONS.slice(0, 4);

const ids = SERVICES.map((service) => service.id);
const pagedIds: readonly string[] = PAGED_SERVICES.map((service) => service.id);

describe('the services registry', () => {
  it('holds the spec’s six options in its order, the four with a card among those with a page, each id and name once', () => {
    expect(ids.filter((id) => SPEC_OPTIONS.includes(id))).toEqual(SPEC_OPTIONS);
    expect(pagedIds.filter((id) => SPEC_CARDS.includes(id))).toEqual(SPEC_CARDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SERVICES.map((service) => service.label)).size).toBe(ids.length);
  });

  it('gives each page a clean, unique address and each card a unique photo slot', () => {
    const slugs = PAGED_SERVICES.map((service) => service.page.slug);
    for (const slug of slugs) expect(slugify(slug)).toBe(slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(PAGED_SERVICES.map((service) => service.page.pictureSlot)).size).toBe(slugs.length);
  });

  it('says how many ways there are as the cards count them', () => {
    const words = ['uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
    expect(solutionsIntro.lead).toContain(` ${words[solutions.length - 1]} formas `);
  });

  it('quotes each of the simulator’s modes as exactly one service', () => {
    for (const { id: mode } of MODES) {
      const quoted = PAGED_SERVICES.filter((service) => 'simulatorMode' in service.page && service.page.simulatorMode === mode);
      expect(quoted).toHaveLength(1);
      expect(SERVICE_BY_MODE[mode]).toBe(quoted[0]!.id);
    }
  });
});

describe('what derives from the registry', () => {
  it('the contact form offers every service, in its order, by its name', () => {
    render(<ContactForm />);
    const options = within(screen.getByRole('combobox', { name: /Serviço de interesse/ }))
      .getAllByRole('option')
      .slice(1);
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual(SERVICES.map((service) => [service.id, service.label]));
  });

  it('a service with a page has a card titled with its name and a page at its address, in the registry’s order', () => {
    expect(solutions.map((card) => [card.id, card.title, card.icon])).toEqual(PAGED_SERVICES.map((service) => [service.id, service.label, service.page.icon]));
    expect(SERVICE_PAGES.map((page) => [page.id, servicePath(page)])).toEqual(PAGED_SERVICES.map((service) => [service.id, `/servicos/${service.page.slug}/`]));
  });

  it('the CMS tags FAQ entries with the services that have a page, and has a photo slot per card, each named as the service', () => {
    expect(FAQ_SERVICE_LABELS).toEqual(Object.fromEntries(PAGED_SERVICES.map((service) => [service.id, serviceLabel(service.id)])));
    const entry = { id: 'teste', question: 'Uma pergunta de teste?', answer: 'x'.repeat(40), source: 'Fonte de teste (2026)', checked: '2026-01-01' };
    expect(faqSchema.safeParse({ items: [{ ...entry, services: pagedIds }] }).success).toBe(true);
    expect(faqSchema.safeParse({ items: [{ ...entry, services: ids.filter((id) => !pagedIds.includes(id)).slice(0, 1) }] }).success).toBe(false);
    const slots = Object.entries(picturesSchema.shape.services.unwrap().shape);
    expect(slots.map(([slot, schema]) => [slot, schema.meta()?.title])).toEqual(PAGED_SERVICES.map((service) => [service.page.pictureSlot, service.label]));
  });

  it('the byte budgets hold each service page to the pages from data’s budget', () => {
    const budgeted = ROUTES.filter((route) => route.route.startsWith('/servicos/'));
    expect(budgeted.map((route) => [route.route, route.jsonLdTypes])).toEqual(
      PAGED_SERVICES.map((service) => [servicePath(service.page), ['BreadcrumbList', 'Service']]),
    );
  });
});
