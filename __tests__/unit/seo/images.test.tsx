import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { generateStaticParams as iconFiles } from '@/app/icons/[file]/route';
import { generateStaticParams as ogFiles } from '@/app/og/[file]/route';
import { generateStaticParams as serviceOgFiles } from '@/app/og/servicos/[file]/route';
import { SERVICE_PAGES } from '@/content/service-pages';
import { Logo } from '@/components/layout/logo';
import {
  cookiesMetadata,
  faqMetadata,
  homeMetadata,
  isAppIconFile,
  isOgCardFile,
  ogImage,
  roadmapMetadata,
  rootMetadata,
  serviceMetadata,
  termsMetadata,
} from '@/content/seo';

// next/og is not loaded here (its wasm needs the Node runtime of the build); the
// images themselves are checked in out/ by the budget step.
jest.mock('next/og', () => ({ ImageResponse: class {} }));

describe('Open Graph images', () => {
  it('builds one 1200×630 PNG per route, each referenced by that route', () => {
    const files = ogFiles().map((p) => p.file);
    expect(files).toEqual([
      'inicio.png',
      'novas-implementacoes.png',
      'politica-de-privacidade.png',
      'termos-de-uso.png',
      'politica-de-cookies.png',
      'perguntas-frequentes.png',
    ]);
    expect(faqMetadata.openGraph?.images).toEqual([ogImage('faq')]);
    expect(rootMetadata.openGraph?.images).toEqual([ogImage('home')]);
    expect(roadmapMetadata.openGraph?.images).toEqual([ogImage('roadmap')]);
    expect(termsMetadata.openGraph?.images).toEqual([ogImage('terms')]);
    expect(cookiesMetadata.openGraph?.images).toEqual([ogImage('cookies')]);
    expect(ogImage('roadmap')).toMatchObject({ url: '/og/novas-implementacoes.png', width: 1200, height: 630 });
    expect(homeMetadata.openGraph).toBeUndefined(); // inherits the root's, with the home image
  });

  it('draws one card per service page, named after its address, each referenced by its page with its description', () => {
    expect(serviceOgFiles().map((p) => p.file)).toEqual(SERVICE_PAGES.map((page) => `${page.slug}.png`));
    for (const page of SERVICE_PAGES) {
      const image = { url: `/og/servicos/${page.slug}.png`, width: 1200, height: 630, alt: page.card.alt, type: 'image/png' };
      expect(serviceMetadata(page).openGraph?.images).toEqual([image]);
      expect(serviceMetadata(page).twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: image.url, alt: page.card.alt }] });
    }
  });

  it('knows its own files and no others', () => {
    expect(isOgCardFile('inicio.png')).toBe(true);
    expect(isOgCardFile('og.png')).toBe(false);
  });
});

describe('app icons', () => {
  it('builds the 192, 512, maskable and Apple PNGs', () => {
    expect(iconFiles().map((p) => p.file)).toEqual(['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png']);
    expect(isAppIconFile('icon-192.png')).toBe(true);
    expect(isAppIconFile('toString')).toBe(false);
  });

  it('draws the SVG favicon exactly like the Logo component', () => {
    const svg = readFileSync(join(process.cwd(), 'app/icon.svg'), 'utf8');
    const favicon = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
    const { container } = render(<Logo />);
    const drawing = (root: Element) =>
      [...root.querySelectorAll('circle, path, g')].map((el) =>
        ['d', 'cx', 'cy', 'r', 'fill', 'stroke', 'stroke-width', 'stroke-linecap'].map((name) => el.getAttribute(name)).join('|'),
      );
    expect(drawing(favicon)).toEqual(drawing(container.querySelector('svg') as Element));
    expect(favicon.getAttribute('viewBox')).toBe('0 0 40 40');
  });
});
