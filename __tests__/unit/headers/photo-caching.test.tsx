/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Artwork } from '@/components/ui/artwork';
import { card } from '@/content/media';
import { buildHeadersFile, headersFor, parseHeadersFile, PHOTO_BASE, type Rule } from '@/scripts/build/headers/headers-file.mjs';
import { buildPhotos, PHOTO_PUBLIC_BASE, type PhotoManifest } from '@/scripts/build/photos.mjs';
import { SAMPLE_PHOTO, writeSamplePhoto } from '../../fixtures/sample-photo';
import { nextPage, PAGES, STATIC_FILES } from './fixtures';

// The photo variants are cached for good: the build step makes the sample photo's variants, a
// page shows it as the site does (<Artwork>), and the _headers written for that export gives every
// variant file `immutable`, by one rule whatever the number of photos; nothing else may be
// published under /generated/photos/ (the manifest is not: scripts/build/export/unpublished.mjs).

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
  rules = parseHeadersFile(buildHeadersFile(pages, {}, [...STATIC_FILES, ...variants]).text);
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

  it('with one rule for every photo', () => {
    expect(rules.filter((rule) => rule.path.startsWith(`${PHOTO_BASE}/`)).map((rule) => rule.path)).toEqual([`${PHOTO_BASE}/*`]);
  });

  it('refuses an export that publishes the manifest there, which carries no hash', () => {
    expect(() => buildHeadersFile(PAGES, {}, [...variants, `${PHOTO_BASE}/manifest.json`])).toThrow('its name carries no hash');
  });
});
