/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEATS, SEATS_SOURCE } from '@/content/cities/seats';
import { MUNICIPALITIES } from '@/content/simulator/irradiation';

// Where the municipal seats are (content/cities/seats.ts) is generated from the CSV kept in data/
// with its origin and licence (data/README.md), by scripts/generate/seats-data.mjs.
const root = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const CSV = join(root, 'data', 'ibge-parana-municipal-seats.csv');

const generator = (...args: string[]) => spawnSync(process.execPath, [join(root, 'scripts/generate/seats-data.mjs'), ...args], { cwd: root, encoding: 'utf8' });

describe('the municipal seats data', () => {
  it('is in the repository, described in data/README.md with its source, and git does not ignore it', () => {
    expect(spawnSync('git', ['check-ignore', '-q', 'data/ibge-parana-municipal-seats.csv'], { cwd: root }).status).toBe(1);
    const readme = readFileSync(join(root, 'data', 'README.md'), 'utf8');
    expect(readme).toContain('ibge-parana-municipal-seats.csv');
    expect(readme).toContain(SEATS_SOURCE.file);
  });

  it("gives content/cities/seats.ts: the CSV's 399 rows, with the same names as LABREN's irradiation", () => {
    const [header, ...lines] = readFileSync(CSV, 'utf8').trim().split('\n');
    expect(header).toBe('codigo_ibge,municipio,latitude,longitude');
    const rows = lines.map((line) => {
      const [code, name, latitude, longitude] = line.split(',');
      return { code: Number(code), name, latitude: Number(latitude), longitude: Number(longitude) };
    });
    expect(SEATS.map((s) => ({ ...s }))).toEqual(rows);
    expect(new Set(SEATS.map((s) => s.name))).toEqual(new Set(MUNICIPALITIES.map((m) => m.name)));
  });

  it('is what the generator reads from data/, and its --check passes', () => {
    const run = generator('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('--check fails, saying how to fix it, when the module is not what the CSV gives; a name LABREN does not have is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seats-'));
    try {
      const moved = join(dir, 'moved.csv');
      writeFileSync(
        moved,
        readFileSync(CSV, 'utf8').replace(/^(\d+),Londrina,(-[\d.]+),/m, (_, code: string) => `${code},Londrina,-23.5,`),
      );
      const stale = generator('--check', '--csv', moved);
      expect(stale.status).toBe(1);
      expect(stale.stderr).toMatch(/seats\.ts is out of date: run node scripts\/generate\/seats-data\.mjs/);

      const misspelt = join(dir, 'misspelt.csv');
      writeFileSync(misspelt, readFileSync(CSV, 'utf8').replace(',Cambé,', ',Cambe,'));
      const refused = generator('--check', '--csv', misspelt);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/not spelt as in .*labren-parana-tilted-latitude\.csv: Cambe/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
