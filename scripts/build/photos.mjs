// Build step (`npm run build` runs it before `next build`): every photo the company puts in
// public/photos/ becomes responsive images in public/generated/photos/ (gitignored): AVIF and
// WebP at up to three widths, never wider than the original, plus a tiny blurred WebP for
// the placeholder, inlined as a data URI (the CSP's img-src allows data:). manifest.json
// there tells the components each photo's size, files and placeholder. A photo whose bytes
// have not changed since the last run is not redone; files no photo needs any more go.
//
// Only raster photos are published, told by their bytes, never by their names: the CMS's media
// library writes whatever it is given to public/photos/, and an SVG (which can carry script) or
// an HTML file would run on the site's own origin if it were served from there. So every file
// in the folder must be a JPEG, PNG, WebP, AVIF or TIFF that can be read whole, of at most
// MAX_PHOTO_BYTES and MAX_PHOTO_PIXELS; anything else stops the build with a sentence in
// Portuguese naming the file and what to do (no stack trace), and no variant is written. Hidden
// files (.gitkeep) are left alone. The originals themselves are never published:
// scripts/build/finish-export.mjs removes the copy `next build` makes of them in out/photos/.
// How to add photos: docs/photos.md.
//
// `node scripts/build/photos.mjs [sourceDir outDir publicBase]` (defaults: the site's folders).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import sharp from 'sharp';

/**
 * The manifest's types live in lib/photos/photo-types.ts, where the components read them too.
 * @typedef {import('../../lib/photos/photo-types').PhotoFile} PhotoFile
 * @typedef {import('../../lib/photos/photo-types').PhotoEntry} PhotoEntry
 * @typedef {import('../../lib/photos/photo-types').PhotoManifest} PhotoManifest
 */

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

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
/**
 * The largest original the build takes, in bytes: more than a phone or a drone writes (a 48-megapixel
 * JPEG is 10–20 MB), under the 25 MiB a file may have on Cloudflare Pages, and far from what a git
 * host accepts in one commit of the CMS. The page never shows more than 1200 px of it.
 */
export const MAX_PHOTO_BYTES = 25_000_000;
/** The most pixels an original may have: 100 megapixels (a 48-megapixel camera fits, 12,000 × 12,000 does not). */
export const MAX_PHOTO_PIXELS = 100_000_000;
/** What sharp reads in the bytes of the formats the site publishes; AVIF is HEIF with AV1 inside. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif']);
const FORMAT_NAMES = 'JPG, PNG, WebP, AVIF ou TIFF';
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
/** The variants' name: the file's without its extension (the whole of it when it has none: a photo is told by its bytes). */
const stem = (/** @type {string} */ name) =>
  name
    .slice(0, name.length - extname(name).length)
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

/** A file of the photo folder the site cannot publish: `message` says which and what to do, in Portuguese. */
export class PhotoRefusal extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'PhotoRefusal';
  }
}

const decimal = (/** @type {number} */ value, digits = 0) => value.toLocaleString('pt-BR', { maximumFractionDigits: digits });
/** How the company deletes a file it uploaded: the CMS's media library, or the folder itself. */
const DELETE_IT = 'Apague o arquivo em Mídia, no painel /admin (ou da pasta public/photos/),';
const SEND_SMALLER = 'Reduza a foto (4.000 pixels de largura bastam: o site mostra no máximo 1.200) e envie de novo pelo painel /admin.';

const svgRefusal = (/** @type {string} */ file) =>
  `A foto ${file} é um desenho SVG, não uma foto: o site só publica fotos ${FORMAT_NAMES}. ${DELETE_IT} e envie a foto em um desses formatos.`;

/**
 * Why the file `name` of the photo folder cannot be published, by its bytes and what sharp reads
 * in its header (nothing is decoded here), or null when it is a photo the build can take.
 * @param {string} name
 * @param {number} size in bytes
 * @param {Buffer} source
 * @returns {Promise<string | null>}
 */
export async function photoProblem(name, size, source) {
  const file = `public/photos/${name}`;
  if (size > MAX_PHOTO_BYTES) {
    return `A foto ${file} tem ${decimal(size / 1e6, 1)} MB, mais que os ${decimal(MAX_PHOTO_BYTES / 1e6)} MB que o site aceita. ${SEND_SMALLER}`;
  }
  /** @type {import('sharp').Metadata} */
  let meta;
  try {
    meta = await sharp(source).metadata();
  } catch {
    // An SVG sharp cannot size (no width or height) is still an SVG, and still refused as one.
    if (/<svg[\s>]/i.test(source.subarray(0, 4096).toString('latin1'))) return svgRefusal(file);
    const ext = extname(name);
    return (
      `O arquivo ${file} não é uma imagem (${ext ? `o nome termina em ${ext}, mas ` : ''}o conteúdo não é de uma foto). ` +
      `${DELETE_IT} e envie de novo a foto original em ${FORMAT_NAMES}.`
    );
  }
  if (meta.format === 'svg') return svgRefusal(file);
  if (meta.format === 'heif' && meta.compression !== 'av1') {
    return `A foto ${file} está em HEIC, o formato das fotos do iPhone, que os navegadores não mostram. ${DELETE_IT} e envie a foto exportada como JPG (no iPhone: Ajustes › Câmera › Formatos › Mais Compatível).`;
  }
  if (!RASTER_FORMATS.has(meta.format ?? '')) {
    return `O arquivo ${file} é ${meta.format?.toUpperCase() ?? 'de um formato desconhecido'}, não uma foto ${FORMAT_NAMES}. ${DELETE_IT} e envie a foto em um desses formatos.`;
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_PHOTO_PIXELS) {
    return (
      `A foto ${file} tem ${decimal(width)} × ${decimal(height)} pixels (${decimal(Math.round((width * height) / 1e6))} megapixels), ` +
      `mais que os ${decimal(MAX_PHOTO_PIXELS / 1e6)} megapixels que o site aceita. ${SEND_SMALLER}`
    );
  }
  return null;
}

/** The sentence for a photo whose header reads well but whose pixels do not (an upload cut short). */
const brokenPhoto = (/** @type {string} */ name) =>
  `A foto public/photos/${name} está incompleta ou corrompida e não pode ser lida. ${DELETE_IT} e envie de novo a foto original.`;

/**
 * Makes (or reuses) the variants of every photo in `sourceDir`, writes the manifest and removes
 * what no photo uses. Returns the manifest and which photos were made anew. A file the site
 * cannot publish (photoProblem, or pixels that cannot be read) stops it with a PhotoRefusal
 * naming every such file; then nothing of this run stays in `outDir` and the manifest is left as it was.
 * @param {{ sourceDir?: string, outDir?: string, publicBase?: string }} [options] (defaults: the site's folders)
 * @returns {Promise<{ manifest: PhotoManifest, made: string[] }>}
 */
export async function buildPhotos({ sourceDir = PHOTO_SOURCE_DIR, outDir = PHOTO_OUT_DIR, publicBase = PHOTO_PUBLIC_BASE } = {}) {
  mkdirSync(outDir, { recursive: true });
  const previous = readManifest(outDir);
  const names = existsSync(sourceDir)
    ? readdirSync(sourceDir, { withFileTypes: true })
        .filter((entry) => !entry.name.startsWith('.') && !entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  /** @type {string[]} */
  const problems = [];
  /** @type {{ name: string, source: Buffer }[]} */
  const accepted = [];
  // Every file is judged before any variant is made, so a refused folder writes nothing.
  for (const name of names) {
    const path = join(sourceDir, name);
    const size = statSync(path).size;
    const source = size > MAX_PHOTO_BYTES ? Buffer.alloc(0) : readFileSync(path);
    const problem = await photoProblem(name, size, source);
    if (problem) problems.push(problem);
    else accepted.push({ name, source });
  }
  if (problems.length > 0) throw refusal(problems);

  /** @type {Record<string, PhotoEntry>} */
  const photos = {};
  /** @type {string[]} */
  const made = [];
  for (const { name, source } of accepted) {
    const hash = createHash('sha256').update(RECIPE).update(source).digest('hex');
    const old = previous.photos?.[sitePath(name)];
    const files = old ? Object.values(old.files).flat() : [];
    const reusable = old?.hash === hash && files.every((file) => existsSync(join(outDir, fileName(file))));
    if (reusable) {
      photos[sitePath(name)] = old;
      continue;
    }
    try {
      photos[sitePath(name)] = await makeVariants(source, name, hash, outDir, publicBase);
      made.push(sitePath(name));
    } catch {
      problems.push(brokenPhoto(name));
    }
  }
  if (problems.length > 0) {
    // Only what this run made goes: the last good run's files and manifest stay as they were.
    const kept = new Set(Object.values(previous.photos ?? {}).flatMap((photo) => Object.values(photo.files).flat().map(fileName)));
    for (const file of readdirSync(outDir)) if (file !== MANIFEST_FILE && !kept.has(file)) rmSync(join(outDir, file));
    throw refusal(problems);
  }
  const manifest = { photos };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  // Rewritten only when it changes, so an unchanged build leaves every file as it was.
  if (!existsSync(join(outDir, MANIFEST_FILE)) || readFileSync(join(outDir, MANIFEST_FILE), 'utf8') !== text) writeFileSync(join(outDir, MANIFEST_FILE), text);
  const keep = new Set([MANIFEST_FILE, ...Object.values(photos).flatMap((photo) => Object.values(photo.files).flat().map(fileName))]);
  for (const file of readdirSync(outDir)) if (!keep.has(file)) rmSync(join(outDir, file));
  return { manifest, made };
}

/** @param {string[]} problems */
const refusal = (problems) =>
  new PhotoRefusal(
    [
      problems.length === 1
        ? 'photos: 1 arquivo em public/photos/ não pode ser publicado:'
        : `photos: ${problems.length} arquivos em public/photos/ não podem ser publicados:`,
      ...problems.map((problem) => `  - ${problem}`),
    ].join('\n'),
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const [sourceDir, outDir, publicBase] = process.argv.slice(2);
  buildPhotos({ sourceDir, outDir, publicBase }).then(
    ({ manifest, made }) => {
      const count = Object.keys(manifest.photos).length;
      console.log(`photos: ${count} photo(s), ${made.length} made, ${count - made.length} unchanged`);
    },
    (error) => {
      // The refusal is the whole message; anything else is said in one line, never as a stack trace.
      console.error(error instanceof PhotoRefusal ? error.message : `photos: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
