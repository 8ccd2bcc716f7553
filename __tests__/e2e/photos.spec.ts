import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { photoSources } from '@/components/ui/photo-sources';
import type { PhotoEntry, PhotoManifest } from '@/scripts/photos.mjs';
import { SAMPLE_PHOTO, writeSamplePhoto } from '../fixtures/sample-photo';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// The photo pipeline on the production server: the build step (scripts/photos.mjs) turns the
// sample photo into variants inside out/, as `npm run build` does with public/photos/, and
// the page shows them through the markup the site's <Artwork> renders (photoSources), served
// with out/_headers (CSP included). The variants go to a folder of their own per worker and
// are removed afterwards, so out/ is left as built.

const ROOT = resolve(__dirname, '..', '..');

test.describe('the photo pipeline', { tag: '@desktop' }, () => {
  let entry: PhotoEntry;
  let base: string;
  let outDir: string;

  test.beforeAll(async ({}, testInfo) => {
    const sourceDir = join(testInfo.project.outputDir, `photo-source-${testInfo.workerIndex}`);
    await writeSamplePhoto(sourceDir);
    base = `/generated/photos-e2e-${testInfo.workerIndex}`;
    outDir = join(ROOT, 'out', base);
    // The build step itself, as `npm run build` runs it (with this test's folders).
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'photos.mjs'), sourceDir, outDir, base], { stdio: 'pipe' });
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as PhotoManifest;
    entry = manifest.photos[`/photos/${SAMPLE_PHOTO.name}`]!;
  });

  test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test('serves the photo as AVIF (WebP for the rest) with width, height, sizes, a blurred placeholder and lazy loading', async ({ page }) => {
    expect(entry, 'the sample photo is in the manifest').toBeDefined();
    const { sources, fallback, placeholder } = photoSources(entry);
    await visit(page, '/');

    // The first solution card's picture becomes the photo, as it does when content names one.
    await page.evaluate(
      ({ sources, fallback, placeholder }) => {
        const card = document.querySelector('#solutions li')!;
        const picture = document.createElement('picture');
        for (const source of sources) {
          const element = document.createElement('source');
          Object.assign(element, { type: source.type, srcset: source.srcSet, sizes: '(min-width: 1200px) 300px, 100vw' });
          picture.append(element);
        }
        const img = Object.assign(document.createElement('img'), {
          src: fallback.src,
          alt: 'Foto de teste',
          width: fallback.width,
          height: fallback.height,
          loading: 'lazy',
          decoding: 'async',
        });
        img.id = 'foto-teste';
        img.sizes = '(min-width: 1200px) 300px, 100vw';
        picture.append(img);
        const blur = Object.assign(document.createElement('img'), { src: placeholder, alt: '' });
        blur.id = 'foto-teste-previa';
        card.querySelector('img')!.replaceWith(blur, picture);
      },
      { sources, fallback, placeholder },
    );

    const photo = page.locator('#foto-teste');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await photo.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: [img.naturalWidth, img.naturalHeight] }));
    expect(shown.src, 'Chromium takes the AVIF').toMatch(new RegExp(`^http://[^/]+${base}/.+\\.avif$`));
    expect((shown.natural[0] ?? 0) / (shown.natural[1] ?? 1)).toBeCloseTo(SAMPLE_PHOTO.width / SAMPLE_PHOTO.height, 2);
    await expect(photo).toHaveAttribute('width', String(SAMPLE_PHOTO.width));
    await expect(photo).toHaveAttribute('height', String(SAMPLE_PHOTO.height));
    await expect(page.locator('#foto-teste-previa')).toHaveJSProperty('complete', true);
    expect(await page.locator('#foto-teste-previa').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Every variant is served with its image type, and decodes at the width its name says.
    for (const [format, files] of Object.entries(entry.files)) {
      expect(files.length, `${format} widths`).toBeGreaterThanOrEqual(2);
      for (const file of files) {
        const response = await page.request.get(file.src);
        expect(response.status(), file.src).toBe(200);
        expect(response.headers()['content-type'], file.src).toBe(`image/${format}`);
        const width = await page.evaluate(async (src) => (await createImageBitmap(await (await fetch(src)).blob())).width, file.src);
        expect(width, file.src).toBe(file.width);
      }
    }
  });
});
