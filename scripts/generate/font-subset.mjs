#!/usr/bin/env node
// Writes app/fonts/outfit-700-subset.woff2: Outfit Bold (@fontsource/outfit's Latin file, SIL Open
// Font License 1.1, no reserved font name) cut down to the characters this site's Portuguese can
// use: Basic Latin, Latin-1 (every accent of Portuguese, and the other Western European letters a
// name may carry) and the typographic punctuation of its texts. 14.060 B → 12.472 B.
//
// Why: the font is preloaded on every page (scripts/build/export/font-preload.mjs). At 14 KiB it
// needed two round trips of a new connection (a TCP connection's first flight is 10 packets, about
// 14.600 B with the response's headers), and Lighthouse's mobile model counted that second round
// trip in every page's LCP; at 12 KiB it arrives in one (docs/performance.md, "The pages from data against the floor").
// A character outside the subset is drawn in the fallback face beside it: app/globals.css declares
// exactly these characters in the face's unicode-range (__tests__/unit/repo/font-subset.test.ts).
//
//   node scripts/generate/font-subset.mjs            # write the font
//   node scripts/generate/font-subset.mjs --check    # exit 1 if the committed font is not what the source gives
//   node scripts/generate/font-subset.mjs --code-points [file.woff2]   # the code points a font maps, and
//                                                    # their unicode-range as CSS writes it, as JSON
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './write-or-check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** subset-font is CommonJS without types: loaded through createRequire, typed here. */
const load = createRequire(import.meta.url);

export const SOURCE_PATH = join(root, 'node_modules', '@fontsource', 'outfit', 'files', 'outfit-latin-700-normal.woff2');
export const OUT_PATH = join(root, 'app', 'fonts', 'outfit-700-subset.woff2');

/** @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The characters kept, as code points: Basic Latin (U+0020–007E), Latin-1 (U+00A0–00FF: the no-break
 * space pt-BR currency uses, º ª °, and á â ã à ç é ê í ó ô õ ú ü in both cases), dashes, quotes,
 * the ellipsis and the bullet, and €, ™ and the minus sign.
 */
export const CODE_POINTS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x2013, // – en dash
  0x2014, // — em dash
  0x2018, // ‘
  0x2019, // ’
  0x201a, // ‚
  0x201c, // “
  0x201d, // ”
  0x201e, // „
  0x2022, // •
  0x2026, // …
  0x20ac, // €
  0x2122, // ™
  0x2212, // − minus
];

/**
 * The subset of a woff2, as woff2.
 * @param {Uint8Array} font
 * @returns {Promise<Buffer>}
 */
export async function subsetOutfit(font) {
  const subsetFont = /** @type {(font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>} */ (load('subset-font'));
  return subsetFont(Buffer.from(font), String.fromCodePoint(...CODE_POINTS), { targetFormat: 'woff2' });
}

/**
 * The code points a woff2 maps to glyphs (its cmap), read with HarfBuzz.
 * @param {Uint8Array} font
 * @returns {Promise<number[]>}
 */
export async function codePointsOf(font) {
  const fontverter = /** @type {{ convert: (font: Buffer, to: 'sfnt') => Promise<Buffer> }} */ (load('fontverter'));
  const hb = await import('harfbuzzjs');
  const sfnt = await fontverter.convert(Buffer.from(font), 'sfnt');
  return [...new hb.Face(new hb.Blob(new Uint8Array(sfnt))).collectUnicodes()].sort((a, b) => a - b);
}

/**
 * Sorted code points as a CSS unicode-range: `U+0020-007E, U+00A0-00AC, …`.
 * @param {number[]} points
 */
export function unicodeRange(points) {
  /** @type {[number, number][]} */
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`font-subset: ${message}`);
  process.exit(1);
}

const isMain = Boolean(process.argv[1]) && fileURLToPath(import.meta.url) === process.argv[1];
const asked = process.argv.indexOf('--code-points');
if (isMain && asked >= 0) {
  const points = await codePointsOf(readFileSync(process.argv[asked + 1] ?? OUT_PATH));
  console.log(JSON.stringify({ points, unicodeRange: unicodeRange(points) }));
} else if (isMain) {
  const check = process.argv.includes('--check');
  const source = readFileSync(SOURCE_PATH);
  const subset = await subsetOutfit(source);
  writeOrCheck({
    name: 'font-subset',
    outPath: OUT_PATH,
    source: subset,
    from: SOURCE_PATH.slice(root.length + 1),
    wrote: `${CODE_POINTS.length} characters (${source.length} → ${subset.length} B; unicode-range for app/globals.css: ${unicodeRange(await codePointsOf(subset))})`,
    check,
    fail,
  });
}
