// The last step every generator here shares: write the module (or a binary file, such as the font
// subset), or with `--check` exit 1 when the committed file is not what the source gives (the unit
// tests and CI run the check).
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * @param {{ name: string, outPath: string, source: string | Uint8Array, from: string, wrote: string, check: boolean, fail: (message: string) => never }} step
 *   `name` is the script's file name without `.mjs`; `from` the source file; `wrote` what the module holds ("399 municipalities").
 */
export function writeOrCheck({ name, outPath, source, from, wrote, check, fail }) {
  const fix = `run node scripts/generate/${name}.mjs`;
  if (check) {
    /** @type {Buffer} */
    let current;
    try {
      current = readFileSync(outPath);
    } catch {
      return fail(`${outPath} is missing: ${fix}`);
    }
    const expected = typeof source === 'string' ? Buffer.from(source, 'utf8') : source;
    if (!current.equals(expected)) fail(`${outPath} is out of date: ${fix}`);
    console.log(`${name}: ${outPath} matches ${from}`);
  } else {
    writeFileSync(outPath, source);
    console.log(`${name}: wrote ${wrote} to ${outPath}`);
  }
}
