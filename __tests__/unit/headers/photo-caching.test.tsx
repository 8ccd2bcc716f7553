/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Artwork } from '@/components/ui/artwork';
import { card } from '@/content/media';
import { buildHeadersFile, headersFor, parseHeadersFile, PHOTO_BASE, photoVariantPaths, type Rule } from '@/scripts/headers/headers-file.mjs';
import { buildPhotos, PHOTO_PUBLIC_BASE, type PhotoManifest } from '@/scripts/photos.mjs';
import { SAMPLE_PHOTO, writeSamplePhoto } from '../../fixtures/sample-photo';
import { nextPage, PAGES, STATIC_FILES } from './fixtures';

// The photo variants are cached for good, and only they: the build step makes the sample photo's
// variants, a page shows it as the site does (<Artwork>), and the _headers written for that page
// gives every variant file `immutable`, and nothing else under /generated/photos/.

jest.setTimeout(60_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';
let dir: string;
let variants: string[];
let rules: Rule[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'photo-caching-'));
  const outDir = join(dir, 'generated');
  await writeSamplePhoto(join(dir, 'photos'));
  await buildPhotos({ sourceDir: join(dir, 'photos'), outDir, publicBase: PHOTO_PUBLIC_BASE });
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as PhotoManifest;
  variants = readdirSync(outDir)
    .filter((file) => file !== 'manifest.json')
    .map((file) => `${PHOTO_BASE}/${file}`);
  const picture = renderToStaticMarkup(
    <Artwork illustration={card('usinas-consumo', 'x')} photo={{ src: `/photos/${SAMPLE_PHOTO.name}`, alt: 'Telhado' }} sizes="100vw" manifest={manifest} />,
  );
  const pages = PAGES.map((page) => (page.file === 'index.html' ? { ...page, html: nextPage(['0:home']).replace('<h1>Página</h1>', picture) } : page));
  rules = parseHeadersFile(buildHeadersFile(pages, {}, STATIC_FILES).text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the caching of photo variants', () => {
  it('writes them where headers-file.mjs looks for them', () => {
    expect(PHOTO_BASE).toBe(PHOTO_PUBLIC_BASE);
  });

  it('caches every variant file the build made for a year', () => {
    expect(variants).toHaveLength(6);
    for (const path of variants) expect([path, headersFor(rules, path)['Cache-Control']]).toEqual([path, IMMUTABLE]);
  });

  it('with one rule per photo and format, scoped to the photo', () => {
    expect(rules.filter((rule) => rule.path.startsWith(`${PHOTO_BASE}/`)).map((rule) => rule.path)).toEqual([
      expect.stringMatching(/^\/generated\/photos\/\*\.[0-9a-f]{8}\.avif$/),
      expect.stringMatching(/^\/generated\/photos\/\*\.[0-9a-f]{8}\.webp$/),
    ]);
  });

  it('gives no caching of its own to the manifest, to another photo, or to a page without photos', () => {
    const other = variants[0]!.replace(/\.[0-9a-f]{8}\./, '.0badc0de.');
    for (const path of [`${PHOTO_BASE}/manifest.json`, other, `${PHOTO_BASE}/outra-foto-480.avif`])
      expect(headersFor(rules, path)['Cache-Control']).toBeUndefined();
    expect(photoVariantPaths(PAGES)).toEqual([]);
  });
});
