import { render, screen } from '@testing-library/react';
import { COMPACT_SOURCE_MAX_CHARS, HeroFigures, sourcesOf, StatsBand } from '@/components/home/stats-band';
import { stats } from '@/content/company/stats';

// The hero's figures on a phone keep their sources under them when they fit a line, else a tap away,
// so the company's longer sources never push the hero's picture out of a phone's first screen; the band
// of wide screens shows them whole.

const { title, sourcesTitle } = stats();
const figures = (items: { label: string; value: string; source: string }[]) => ({ title, sourcesTitle, items });
const longSources = [
  { label: 'sistemas ligados na Copel', value: '1.200+', source: 'Contagem de contratos da empresa, outubro de 2026' },
  { label: 'instalando energia solar', value: '14 anos', source: 'Contrato social da empresa, registrado em 2012.' },
];

describe("the hero's figures on a phone", () => {
  it('show a short source under the figures', () => {
    const source = 'Número informado pela própria empresa.';
    expect(source.length).toBeLessThanOrEqual(COMPACT_SOURCE_MAX_CHARS);
    const { container } = render(<HeroFigures figures={figures([{ label: 'projetos entregues', value: '500+', source }])} />);
    expect(screen.getByText(source).tagName).toBe('P');
    expect(container.querySelector('details')).toBeNull();
  });

  it('put longer sources a tap away, each with its figures, none lost', () => {
    expect(sourcesOf(longSources).length).toBeGreaterThan(COMPACT_SOURCE_MAX_CHARS);
    const { container } = render(<HeroFigures figures={figures(longSources)} />);
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(sourcesTitle);
    expect(details?.querySelector('p')?.textContent).toBe(sourcesOf(longSources));
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1.200+', '14 anos']);
  });

  it('leave the band of wide screens its sources whole, however long', () => {
    const { container } = render(<StatsBand figures={figures(longSources)} />);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByText(sourcesOf(longSources)).tagName).toBe('P');
  });
});
