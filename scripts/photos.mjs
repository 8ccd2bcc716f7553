// Build step (`npm run build` runs it before `next build`): every photo the company puts in
// public/photos/ becomes responsive images in public/generated/photos/ (gitignored): AVIF and
// WebP at up to three widths, never wider than the original, plus a tiny blurred WebP for
// the placeholder, inlined as a data URI (the CSP's img-src allows data:). manifest.json
// there tells the components each photo's size, files and placeholder. A photo whose bytes
// have not changed since the last run is not redone; files no photo needs any more go.
// How to add photos: docs/photos.md.
//
// `node scripts/photos.mjs [sourceDir outDir publicBase]` (defaults: the site's folders).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import sharp from 'sharp';

/**
 * The manifest's types live in lib/photos/photo-types.ts, where the components read them too.
 * @typedef {import('../lib/photos/photo-types').PhotoFile} PhotoFile
 * @typedef {import('../lib/photos/photo-types').PhotoEntry} PhotoEntry
 * @typedef {import('../lib/photos/photo-types').PhotoManifest} PhotoManifest
 */

const ROOT = resolve(new URL('..', import.meta.url).pathname);

export const PHOTO_SOURCE_DIR = join(ROOT, 'public', 'photos');
export const PHOTO_OUT_DIR = join(ROOT, 'public', 'generated', 'photos');
export const PHOTO_PUBLIC_BASE = '/generated/photos';
export const MANIFEST_FILE = 'manifest.json';

/** Widths made for each photo (only those below the original's, plus the original's if smaller). */
export const PHOTO_WIDTHS = [480, 800, 1200];
/** @type {{ format: keyof PhotoEntry['files'], options: import('sharp').AvifOptions | import('sharp').WebpOptions }[]} */
export const FORMATS = [
  { format: 'avif', options: { quality: 50, effort: 4 } },
  { format: 'webp', options: { quality: 74 } },
];
const PLACEHOLDER_WIDTH = 16;
const SOURCE_TYPES = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff']);
/** Part of every photo's hash: changing how variants are made redoes them all. */
const RECIPE = JSON.stringify({ PHOTO_WIDTHS, FORMATS, PLACEHOLDER_WIDTH, version: 1 });

/**
 * The widths to make for an original `width` pixels wide.
 * @param {number} width
 * @returns {number[]}
 */
export function variantWidths(width) {
  const below = PHOTO_WIDTHS.filter((candidate) => candidate < width);
  return below.length === PHOTO_WIDTHS.length ? below : [...below, width];
}

/**
 * @param {string} outDir
 * @returns {PhotoManifest} the last run's manifest, or an empty one
 */
function readManifest(outDir) {
  try {
    return JSON.parse(readFileSync(join(outDir, MANIFEST_FILE), 'utf8'));
  } catch {
    return { photos: {} };
  }
}

/** The site path a source file is named by in content/, e.g. /photos/usina-londrina.jpg. */
const sitePath = (/** @type {string} */ name) => `/photos/${name}`;
const stem = (/** @type {string} */ name) =>
  name
    .slice(0, -extname(name).length)
    .replace(/[^a-z0-9-]+/gi, '-')
    .toLowerCase();

/** The name of a variant's file in the output folder. */
const fileName = (/** @type {PhotoFile} */ file) => file.src.slice(file.src.lastIndexOf('/') + 1);

/**
 * @param {Buffer} source the original's bytes
 * @param {string} name its file name in the source folder
 * @param {string} hash of the recipe and the bytes; its first 8 digits go in every file name
 * @param {string} outDir
 * @param {string} publicBase the site path of `outDir`
 * @returns {Promise<PhotoEntry>}
 */
async function makeVariants(source, name, hash, outDir, publicBase) {
  const image = sharp(source, { failOn: 'error' }).rotate();
  const { width, height } = await image.metadata().then(async (meta) => {
    // EXIF-rotated photos swap their sides.
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  });
  if (!width || !height) throw new Error(`photos: cannot read the size of public/photos/${name}`);
  /** @type {PhotoEntry['files']} */
  const files = { avif: [], webp: [] };
  for (const { format, options } of FORMATS) {
    for (const w of variantWidths(width)) {
      const file = `${stem(name)}-${w}.${hash.slice(0, 8)}.${format}`;
      await sharp(source).rotate().resize({ width: w }).toFormat(format, options).toFile(join(outDir, file));
      files[format].push({ width: w, src: `${publicBase}/${file}` });
    }
  }
  const tiny = await sharp(source).rotate().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  return { hash, width, height, files, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

/**
 * Makes (or reuses) the variants of every photo in `sourceDir`, writes the manifest and removes
 * what no photo uses. Returns the manifest and which photos were made anew.
 * @param {{ sourceDir?: string, outDir?: string, publicBase?: string }} [options] (defaults: the site's folders)
 * @returns {Promise<{ manifest: PhotoManifest, made: string[] }>}
 */
export async function buildPhotos({ sourceDir = PHOTO_SOURCE_DIR, outDir = PHOTO_OUT_DIR, publicBase = PHOTO_PUBLIC_BASE } = {}) {
  mkdirSync(outDir, { recursive: true });
  const previous = readManifest(outDir);
  const names = existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .filter((name) => SOURCE_TYPES.has(extname(name).toLowerCase()))
        .sort()
    : [];
  /** @type {Record<string, PhotoEntry>} */
  const photos = {};
  /** @type {string[]} */
  const made = [];
  for (const name of names) {
    const source = readFileSync(join(sourceDir, name));
    const hash = createHash('sha256').update(RECIPE).update(source).digest('hex');
    const old = previous.photos?.[sitePath(name)];
    const files = old ? Object.values(old.files).flat() : [];
    const reusable = old?.hash === hash && files.every((file) => existsSync(join(outDir, fileName(file))));
    photos[sitePath(name)] = reusable ? old : await makeVariants(source, name, hash, outDir, publicBase);
    if (!reusable) made.push(sitePath(name));
  }
  const manifest = { photos };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  // Rewritten only when it changes, so an unchanged build leaves every file as it was.
  if (!existsSync(join(outDir, MANIFEST_FILE)) || readFileSync(join(outDir, MANIFEST_FILE), 'utf8') !== text) writeFileSync(join(outDir, MANIFEST_FILE), text);
  const keep = new Set([MANIFEST_FILE, ...Object.values(photos).flatMap((photo) => Object.values(photo.files).flat().map(fileName))]);
  for (const file of readdirSync(outDir)) if (!keep.has(file)) rmSync(join(outDir, file));
  return { manifest, made };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [sourceDir, outDir, publicBase] = process.argv.slice(2);
  buildPhotos({ sourceDir, outDir, publicBase }).then(
    ({ manifest, made }) => {
      const count = Object.keys(manifest.photos).length;
      console.log(`photos: ${count} photo(s), ${made.length} made, ${count - made.length} unchanged`);
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
