import { render, screen } from '@testing-library/react';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Artwork } from '@/components/ui/artwork';
import { solutions, type Solution } from '@/content/solutions';
import { buildPhotos, type PhotoManifest } from '@/scripts/build/photos.mjs';
import { SAMPLE_PHOTO, samplePhotoTree } from '../../fixtures/sample-photo';

// The whole way of a photo: a file named in content/ goes through the build step
// (scripts/build/photos.mjs), whose manifest.json the card's <Artwork> reads, to the markup a visitor
// gets. What only a browser shows (which format it takes, the served types) is in e2e/photos.spec.ts.

jest.setTimeout(60_000);

const PUBLIC_BASE = '/generated/photos';
/** What solutions.tsx gives its cards' <Artwork>. */
const SIZES = '(min-width: 1200px) 300px, (min-width: 640px) 50vw, 100vw';
const entry = solutions[0]!;
const named: Solution = { ...entry, photo: { src: `/photos/${SAMPLE_PHOTO.name}`, alt: 'Telhado com placas solares em Londrina' } };

let dir: string;
let outDir: string;
let manifest: PhotoManifest;

beforeAll(async () => {
  let sourceDir: string;
  ({ dir, sourceDir, outDir } = await samplePhotoTree('photo-to-picture-'));
  await buildPhotos({ sourceDir, outDir, publicBase: PUBLIC_BASE });
  // As the site reads it (components/ui/photo-manifest.ts): the file on disk, not the return value.
  manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as PhotoManifest;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The widths of a srcset, each file checked to be one the build made, in that format. */
async function madeWidths(srcSet: string | null, format: 'avif' | 'webp'): Promise<number[]> {
  const candidates = (srcSet ?? '').split(', ').map((candidate) => candidate.split(' '));
  const widths: number[] = [];
  for (const [src = '', descriptor = ''] of candidates) {
    expect(src.startsWith(`${PUBLIC_BASE}/`)).toBe(true);
    const file = join(outDir, src.slice(PUBLIC_BASE.length + 1));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
    expect(`${meta.width}w`).toBe(descriptor);
    widths.push(meta.width ?? 0);
  }
  return widths;
}

describe('a photo named in content/, from public/photos/ to the page', () => {
  it('becomes a <picture> of AVIF then WebP at the widths made, an <img> with its size, sizes and alt, lazy, over a blurred placeholder', async () => {
    const { container } = render(<Artwork illustration={named.image} photo={named.photo} sizes={SIZES} manifest={manifest} />);

    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(await madeWidths(sources[0]!.getAttribute('srcset'), 'avif')).toEqual([480, 800, 1200]);
    expect(await madeWidths(sources[1]!.getAttribute('srcset'), 'webp')).toEqual([480, 800, 1200]);
    for (const source of sources) expect(source).toHaveAttribute('sizes', SIZES);

    const photo = screen.getByRole('img', { name: named.photo!.alt });
    expect(photo.parentElement?.tagName).toBe('PICTURE');
    expect(await madeWidths(`${photo.getAttribute('src')} 800w`, 'webp')).toEqual([800]);
    expect(photo).toHaveAttribute('width', String(SAMPLE_PHOTO.width));
    expect(photo).toHaveAttribute('height', String(SAMPLE_PHOTO.height));
    expect(photo).toHaveAttribute('sizes', SIZES);
    // A solution card is below the fold.
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByRole('img', { name: entry.image.alt })).toBeNull();

    // The placeholder: hidden from assistive technology, a data URI of a tiny WebP.
    const placeholder = container.querySelector('img[aria-hidden="true"]');
    expect(placeholder).toHaveAttribute('alt', '');
    const src = placeholder?.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/webp;base64,/);
    const tiny = await sharp(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')).metadata();
    expect([tiny.format, tiny.width]).toEqual(['webp', 16]);
  });

  it('shows the same entry without a photo as its illustration', () => {
    render(<Artwork illustration={named.image} photo={undefined} sizes={SIZES} manifest={manifest} />);
    const img = screen.getByRole('img', { name: named.image.alt });
    expect(img).toHaveAttribute('src', named.image.src);
    expect(img.closest('picture')).toBeNull();
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('stops the build, naming the file, when content/ names a photo the manifest does not list', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const other: PhotoManifest = { photos: {} };
    expect(() => render(<Artwork illustration={named.image} photo={named.photo} sizes={SIZES} manifest={other} />)).toThrow(
      `public/photos/${SAMPLE_PHOTO.name} was not found`,
    );
  });
});
