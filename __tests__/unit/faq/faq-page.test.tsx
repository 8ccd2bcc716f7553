import { render, screen, within } from '@testing-library/react';
import { FaqPage } from '@/components/faq/faq-page';
import { site } from '@/content/company/site';
import { shippedContent } from '@/__tests__/fixtures/shipped';
import type { FaqEntry } from '@/content/company/schema';
import { servicePage, servicePath } from '@/content/service-pages';

// The questions page shows every entry of the CMS's "Perguntas frequentes" screen, readable as static
// HTML, and describes the same questions and answers, word for word, as FAQPage data.

const mockReal = shippedContent();
let mockExtra: FaqEntry[] = [];
jest.mock('@/content/company/data', () => ({
  companyContent: () => ({ ...mockReal, faq: { items: [...mockReal.faq.items, ...mockExtra] } }),
}));

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ''));

const shownAnswer = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('[data-answer] p'))
    .map((p) => p.textContent)
    .join('\n\n');

describe('the frequent questions page', () => {
  afterEach(() => {
    mockExtra = [];
  });

  it('shows each question as a heading with its answer, its source and the day it was checked, at its own address', () => {
    const { container } = render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas frequentes sobre energia solar' })).toBeInTheDocument();
    for (const entry of mockReal.faq.items) {
      const section = container.querySelector<HTMLElement>(`section#${entry.id}`)!;
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(entry.question);
      expect(shownAnswer(section).length).toBeGreaterThan(40);
      expect(section).toHaveTextContent(`Fonte: ${entry.source}`);
      const [year, month, day] = entry.checked.split('-');
      expect(section.querySelector('time')).toHaveAttribute('dateTime', entry.checked);
      expect(section).toHaveTextContent(`Conferida em ${day}/${month}/${year}`);
    }
  });

  it('links each answer the company tagged with services to those services’ pages, which link back instead of repeating it', () => {
    render(<FaqPage />);
    const entries = mockReal.faq.items;
    expect(entries.some((entry) => entry.services?.length)).toBe(true);
    for (const entry of entries) {
      const answer = document.getElementById(entry.id)!;
      const links = within(answer)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.startsWith('/servicos/'));
      expect([entry.id, links]).toEqual([entry.id, (entry.services ?? []).map((id) => servicePath(servicePage(id)))]);
    }
  });

  it('lists every question at the top, each linking to its answer', () => {
    const { container } = render(<FaqPage />);
    const index = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(mockReal.faq.items.map((entry) => entry.question));
    for (const link of links) expect(container.querySelector(link.getAttribute('href')!)).not.toBeNull();
  });

  it('marks the page up as FAQPage data whose questions and answers are exactly the ones shown, in order', () => {
    const { container } = render(<FaqPage />);
    const data = jsonLd(container).find((block) => block['@type'] === 'FAQPage');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', url: `${site.url}/perguntas-frequentes/` });
    const sections = mockReal.faq.items.map((entry) => container.querySelector<HTMLElement>(`section#${entry.id}`)!);
    expect(data.mainEntity).toEqual(
      sections.map((section) => ({
        '@type': 'Question',
        name: within(section).getByRole('heading', { level: 2 }).textContent,
        acceptedAnswer: { '@type': 'Answer', text: shownAnswer(section) },
      })),
    );
  });

  it('places itself under the home page, for people and as BreadcrumbList data', () => {
    const { container } = render(<FaqPage />);
    expect(within(screen.getByRole('navigation', { name: 'Você está em' })).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    const trail = jsonLd(container).find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Início', `${site.url}/`],
      ['Perguntas frequentes', `${site.url}/perguntas-frequentes/`],
    ]);
  });

  it('shows a question added in the CMS, with its paragraphs, in the page and in its data, without a change of code', () => {
    mockExtra = [
      {
        id: 'nova-pergunta',
        question: 'Posso ampliar o sistema depois?',
        answer: 'Primeiro parágrafo da resposta nova, com texto suficiente.\n\nSegundo parágrafo.',
        source: 'Condições da empresa (2026)',
        checked: '2026-11-20',
      },
    ];
    const { container } = render(<FaqPage />);
    const section = container.querySelector<HTMLElement>('section#nova-pergunta')!;
    expect(section.querySelectorAll('[data-answer] p')).toHaveLength(2);
    const data = jsonLd(container).find((block) => block['@type'] === 'FAQPage');
    expect(data.mainEntity.at(-1)).toEqual({
      '@type': 'Question',
      name: 'Posso ampliar o sistema depois?',
      acceptedAnswer: { '@type': 'Answer', text: 'Primeiro parágrafo da resposta nova, com texto suficiente.\n\nSegundo parágrafo.' },
    });
  });

  it('prints answers in a JSON-LD block that no answer can close', () => {
    mockExtra = [
      {
        id: 'x',
        question: 'Uma pergunta </script>?',
        answer: 'Uma resposta com </script><b>x</b> dentro dela.',
        source: 'Fonte de teste',
        checked: '2026-11-20',
      },
    ];
    const { container } = render(<FaqPage />);
    const script = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).find((s) => s.textContent?.includes('FAQPage'))!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).mainEntity.at(-1).acceptedAnswer.text).toBe('Uma resposta com </script><b>x</b> dentro dela.');
  });
});
