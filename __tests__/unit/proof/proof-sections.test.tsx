import { render, screen, within } from '@testing-library/react';
import { Credentials, EquipmentBrands, formatIsoDate, Testimonials } from '@/components/home/proof';
import { organizationJsonLd } from '@/components/seo/organization';
import type { Proof } from '@/content/company/proof';

// Fixture data for the tests only: the site's own slots stay empty until the company fills them.
const FILLED: Proof = {
  testimonials: [
    { name: 'Cliente A.', city: 'Londrina/PR', date: '2026-03-14', text: 'Texto de teste do primeiro depoimento.', system: { kWp: 5.4, kind: 'residencial' } },
    { name: 'Cliente B.', city: 'Maringá/PR', date: '2025-12-01', text: 'Texto de teste do segundo depoimento.' },
  ],
  brands: [
    { name: 'Fabricante X', what: 'Módulos fotovoltaicos', logo: { src: '/marcas/x.svg', width: 120, height: 40 } },
    { name: 'Fabricante Y', what: 'Inversores' },
  ],
  credentials: [{ title: 'Registro no CREA-PR', number: 'PR-000000/D', holder: 'Responsável técnico de teste', url: 'https://example.test/consulta' }],
  googleRating: { value: 4.8, count: 1234, url: 'https://example.test/avaliacoes', readOn: '2026-11-10' },
};

const EMPTY: Proof = { testimonials: [], brands: [], credentials: [], googleRating: null };

describe('proof sections, empty', () => {
  it('render nothing at all while their slots are empty', () => {
    const { container } = render(
      <>
        <Testimonials testimonials={EMPTY.testimonials} rating={EMPTY.googleRating} />
        <EquipmentBrands brands={EMPTY.brands} />
        <Credentials credentials={EMPTY.credentials} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('add no rating or review to the JSON-LD', () => {
    const data = organizationJsonLd(EMPTY);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });
});

describe('testimonials and rating, filled', () => {
  beforeEach(() => render(<Testimonials testimonials={FILLED.testimonials} rating={FILLED.googleRating} />));

  it('is a titled section whose testimonials are figures with a quote and a caption', () => {
    const section = screen.getByRole('region', { name: 'O que dizem nossos clientes' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    const [first] = figures;
    expect(first!.querySelector('blockquote')).toHaveTextContent('Texto de teste do primeiro depoimento.');
    const caption = first!.querySelector('figcaption');
    expect(caption).toHaveTextContent('Cliente A., Londrina/PR');
    expect(caption).toHaveTextContent('Sistema de 5,4 kWp, residencial · 14 de março de 2026');
    expect(caption?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14');
    expect(figures[1]!.querySelector('figcaption')).not.toHaveTextContent('Sistema');
  });

  it('states the rating in words with its count, its date and a link, and draws no stars', () => {
    const section = screen.getByRole('region', { name: 'O que dizem nossos clientes' });
    expect(section).toHaveTextContent('Nota 4,8 de 5 no Google, com 1.234 avaliações (consultada em 10 de novembro de 2026)');
    expect(within(section).getByRole('link', { name: 'Ver as avaliações no Google' })).toHaveAttribute('href', 'https://example.test/avaliacoes');
    expect(section.textContent).not.toMatch(/[★☆⭐]/);
    expect(within(section).queryAllByRole('img')).toEqual([]);
  });
});

describe('only one of testimonials and rating', () => {
  it('shows the rating alone when there are no testimonials yet', () => {
    render(<Testimonials testimonials={[]} rating={FILLED.googleRating} />);
    expect(screen.getByRole('region', { name: 'O que dizem nossos clientes' })).toHaveTextContent('Nota 4,8 de 5');
    expect(screen.queryAllByRole('figure')).toEqual([]);
  });
});

describe('brands and credentials, filled', () => {
  it('lists each brand by name and what it supplies, its logo decorative beside the name', () => {
    render(<EquipmentBrands brands={FILLED.brands} />);
    const items = within(screen.getByRole('region', { name: 'Marcas que instalamos' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Fabricante XMódulos fotovoltaicos', 'Fabricante YInversores']);
    const logo = items[0]!.querySelector('img');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '120');
    expect(logo).toHaveAttribute('height', '40');
  });

  it('lists each credential with its number, holder and where to verify it', () => {
    render(<Credentials credentials={FILLED.credentials} />);
    const section = screen.getByRole('region', { name: 'Responsabilidade técnica' });
    expect(section).toHaveTextContent('Registro no CREA-PR nº PR-000000/D');
    expect(section).toHaveTextContent('Responsável técnico de teste');
    expect(within(section).getByRole('link', { name: 'Consultar o registro' })).toHaveAttribute('href', 'https://example.test/consulta');
  });
});

describe('JSON-LD, filled', () => {
  it('gains the aggregate rating and one review per testimonial', () => {
    const data = organizationJsonLd(FILLED) as unknown as Record<string, unknown>;
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 1234, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Cliente A.' },
        datePublished: '2026-03-14',
        reviewBody: 'Texto de teste do primeiro depoimento.',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Cliente B.' },
        datePublished: '2025-12-01',
        reviewBody: 'Texto de teste do segundo depoimento.',
      },
    ]);
  });
});

describe('formatIsoDate', () => {
  it('writes a date in pt-BR whatever the time zone', () => {
    expect(formatIsoDate('2026-01-01')).toBe('1 de janeiro de 2026');
    expect(formatIsoDate('2025-12-31')).toBe('31 de dezembro de 2025');
  });
});
