/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkLaunch, cnpjCheckDigits, cnpjProblem, formatMarkdown, main, phoneProblem, readyForLaunch, type SiteFacts } from '@/scripts/check-launch';
import { PLACEHOLDERS } from '@/content/company/placeholders';
import { site } from '@/content/company/site';

// The check reads a content tree (site.ts, proof.ts, placeholders.ts and every file for
// placeholders). These tests write small trees to a temporary folder, plus a copy of the
// site's own content/.

const siteFacts: SiteFacts = site; // content/company/site.ts has every fact the check reads

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-launch-'));
  mkdirSync(join(root, 'content'));
  mkdirSync(join(root, 'public'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, 'content', file)), { recursive: true });
  writeFileSync(join(root, 'content', file), text);
};

type TreeSite = { cnpj: string; mainPhone: [string, string]; whatsapp: [string, string]; branch: [string, string]; email: string };

const VALID: TreeSite = {
  cnpj: '11.222.333/0001-81',
  mainPhone: ['+554332100000', '(43) 3210-0000'],
  whatsapp: ['+5543998765432', '(43) 99876-5432'],
  branch: ['+554532101234', '(45) 3210-1234'],
  email: 'contato@exemplo-solar.com.br',
};

function writeSite(facts: TreeSite) {
  const phone = ([e164, display]: [string, string]) => `{ e164: '${e164}', display: '${display}' }`;
  write(
    'company/site.ts',
    [
      `export const site = {`,
      `  cnpj: '${facts.cnpj}',`,
      `  url: 'https://www.exemplo-solar.com.br',`,
      `  email: '${facts.email}',`,
      `  dpo: { name: 'Encarregada de Teste', email: 'privacidade@exemplo-solar.com.br' },`,
      `  mainPhone: ${phone(facts.mainPhone)},`,
      `  whatsapp: { phone: ${phone(facts.whatsapp)} },`,
      `  sites: [{ label: 'Filial', city: 'Nova Aurora', phone: ${phone(facts.branch)} }],`,
      `};`,
      ``,
    ].join('\n'),
  );
}

function writeProof(body = `testimonials: [],\n  brands: [],\n  credentials: [],\n  googleRating: null,`) {
  write('company/proof.ts', `export const proof = {\n  ${body}\n};\n`);
}

function writePlaceholders(entries: { fact: string; value: string; wholeString?: true }[]) {
  write('company/placeholders.ts', `export const PLACEHOLDERS = ${JSON.stringify(entries)};\n`);
}

/** A tree whose values are all real-looking and valid. */
function cleanTree(facts: TreeSite = VALID) {
  writeSite(facts);
  writeProof();
  writePlaceholders([
    { fact: 'CNPJ', value: '00.000.000/0001-00' },
    { fact: 'main office phone', value: '+554330250100' },
    { fact: 'district', value: 'Centro', wholeString: true },
  ]);
  write('copy.ts', `export const about = 'Atendemos do Centro ao interior.';\n`);
}

const run = (env: Record<string, string> = {}, args: string[] = []) => main(args, env, root);

describe('CNPJ check digits', () => {
  it('computes them as the Receita Federal does, for numeric and alphanumeric CNPJs', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjProblem('11.222.333/0001-81')).toBeNull();
    expect(cnpjProblem('12.ABC.345/01DE-35')).toBeNull();
  });

  it('catches a typo in a check digit, a repeated number and a wrong mask', () => {
    expect(cnpjProblem('11.222.333/0001-80')).toBe('CNPJ 11.222.333/0001-80: wrong check digits, 112223330001 must end in 81');
    expect(cnpjProblem('11.222.333/0001-18')).toMatch(/must end in 81/);
    expect(cnpjProblem('00.000.000/0000-00')).toMatch(/repeated character/);
    expect(cnpjProblem('11222333000181')).toMatch(/write it as XX\.XXX\.XXX\/XXXX-XX/);
  });
});

describe('phone numbers', () => {
  it('accept a landline and a mobile with real area codes, written the same both ways', () => {
    expect(phoneProblem('main', { e164: '+554330250100', display: '(43) 3025-0100' })).toBeNull();
    expect(phoneProblem('WhatsApp', { e164: '+5545999990000', display: '(45) 99999-0000' })).toBeNull();
  });

  it('catch an area code that does not exist, a mobile without its 9 and two forms that disagree', () => {
    expect(phoneProblem('main', { e164: '+552330250100', display: '(23) 3025-0100' })).toBe('main +552330250100: area code (DDD) 23 does not exist in Brazil');
    expect(phoneProblem('WhatsApp', { e164: '+554381000000', display: '(43) 8100-0000' })).toMatch(/9 digits after the area code/);
    expect(phoneProblem('main', { e164: '+554330250100', display: '(43) 3025-0101' })).toBe(
      'main: (43) 3025-0101 (as written) is not the same number as +554330250100',
    );
  });
});

describe('a content tree with placeholders', () => {
  beforeEach(() => {
    cleanTree({ ...VALID, cnpj: '00.000.000/0001-00', mainPhone: ['+554330250100', '(43) 3025-0100'] });
    write('texts.ts', `// A sentence that repeats a placeholder\nexport const hint = 'Ligue para +554330250100.';\n`);
  });

  it('lists each placeholder with its file and line, including inside other text', async () => {
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.placeholders).toEqual([
      { file: 'content/company/site.ts', line: 2, fact: 'CNPJ', value: '00.000.000/0001-00' },
      { file: 'content/company/site.ts', line: 6, fact: 'main office phone', value: '+554330250100' },
      { file: 'content/texts.ts', line: 2, fact: 'main office phone', value: '+554330250100' },
    ]);
    // A placeholder is not reported twice as invalid (the made-up CNPJ has wrong digits too).
    expect(report.invalid).toEqual([]);
    expect(readyForLaunch(report)).toBe(false);
  });

  it('reports a placeholder inside a longer one once, as the longer', async () => {
    writePlaceholders([
      { fact: 'brand', value: 'Marca' },
      { fact: 'legal name', value: 'Marca Ltda.' },
    ]);
    write('names.ts', `export const legalName = 'Marca Ltda.';\nexport const brand = 'Marca';\n`);
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.placeholders.map((p) => `${p.file}:${p.line} ${p.fact}`)).toEqual(['content/names.ts:1 legal name', 'content/names.ts:2 brand']);
  });

  it('matches a whole-string placeholder only as a whole string', async () => {
    write('address.ts', `export const district = 'Centro';\n`);
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.placeholders.filter((p) => p.fact === 'district')).toEqual([{ file: 'content/address.ts', line: 1, fact: 'district', value: 'Centro' }]);
  });

  it('makes npm run check:launch and a production build fail, and leaves the default build alone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await run()).toBe(1);
    expect(await run({ SITE_ENV: 'production' }, ['--if-production'])).toBe(1);
    expect(await run({}, ['--if-production'])).toBe(0);
    expect(await run({ SITE_ENV: 'preview' }, ['--if-production'])).toBe(0);
    const printed = jest
      .mocked(console.error)
      .mock.calls.map((call) => String(call[0]))
      .join('\n');
    expect(printed).toMatch(/content\/company\/site\.ts:2 +CNPJ: 00\.000\.000\/0001-00/);
    expect(printed).toMatch(/Not ready for launch: 3 placeholders and 0 invalid values\./);
    jest.restoreAllMocks();
  });
});

describe('a content tree without placeholders', () => {
  it('is ready for launch, with its empty proof slots as warnings', async () => {
    cleanTree();
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.placeholders).toEqual([]);
    expect(report.invalid).toEqual([]);
    expect(report.emptySlots.map((slot) => `${slot.file}:${slot.line} ${slot.message.split(':')[0]}`)).toEqual([
      'content/company/proof.ts:2 testimonials',
      'content/company/proof.ts:3 equipment brands',
      'content/company/proof.ts:4 credentials (CREA registration, ...)',
      'content/company/proof.ts:5 Google rating',
    ]);
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(await run({ SITE_ENV: 'production' }, ['--if-production'])).toBe(0);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/Ready for launch: no placeholder and no invalid value \(4 proof slots empty\)\./);
    jest.restoreAllMocks();
  });

  it('fails on a CNPJ with a wrong check digit, naming the line and the right digits', async () => {
    cleanTree({ ...VALID, cnpj: '11.222.333/0001-82' });
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.invalid).toEqual([
      { file: 'content/company/site.ts', line: 2, message: 'CNPJ 11.222.333/0001-82: wrong check digits, 112223330001 must end in 81' },
    ]);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await run({ SITE_ENV: 'production' }, ['--if-production'])).toBe(1);
    jest.restoreAllMocks();
  });

  it('fails on a phone with an area code that does not exist, and on a bad e-mail', async () => {
    cleanTree({ ...VALID, branch: ['+552032101234', '(20) 3210-1234'], email: 'contato@' });
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.invalid.map((problem) => `${problem.file}:${problem.line} ${problem.message}`)).toEqual([
      'content/company/site.ts:8 Filial Nova Aurora phone +552032101234: area code (DDD) 20 does not exist in Brazil',
      'content/company/site.ts:4 contact e-mail contato@: not an e-mail address',
    ]);
  });

  it('checks filled proof slots: nothing empty, and each item whole, dated and findable', async () => {
    cleanTree();
    writeProof(
      [
        `testimonials: [{ name: 'Cliente A.', city: 'Londrina/PR', date: '2026-02-30', text: 'Ótimo.' }],`,
        `  brands: [{ name: 'Fabricante X', what: 'Inversores', logo: { src: '/marcas/x.svg', width: 90, height: 30 } }],`,
        `  credentials: [{ title: 'Registro no CREA-PR', number: 'PR-1', holder: 'Responsável', url: 'http://crea.example' }],`,
        `  googleRating: { value: 4.9, count: 12, url: 'https://example.test/r', readOn: '2026-01-10' },`,
      ].join('\n'),
    );
    const report = await checkLaunch(join(root, 'content'), { root, today: new Date('2026-11-23T00:00:00Z') });
    expect(report.emptySlots).toEqual([]);
    expect(report.invalid.map((problem) => problem.message)).toEqual([
      'testimonial 1 (Cliente A.): date 2026-02-30 is not a past date as YYYY-MM-DD',
      'brand Fabricante X: logo /marcas/x.svg is not in public/',
      'credential Registro no CREA-PR: http://crea.example is not an https address',
    ]);
    mkdirSync(join(root, 'public', 'marcas'));
    writeFileSync(join(root, 'public', 'marcas', 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const fixed = await checkLaunch(join(root, 'content'), { root, today: new Date('2026-11-23T00:00:00Z') });
    expect(fixed.invalid).toHaveLength(2);
  });
});

describe("the site's own content/", () => {
  /** Real-looking, valid stand-ins for every registered placeholder (the registry lists longer values first). */
  const STAND_INS: Record<string, string> = {
    'SolarPR Energia Ltda.': 'Sol do Norte Energia Ltda.',
    'Equipe de Privacidade da SolarPR Energia': 'Ana Exemplo',
    'SolarPR Energia': 'Sol do Norte Energia',
    '00.000.000/0001-00': '11.222.333/0001-81',
    'https://www.solarpr.com.br': 'https://www.soldonorte.com.br',
    'contato@solarpr.com.br': 'contato@soldonorte.com.br',
    'privacidade@solarpr.com.br': 'privacidade@soldonorte.com.br',
    '+554330250100': '+554332101000',
    '(43) 3025-0100': '(43) 3210-1000',
    '+5543991000000': '+5543998761234',
    '(43) 99100-0000': '(43) 99876-1234',
    'Av. Higienópolis, 1000': 'Rua Exemplo, 10',
    '86020-000': '86010-100',
    'Rua Marechal Floriano Peixoto, 500': 'Rua Modelo, 20',
    '85410-000': '85410-100',
    '+554532430100': '+554532101000',
    '(45) 3243-0100': '(45) 3210-1000',
    Centro: 'Jardim Exemplo',
  };

  function copyContent() {
    rmSync(join(root, 'content'), { recursive: true });
    cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true });
  }

  it('registers only placeholders that a stand-in here can replace', () => {
    for (const placeholder of PLACEHOLDERS) expect(Object.keys(STAND_INS)).toContain(placeholder.value);
    expect(siteFacts.cnpj).toBeTruthy();
  });

  it('passes once every registered placeholder is replaced by a real value', async () => {
    copyContent();
    const files = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && file !== 'company/placeholders.ts',
    );
    for (const file of files) {
      const path = join(root, 'content', file);
      let text = readFileSync(path, 'utf8');
      for (const { value, wholeString } of PLACEHOLDERS) {
        const standIn = STAND_INS[value] ?? value;
        text = wholeString ? text.split(`'${value}'`).join(`'${standIn}'`) : text.split(value).join(standIn);
      }
      writeFileSync(path, text);
    }
    const report = await checkLaunch(join(root, 'content'), { root });
    expect(report.placeholders).toEqual([]);
    expect(report.invalid).toEqual([]);
    expect(readyForLaunch(report)).toBe(true);
  });

  it('as it is, lists its placeholders in a Markdown table with their files', async () => {
    copyContent();
    const report = await checkLaunch(join(root, 'content'), { root });
    const table = formatMarkdown(report).split('\n');
    expect(table.slice(0, 2)).toEqual(['| kind | what | value now | where |', '| --- | --- | --- | --- |']);
    expect(table).toHaveLength(2 + report.placeholders.length + report.invalid.length + report.emptySlots.length);
    for (const finding of report.placeholders) {
      const line = readFileSync(join(root, finding.file), 'utf8').split('\n')[finding.line - 1];
      expect(line).toContain(finding.value);
    }
  });
});
