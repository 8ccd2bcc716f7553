import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { photoSources } from '@/components/ui/photo-sources';
import type { PhotoEntry, PhotoManifest } from '@/scripts/build/photos.mjs';
import { SAMPLE_PHOTO, writeSamplePhoto } from '../fixtures/sample-photo';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// The photo pipeline on the production server, for what only a browser shows: the build step
// (scripts/build/photos.mjs) turns the sample photo into variants inside out/, as `npm run build` does
// with public/photos/; the page gets them through the sources the site's <Artwork> renders
// (photoSources), served with out/_headers (CSP included); Chromium takes the AVIF, the
// placeholder's data: URI loads, and every file comes with its image type. The markup itself
// (widths, sizes, size, alt, lazy) is proven from content/ to <Artwork> in
// unit/photos/photo-to-picture.test.tsx. The variants go to a folder of their own per worker and
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
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build', 'photos.mjs'), sourceDir, outDir, base], { stdio: 'pipe' });
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as PhotoManifest;
    entry = manifest.photos[`/photos/${SAMPLE_PHOTO.name}`]!;
  });

  test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test('the browser takes the AVIF, loads the placeholder under the CSP, and every variant is served with its image type', async ({ page }) => {
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
    const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown, 'Chromium takes the AVIF').toMatch(new RegExp(`^http://[^/]+${base}/.+\\.avif$`));
    await expect(page.locator('#foto-teste-previa')).toHaveJSProperty('complete', true);
    expect(await page.locator('#foto-teste-previa').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Every variant is served with its image type (their widths are checked in the unit test).
    for (const [format, files] of Object.entries(entry.files)) {
      expect(files.length, `${format} widths`).toBeGreaterThanOrEqual(2);
      for (const file of files) {
        const response = await page.request.get(file.src);
        expect(response.status(), file.src).toBe(200);
        expect(response.headers()['content-type'], file.src).toBe(`image/${format}`);
      }
    }
  });
});
