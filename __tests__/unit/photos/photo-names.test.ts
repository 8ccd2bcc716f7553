/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildHeadersFile, PHOTO_VARIANT } from '@/scripts/build/headers/headers-file.mjs';
import { buildPhotos } from '@/scripts/build/photos.mjs';

// The CMS's media library keeps the name a photo had on the company's computer, and the build
// takes a photo by its bytes, not its name: a JPEG saved without an extension, or with spaces,
// capitals, accents or several dots in its name, is a photo like any other. Its variants must still
// be named as the `_headers` rule that caches them for good requires (`<name>-<width>.<hash>.<ext>`),
// or the last step of the build stops with a message about the headers that names no photo.

jest.setTimeout(60_000);

const NAMES = ['foto', 'Foto Nova (1).JPG', 'instalação.jpeg', 'telhado.2024.06.png'];

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'photo-names-'));
  mkdirSync(join(dir, 'photos'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names the variants of every photo as the rule for files cached for good requires, whatever its file name', async () => {
  for (const [index, name] of NAMES.entries()) {
    const photo = await sharp({ create: { width: 600 + index, height: 400, channels: 3, background: '#4f9a5c' } })
      .toFormat(name.endsWith('png') ? 'png' : 'jpeg')
      .toBuffer();
    writeFileSync(join(dir, 'photos', name), photo);
  }
  const { manifest } = await buildPhotos({ sourceDir: join(dir, 'photos'), outDir: join(dir, 'generated'), publicBase: '/generated/photos' });
  expect(Object.keys(manifest.photos).sort()).toEqual(NAMES.map((name) => `/photos/${name}`).sort());
  const variants = readdirSync(join(dir, 'generated')).filter((file) => file !== 'manifest.json');
  expect(variants.filter((file) => !PHOTO_VARIANT.test(file))).toEqual([]);
  const pages = ['index.html', '404.html'].map((file) => ({ file, html: '' }));
  expect(() =>
    buildHeadersFile(
      pages,
      {},
      variants.map((file) => `/generated/photos/${file}`),
    ),
  ).not.toThrow();
});
