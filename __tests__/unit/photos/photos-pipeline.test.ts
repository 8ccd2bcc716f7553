/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildPhotos, variantWidths } from '@/scripts/build/photos.mjs';
import { SAMPLE_PHOTO, samplePhotoTree } from '../../fixtures/sample-photo';

jest.setTimeout(60_000);

const KEY = `/photos/${SAMPLE_PHOTO.name}`;
let dir: string;
let sourceDir: string;
let outDir: string;

beforeEach(async () => {
  ({ dir, sourceDir, outDir } = await samplePhotoTree('photos-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/build/photos.mjs', () => {
  it('makes AVIF and WebP at 480, 800 and 1200 px, with the original size and a tiny blurred placeholder', async () => {
    const { manifest, made } = await buildPhotos({ sourceDir, outDir, publicBase: '/generated/photos' });
    expect(made).toEqual([KEY]);
    const entry = manifest.photos[KEY]!;
    expect([entry.width, entry.height]).toEqual([SAMPLE_PHOTO.width, SAMPLE_PHOTO.height]);
    for (const format of ['avif', 'webp'] as const) {
      expect(entry.files[format].map((file) => file.width)).toEqual([480, 800, 1200]);
      for (const file of entry.files[format]) {
        expect(file.src).toMatch(new RegExp(`^/generated/photos/amostra-telhado-${file.width}\\.[0-9a-f]{8}\\.${format}$`));
        const meta = await sharp(join(outDir, file.src.split('/').pop()!)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(file.width);
        expect(meta.height).toBe(Math.round((file.width * SAMPLE_PHOTO.height) / SAMPLE_PHOTO.width));
      }
    }
    expect(entry.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(entry.placeholder.length).toBeLessThan(1000);
  });

  it('does not redo an unchanged photo, redoes a changed one and removes what no photo uses', async () => {
    await buildPhotos({ sourceDir, outDir });
    const files = readdirSync(outDir).sort();
    const times = files.map((file) => statSync(join(outDir, file)).mtimeMs);

    const again = await buildPhotos({ sourceDir, outDir });
    expect(again.made).toEqual([]);
    expect(readdirSync(outDir).sort()).toEqual(files);
    expect(files.map((file) => statSync(join(outDir, file)).mtimeMs)).toEqual(times);

    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b4452c' } })
      .jpeg()
      .toFile(join(sourceDir, SAMPLE_PHOTO.name));
    const changed = await buildPhotos({ sourceDir, outDir });
    expect(changed.made).toEqual([KEY]);
    expect(changed.manifest.photos[KEY]!.files.webp.map((file) => file.width)).toEqual([480, 800, 900]);
    for (const file of files.filter((name) => name !== 'manifest.json')) expect(existsSync(join(outDir, file))).toBe(false);
  });

  it('forgets a photo that was removed', async () => {
    expect(Object.keys((await buildPhotos({ sourceDir, outDir })).manifest.photos)).toEqual([KEY]);
    rmSync(join(sourceDir, SAMPLE_PHOTO.name));
    const { manifest } = await buildPhotos({ sourceDir, outDir });
    expect(manifest.photos).toEqual({});
    expect(readdirSync(outDir)).toEqual(['manifest.json']);
  });

  it('keeps the last good run as it was when a photo added later cannot be read', async () => {
    await buildPhotos({ sourceDir, outDir });
    const files = readdirSync(outDir).sort();
    const manifest = readFileSync(join(outDir, 'manifest.json'), 'utf8');
    const whole = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b4452c' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(sourceDir, 'zz-cortada.jpg'), whole.subarray(0, whole.length >> 1));
    writeFileSync(
      join(sourceDir, 'nova.png'),
      await sharp({ create: { width: 500, height: 300, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    await expect(buildPhotos({ sourceDir, outDir })).rejects.toThrow(
      'photos: 1 arquivo em public/photos/ não pode ser publicado:\n  - A foto public/photos/zz-cortada.jpg está incompleta ou corrompida',
    );
    expect(readdirSync(outDir).sort()).toEqual(files);
    expect(readFileSync(join(outDir, 'manifest.json'), 'utf8')).toBe(manifest);
  });

  it('never makes a variant wider than the original', () => {
    expect(variantWidths(3000)).toEqual([480, 800, 1200]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(800)).toEqual([480, 800]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
