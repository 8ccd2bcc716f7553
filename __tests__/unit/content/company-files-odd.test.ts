/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brasiliaToday } from '@/lib/lead/visit';
import { ContentError, readCompanyContent } from '@/content/company/read';
import { CONTENT_FILES, CONTENT_FOLDERS } from '@/content/company/schema';

// Files the CMS never writes, met by the build's content check (content/company/read.ts over
// lib/content/check.ts, run first by `npm run build`): a file nested thousands of levels deep stops
// the build with a Portuguese sentence naming the file, never a stack overflow naming none; a field
// the site does not know is reported by name (a warning: the CMS keeps, on each save, the fields it
// finds in a file, so an error would stop every build over a field the company cannot remove in the
// CMS); a testimonial dated after the build's day (in Brasília, the company's calendar) is refused.

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'company-files-odd-'));
  cpSync(join(__dirname, '../../../content/company'), join(root, 'content/company'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const PROJECTS = CONTENT_FOLDERS.find(({ name }) => name === 'projects')!.folder;
const TESTIMONIALS = CONTENT_FOLDERS.find(({ name }) => name === 'testimonials')!.folder;
const project = (extra: Record<string, unknown> = {}) => ({
  title: 'Residência em Cambé',
  city: 'Cambé',
  type: 'residencial',
  kWp: 6,
  saving: { percent: 85 },
  illustration: { name: 'case-residential', alt: 'Desenho de uma casa com placas solares' },
  ...extra,
});
const write = (file: string, data: unknown) => writeFileSync(join(root, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(({ message }) => message);
    throw error;
  }
  return [];
};

describe('a file nested thousands of levels deep', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    ['a project', `${PROJECTS}/zz-fundo.json`],
    ['a screen', CONTENT_FILES[0].file],
  ])('%s: stops the build with one Portuguese sentence naming the file, not a stack overflow', (_, file) => {
    write(file, nested(5000));
    let problems: string[] = [];
    expect(() => (problems = problemsOf(() => readCompanyContent(root)))).not.toThrow();
    expect(problems).toEqual([expect.stringContaining(`(${file}): o arquivo tem grupos dentro de grupos demais`)]);
    expect(problems[0]).toMatch(/desfaça a última mudança feita fora do painel$/);
  });

  it('an array inside arrays is the same', () => {
    write(`${PROJECTS}/zz-fundo.json`, `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(problemsOf(() => readCompanyContent(root))).toEqual([expect.stringContaining('grupos dentro de grupos demais')]);
  });
});

describe('a field the site does not know', () => {
  it('is reported by its name, with the file and the place, and the build goes on', () => {
    write(`${PROJECTS}/zz-cambe.json`, project({ destaque: true, saving: { percent: 85, economia: 90 } }));
    const warnings: string[] = [];
    const content = readCompanyContent(root, { onWarning: (message) => warnings.push(message) });
    expect(content.projects.some(({ slug }) => slug === 'zz-cambe')).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Projeto \\d+ 'Residência em Cambé' \\(${PROJECTS}/zz-cambe\\.json\\): tem campos que o site não conhece \\(destaque\\): apague-os ou confira a grafia$`,
        ),
      ),
      expect.stringMatching(/\(content\/company\/projects\/zz-cambe\.json\): Resultado › tem campos que o site não conhece \(economia\)/),
    ]);
  });

  it('in a screen’s file too', () => {
    const file = CONTENT_FILES.find(({ name }) => name === 'identity')!.file;
    write(file, { ...(JSON.parse(readFileSync(join(root, file), 'utf8')) as object), slogan: 'Energia do sol' });
    const warnings: string[] = [];
    readCompanyContent(root, { onWarning: (message) => warnings.push(message) });
    expect(warnings).toEqual([expect.stringContaining(`(${file}): tem campos que o site não conhece (slogan)`)]);
  });

  it('is never said of the company’s own files, as the CMS saves them', () => {
    const warnings: string[] = [];
    readCompanyContent(join(__dirname, '../../..'), { onWarning: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
  });
});

describe('a testimonial’s date', () => {
  const testimonial = (date: string) => ({
    name: 'Maria S.',
    city: 'Cambé',
    text: 'Atendimento atencioso do orçamento à homologação da Copel.',
    date,
    source: 'google',
    consent: true,
  });

  it('after the build’s day is refused, saying so', () => {
    write(`${TESTIMONIALS}/zz-futuro.json`, testimonial('2099-01-01'));
    expect(problemsOf(() => readCompanyContent(root))).toEqual([
      expect.stringMatching(
        /\(content\/company\/testimonials\/zz-futuro\.json\): 'Data' não pode ser depois de hoje \(\d\d\/\d\d\/\d{4}\): confira o dia, o mês e o ano$/,
      ),
    ]);
  });

  it('today in Brasília passes, whatever the clock of the machine that builds', () => {
    const today = brasiliaToday(new Date());
    write(`${TESTIMONIALS}/zz-hoje.json`, testimonial(today));
    expect(problemsOf(() => readCompanyContent(root))).toEqual([]);
    // Three hours before midnight in Brasília it is already tomorrow in UTC: Brasília's today is the bound.
    jest.useFakeTimers({ now: new Date('2026-11-29T23:30:00-03:00') });
    try {
      write(`${TESTIMONIALS}/zz-hoje.json`, testimonial('2026-11-29'));
      expect(problemsOf(() => readCompanyContent(root))).toEqual([]);
      write(`${TESTIMONIALS}/zz-hoje.json`, testimonial('2026-11-30'));
      expect(problemsOf(() => readCompanyContent(root))).toEqual([expect.stringContaining("'Data' não pode ser depois de hoje (29/11/2026)")]);
    } finally {
      jest.useRealTimers();
    }
  });
});
