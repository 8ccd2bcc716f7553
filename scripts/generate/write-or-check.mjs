// The last step every generator here shares: write the module, or with `--check` exit 1 when the
// committed module is not what the source gives (the unit tests and CI run the check).
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * @param {{ name: string, outPath: string, source: string, from: string, wrote: string, check: boolean, fail: (message: string) => never }} step
 *   `name` is the script's file name without `.mjs`; `from` the source file; `wrote` what the module holds ("399 municipalities").
 */
export function writeOrCheck({ name, outPath, source, from, wrote, check, fail }) {
  const fix = `run node scripts/generate/${name}.mjs`;
  if (check) {
    let current = '';
    try {
      current = readFileSync(outPath, 'utf8');
    } catch {
      fail(`${outPath} is missing: ${fix}`);
    }
    if (current !== source) fail(`${outPath} is out of date: ${fix}`);
    console.log(`${name}: ${outPath} matches ${from}`);
  } else {
    writeFileSync(outPath, source);
    console.log(`${name}: wrote ${wrote} to ${outPath}`);
  }
}
