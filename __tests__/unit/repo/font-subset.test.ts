/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The brand's font is Outfit Bold cut to the characters of the site's Portuguese by
// scripts/generate/font-subset.mjs (app/fonts/outfit-700-subset.woff2); app/globals.css declares
// exactly those characters in the face's unicode-range, so any other is drawn in the fallback.
const root = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const FONT = join(root, 'app', 'fonts', 'outfit-700-subset.woff2');
const SOURCE = join(root, 'node_modules', '@fontsource', 'outfit', 'files', 'outfit-latin-700-normal.woff2');
const generator = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/generate/font-subset.mjs'), ...args], { cwd: root, encoding: 'utf8' });

/** The code points a woff2 maps to glyphs (its cmap, read with HarfBuzz by the generator: an ES module Jest does not load), and their unicode-range as CSS writes it. */
function cmapOf(file: string): { points: number[]; unicodeRange: string } {
  const run = generator('--code-points', file);
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { points: number[]; unicodeRange: string };
}

describe('the brand font subset', () => {
  let subset: number[] = [];
  let declared = '';
  beforeAll(() => {
    ({ points: subset, unicodeRange: declared } = cmapOf(FONT));
  });

  it('is what the generator makes of @fontsource/outfit, and its --check passes', () => {
    const run = generator('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('draws every letter, accent and sign of the Portuguese the site writes', () => {
    const text = 'ÁÂÃÀÇÉÊÍÓÔÕÚÜáâãàçéêíóôõúü ºª° R$ 1.234,56 – “Energia” — 1,88% … • kWh/m² €';
    const missing = [...new Set(text)].filter((char) => !subset.includes(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('is declared in app/globals.css with exactly the characters it holds, so the others fall to the fallback face', () => {
    const css = readFileSync(join(root, 'app', 'globals.css'), 'utf8');
    const face = /@font-face\s*{[^}]*font-family:\s*'Outfit';[^}]*}/.exec(css)?.[0] ?? '';
    expect(face).toContain("url('./fonts/outfit-700-subset.woff2')");
    expect(declared.startsWith('U+0020-007E, U+00A0-00AC, U+00AE-00FF')).toBe(true);
    expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()).toBe(declared);
  });

  it('is smaller than the Latin file it is cut from, within one round trip of a new connection (13 KiB)', () => {
    const size = readFileSync(FONT).length;
    expect(size).toBeLessThan(readFileSync(SOURCE).length);
    expect(size).toBeLessThanOrEqual(13 * 1024);
    // Nothing it keeps is missing from the source.
    const source = cmapOf(SOURCE).points;
    expect(subset.filter((point) => !source.includes(point))).toEqual([]);
  });
});
