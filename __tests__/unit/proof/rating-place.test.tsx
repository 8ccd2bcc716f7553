import { render, screen, within } from '@testing-library/react';
import type { CompanyContent } from '@/content/company/data';
import type { RatingData } from '@/content/company/schema';

// Where the Google rating goes: in the hero, under its buttons, taking the place of the company's
// own "95% de clientes satisfeitos" (a figure it counted itself); without a rating nothing is drawn
// and the figure stays. The rating is test data: the site's rating.json is empty until the company fills it.

let rating: RatingData = {};
jest.mock('@/content/company/data', () => {
  const shipped = jest.requireActual<typeof import('@/__tests__/fixtures/shipped')>('@/__tests__/fixtures/shipped').shippedContent();
  return { companyContent: (): CompanyContent => ({ ...shipped, rating }) };
});

const RATED: RatingData = { value: 4.9, count: 127, url: 'https://www.google.com/maps/place/exemplo', readOn: '2026-11-20' };

async function renderHome() {
  const { Hero } = await import('@/components/home/hero');
  const { StatsBand } = await import('@/components/home/stats-band');
  render(
    <>
      <Hero />
      <StatsBand />
    </>,
  );
  return { hero: screen.getByRole('region', { name: /^Sua conta de luz/ }), band: screen.getByRole('region', { name: /em números$/ }) };
}

describe('the Google rating in the hero', () => {
  afterEach(() => {
    rating = {};
  });

  it('is drawn under the buttons, with its stars, count, date and link, and the self-reported 95% is gone', async () => {
    rating = RATED;
    const { hero, band } = await renderHome();
    expect(within(hero).getByRole('img', { name: 'Nota 4,9 de 5 no Google, 127 avaliações' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Ver as avaliações' })).toHaveAttribute('href', RATED.url);
    expect(hero).toHaveTextContent('Consultada em 20/11/2026');
    // After the two calls to action, before the figures.
    const buttons = within(hero).getByRole('link', { name: 'Simular economia' });
    const stars = within(hero).getByRole('img', { name: /^Nota 4,9/ });
    expect(buttons.compareDocumentPosition(stars) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const place of [hero, band]) {
      expect(place).not.toHaveTextContent(/95%|clientes satisfeitos/);
      expect(place).toHaveTextContent('projetos entregues no Paraná');
    }
  });

  it('is not there without a rating: nothing drawn, nothing invented, and the figures stay as the company wrote them', async () => {
    const { hero, band } = await renderHome();
    expect(within(hero).queryByRole('img', { name: /Nota/ })).toBeNull();
    expect(hero).not.toHaveTextContent(/avaliações|Google/);
    expect(band).toHaveTextContent('de clientes satisfeitos');
    expect(band).toHaveTextContent('95%');
  });
});
