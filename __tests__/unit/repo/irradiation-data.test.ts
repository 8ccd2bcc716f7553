/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IRRADIATION_SOURCE, MUNICIPALITIES } from '@/content/simulator/irradiation';

// The simulator's sun (content/simulator/irradiation.ts) is generated from LABREN's CSV, kept in
// the repository's data/ folder with its origin and licence (data/README.md), by
// scripts/generate/irradiation-data.mjs.
const root = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const DATA_DIR = join(root, 'data');
const CSV = join(DATA_DIR, 'labren-parana-tilted-latitude.csv');

const generator = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/generate/irradiation-data.mjs'), ...args], { cwd: root, encoding: 'utf8' });

/** The CSV read here, independently of the generator: name, annual mean, twelve monthly means. */
function csvRows(text: string) {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toBe('municipio,anual,jan,fev,mar,abr,mai,jun,jul,ago,set,out,nov,dez');
  return lines.map((line) => {
    const [name, annual, ...monthly] = line.split(',');
    return { name, annual: Number(annual), monthly: monthly.map(Number) };
  });
}

describe('the irradiation data', () => {
  it('is in the repository: data/ holds the CSV, and git does not ignore it', () => {
    expect(() => readFileSync(CSV)).not.toThrow();
    // check-ignore exits 1 when the path is not ignored.
    expect(spawnSync('git', ['check-ignore', '-q', 'data/labren-parana-tilted-latitude.csv'], { cwd: root }).status).toBe(1);
  });

  it('describes every data file in data/README.md, with the original file it comes from', () => {
    const readme = readFileSync(join(DATA_DIR, 'README.md'), 'utf8');
    for (const file of readdirSync(DATA_DIR).filter((name) => name !== 'README.md')) expect(readme).toContain(file);
    expect(readme).toContain(IRRADIATION_SOURCE.file);
  });

  it("gives content/simulator/irradiation.ts: the same 399 municipalities, in the CSV's order, with the same values", () => {
    const rows = csvRows(readFileSync(CSV, 'utf8'));
    expect(rows).toHaveLength(399);
    expect(MUNICIPALITIES.map((m) => ({ name: m.name, annual: m.annual, monthly: [...m.monthly] }))).toEqual(rows);
  });

  it('is what the generator reads from data/, and its --check passes', () => {
    const run = generator('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`matches ${CSV}`);
  });

  it('--check fails, saying how to fix it, when the module is not what the CSV gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irradiation-'));
    try {
      const changed = join(dir, 'changed.csv');
      // Londrina's annual mean one Wh/m² higher.
      writeFileSync(
        changed,
        readFileSync(CSV, 'utf8').replace(/^Londrina,(\d+),/m, (_, annual: string) => `Londrina,${Number(annual) + 1},`),
      );
      const run = generator('--check', '--csv', changed);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/irradiation\.ts is out of date: run node scripts\/generate\/irradiation-data\.mjs/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
