import { render, screen, within } from '@testing-library/react';
import { GoogleRating } from '@/components/home/google-rating';
import { Credentials, EquipmentBrands, formatIsoDate, Team, Testimonials } from '@/components/home/proof';
import { organizationJsonLd } from '@/components/seo/organization';
import type { Proof } from '@/content/company/proof';
import type { PhotoEntry } from '@/lib/photos/photo-types';

// Photos are looked up in the build's manifest: here a made-up entry per photo.
jest.mock('@/components/ui/photo-manifest', () => ({
  photoEntry: (src: string): PhotoEntry => ({
    width: 480,
    height: 160,
    hash: 'test',
    placeholder: 'data:image/webp;base64,AAAA',
    files: { avif: [{ width: 480, src: `/generated${src}.avif` }], webp: [{ width: 480, src: `/generated${src}.webp` }] },
  }),
}));

// Fixture data for the tests only: the site's own slots stay empty until the company fills them.
const FILLED: Proof = {
  testimonials: [
    {
      slug: 'cliente-a',
      name: 'Cliente A.',
      city: 'Londrina',
      date: '2026-03-14',
      text: 'Texto de teste do primeiro depoimento.',
      source: 'google',
      consent: true,
      kWp: 5.4,
    },
    {
      slug: 'cliente-b',
      name: 'Cliente B.',
      city: 'Maringá',
      date: '2025-12-01',
      text: 'Texto de teste do segundo depoimento.',
      source: 'whatsapp',
      consent: true,
    },
  ],
  brands: [
    { name: 'Fabricante X', what: 'Módulos fotovoltaicos', logo: '/photos/marca-x.png' },
    { name: 'Fabricante Y', what: 'Inversores' },
  ],
  credentials: [{ title: 'Registro no CREA-PR', number: 'PR-000000/D', holder: 'Responsável técnico de teste', url: 'https://example.test/consulta' }],
  googleRating: { value: 4.8, count: 1234, url: 'https://example.test/avaliacoes', readOn: '2026-11-10' },
  team: [
    {
      name: 'Pessoa de Teste',
      role: 'Engenheira eletricista',
      photo: { src: '/photos/pessoa.jpg', alt: 'Retrato da pessoa de teste sorrindo' },
      bio: 'Dez anos de projetos.',
    },
    { name: 'Outra Pessoa', role: 'Instalador' },
  ],
};

const EMPTY: Proof = { testimonials: [], brands: [], credentials: [], googleRating: null, team: [] };

describe('proof sections, empty', () => {
  it('render nothing at all while their slots are empty', () => {
    const { container } = render(
      <>
        <Testimonials testimonials={EMPTY.testimonials} />
        <EquipmentBrands brands={EMPTY.brands} />
        <Credentials credentials={EMPTY.credentials} />
        <Team members={EMPTY.team} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  // Reviews a business shows about itself are "self-serving": Google does not use them for a LocalBusiness
  // (2019), so the JSON-LD never reads the proof, filled or not (components/seo/organization.ts).
  it('add no rating or review to the JSON-LD', () => {
    const data = organizationJsonLd();
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });
});

describe('testimonials, filled', () => {
  beforeEach(() => render(<Testimonials testimonials={FILLED.testimonials} />));

  it('is a titled section whose testimonials are figures with a quote and a caption', () => {
    const section = screen.getByRole('region', { name: 'O que dizem nossos clientes' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    const [first] = figures;
    expect(first!.querySelector('blockquote')).toHaveTextContent('Texto de teste do primeiro depoimento.');
    const caption = first!.querySelector('figcaption');
    expect(caption).toHaveTextContent('Cliente A., Londrina/PR');
    expect(caption).toHaveTextContent('Sistema de 5,4 kWp · 14 de março de 2026, no Google');
    expect(figures[1]!.querySelector('figcaption')).toHaveTextContent('1 de dezembro de 2025, por WhatsApp');
    expect(caption?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14');
    expect(figures[1]!.querySelector('figcaption')).not.toHaveTextContent('Sistema');
  });

  it('puts the cards in a list inside one focusable region named "Depoimentos", which a keyboard scrolls', () => {
    const row = screen.getByRole('region', { name: 'Depoimentos' });
    expect(row).toHaveAttribute('tabindex', '0');
    const list = within(row).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((item) => item.querySelector('figure')),
    ).toBe(true);
  });

  it('leaves the Google rating to the hero', () => {
    expect(screen.getByRole('region', { name: 'O que dizem nossos clientes' })).not.toHaveTextContent(/Nota|avaliações/);
  });
});

describe('the Google rating', () => {
  beforeEach(() => render(<GoogleRating rating={FILLED.googleRating!} />));

  it('draws five stars filled to the rating, which say the whole sentence to a screen reader', () => {
    const stars = screen.getByRole('img', { name: 'Nota 4,8 de 5 no Google, 1.234 avaliações' });
    expect(stars.tagName).toBe('svg');
    expect(stars.querySelectorAll('path')).toHaveLength(10);
    // 4,8 of 5 fills 96% of the 120-unit row.
    expect(stars.querySelector('clipPath rect')).toHaveAttribute('width', String((4.8 / 5) * 120));
  });

  it('shows the value and the count, the day it was read and a link to the reviews', () => {
    const score = screen.getByRole('img').closest('p');
    expect(score).toHaveTextContent('4,8 no Google · 1.234 avaliações');
    expect(screen.getByText(/Consultada em/)).toHaveTextContent('Consultada em 10/11/2026 · Ver as avaliações');
    expect(screen.getByText('10/11/2026')).toHaveAttribute('dateTime', '2026-11-10');
    expect(screen.getByRole('link', { name: 'Ver as avaliações' })).toHaveAttribute('href', 'https://example.test/avaliacoes');
  });
});

describe('brands and credentials, filled', () => {
  it('shows each logo with the brand as its alt text, the name written only where there is no logo', () => {
    render(<EquipmentBrands brands={FILLED.brands} />);
    const items = within(screen.getByRole('region', { name: 'Marcas que instalamos' })).getAllByRole('listitem');
    const logo = within(items[0]!).getByRole('img', { name: 'Fabricante X' });
    expect(logo).toHaveAttribute('src', '/generated/photos/marca-x.png.webp');
    expect(logo).toHaveAttribute('width', '480');
    expect(logo).toHaveAttribute('height', '160');
    // Beside a logo, the name is not written again; what the brand supplies is read out.
    expect(items[0]!.textContent).toBe(': Módulos fotovoltaicos');
    expect(items[0]!.querySelector('.visually-hidden')).toHaveTextContent('Módulos fotovoltaicos');
    expect(items[1]!.querySelector('img')).toBeNull();
    expect(items[1]!.textContent).toBe('Fabricante Y: Inversores');
  });

  it('lists each credential with its number, holder and where to verify it', () => {
    render(<Credentials credentials={FILLED.credentials} />);
    const section = screen.getByRole('region', { name: 'Responsabilidade técnica' });
    expect(section).toHaveTextContent('Registro no CREA-PR nº PR-000000/D, Responsável técnico de teste');
    expect(within(section).getByRole('link', { name: 'Consultar o registro' })).toHaveAttribute('href', 'https://example.test/consulta');
  });
});

describe('the team, filled', () => {
  it('shows each person with their role, their photo with its alt text, or their initials without one', () => {
    render(<Team members={FILLED.team} />);
    const section = screen.getByRole('region', { name: 'Quem cuida do seu projeto' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Retrato da pessoa de teste sorrindo' })).toHaveAttribute('src', '/generated/photos/pessoa.jpg.webp');
    expect(first).toHaveTextContent('Pessoa de TesteEngenheira eletricistaDez anos de projetos.');
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(second).toHaveTextContent('OPOutra PessoaInstalador');
  });
});

describe('formatIsoDate', () => {
  it('writes a date in pt-BR whatever the time zone', () => {
    expect(formatIsoDate('2026-01-01')).toBe('1 de janeiro de 2026');
    expect(formatIsoDate('2025-12-31')).toBe('31 de dezembro de 2025');
  });
});
