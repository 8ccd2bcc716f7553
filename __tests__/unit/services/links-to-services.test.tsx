import { render, screen, within } from '@testing-library/react';
import { Solutions } from '@/components/home/solutions';
import { LegalButtons } from '@/components/layout/legal-buttons';
import { SiteFooter } from '@/components/layout/site-footer';
import { SimulatorPremises } from '@/components/simulator/simulator-premises';
import { navigation } from '@/content/navigation';
import type { readCompanyContent } from '@/content/company/read';
import { SERVICE_PAGES } from '@/content/service-pages';

// Where the new pages are reached from: each solution card's title, the footer, and the simulator's
// premises, which link to the frequent question that explains them while the CMS holds it.

// content/solutions.ts reads the content as it is imported: the mock reads the shipped fixture itself.
jest.mock('@/content/company/data', () => {
  const content = jest.requireActual<typeof import('@/__tests__/fixtures/shipped')>('@/__tests__/fixtures/shipped').shippedContent();
  const state = { dropped: [] as string[], content };
  return { state, companyContent: () => ({ ...content, faq: { items: content.faq.items.filter((item) => !state.dropped.includes(item.id)) } }) };
});
const mock = jest.requireMock<{ state: { dropped: string[]; content: ReturnType<typeof readCompanyContent> } }>('@/content/company/data').state;

describe('links to the service pages and the frequent questions', () => {
  afterEach(() => {
    mock.dropped = [];
  });

  it('make each solution card’s title a link to its service’s page, keeping its own button', () => {
    render(<Solutions />);
    for (const page of SERVICE_PAGES) {
      const card = document.getElementById(page.id)!;
      const title = within(card).getByRole('heading', { level: 3 });
      expect(within(title).getByRole('link')).toHaveAttribute('href', `/servicos/${page.slug}/`);
      expect(within(card).getAllByRole('link')).toHaveLength(2);
    }
  });

  it('list the four services and the frequent questions in the footer, and leave the menu at its six items', () => {
    render(<SiteFooter islands={{ LegalButtons }} />);
    const services = screen.getByRole('navigation', { name: 'Serviços' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([...SERVICE_PAGES.map((page) => [page.title, `/servicos/${page.slug}/`]), ['Perguntas frequentes', '/perguntas-frequentes/']]);
    expect(navigation).toHaveLength(6);
  });

  it('link the Fio B premise to its answer, by the question’s words', () => {
    render(<SimulatorPremises />);
    const premise = screen.getByRole('heading', { name: 'Fio B (Lei 14.300)' }).closest('li')!;
    const question = mock.content.faq.items.find((item) => item.id === 'fio-b')!.question;
    expect(within(premise).getByRole('link', { name: question })).toHaveAttribute('href', '/perguntas-frequentes/#fio-b');
  });

  it('leave a premise without its link when the company removed that question, so no link is broken', () => {
    mock.dropped = ['fio-b'];
    render(<SimulatorPremises />);
    const premise = screen.getByRole('heading', { name: 'Fio B (Lei 14.300)' }).closest('li')!;
    expect(within(premise).queryByRole('link')).toBeNull();
    const icms = screen.getByRole('heading', { name: /ICMS sobre a energia compensada/ }).closest('li')!;
    expect(within(icms).getByRole('link')).toHaveAttribute('href', '/perguntas-frequentes/#icms-48-meses');
  });
});
