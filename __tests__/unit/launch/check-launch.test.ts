/**
 * @jest-environment node
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentCopyPerTest } from './content-copy';
import { checkLaunch, formatMarkdown, formatReport, main, readyForLaunch } from '@/scripts/operator/check-launch';
import { cnpjCheckDigits } from '@/lib/content/cnpj';
import { PLACEHOLDERS } from '@/content/company/placeholders';

const root = contentCopyPerTest('check-launch-');

const TODAY = new Date('2026-11-25T12:00:00Z');
const path = (file: string) => join(root(), 'content', 'company', file);
const readJson = (file: string) => JSON.parse(readFileSync(path(file), 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, data: unknown) => {
  mkdirSync(dirname(path(file)), { recursive: true });
  writeFileSync(path(file), `${JSON.stringify(data, null, 2)}\n`);
};
const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
  const data = readJson(file);
  change(data);
  writeJson(file, data);
};

/** Real-looking, valid stand-ins for every registered placeholder (longer values first in the registry where they nest). */
const STAND_INS: Record<string, string> = {
  'SolarPR Energia Ltda.': 'Sol do Norte Energia Ltda.',
  'Equipe de Privacidade da SolarPR Energia': 'Ana Exemplo',
  'SolarPR Energia': 'Sol do Norte Energia',
  '00.000.000/0001-00': '11.222.333/0001-81',
  'https://www.solarpr.com.br': 'https://www.soldonorte.com.br',
  'contato@solarpr.com.br': 'contato@soldonorte.com.br',
  'privacidade@solarpr.com.br': 'privacidade@soldonorte.com.br',
  '(43) 3025-0100': '(43) 3210-1000',
  '(43) 99100-0000': '(43) 99876-1234',
  'Av. Higienópolis, 1000': 'Rua Exemplo, 10',
  '86020-000': '86010-100',
  'Rua Marechal Floriano Peixoto, 500': 'Rua Modelo, 20',
  '85410-000': '85410-100',
  '(45) 3243-0100': '(45) 3210-1000',
  Centro: 'Jardim Exemplo',
  'Número informado pela própria empresa.': 'Contagem de contratos assinados, novembro de 2026.',
};

/** The copy with every placeholder replaced and every saving dated: what a company ready for launch has. */
function readyTree() {
  const files = readdirSync(join(root(), 'content'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|json)$/.test(file) && file !== join('company', 'placeholders.ts'),
  );
  for (const file of files) {
    const full = join(root(), 'content', file);
    let text = readFileSync(full, 'utf8');
    for (const { value, wholeString } of PLACEHOLDERS) {
      const standIn = STAND_INS[value] ?? value;
      text = wholeString ? text.split(`"${value}"`).join(`"${standIn}"`).split(`'${value}'`).join(`'${standIn}'`) : text.split(value).join(standIn);
    }
    writeFileSync(full, text);
  }
  edit('projects/residencial-londrina.json', (project) => (project.connected = { month: 4, year: 2022 }));
  edit('projects/comercial-maringa.json', (project) => (project.connected = { month: 6, year: 2021 }));
  // The legal basis of the plant rental, which the 1,88 % a month needs to go live.
  writeJson('rental.json', { kind: 'parecer-juridico', issuer: 'Silva & Souza Advogados', reference: 'Parecer nº 12/2026', date: '2026-03-10' });
  // The service area, checked by the company.
  edit('service-area.json', (area) => (area.confirmed = true));
}

describe("the site's own content", () => {
  it('lists each placeholder where it is, named as the CMS names the field, and is not ready', async () => {
    const report = await checkLaunch(root(), { today: TODAY });
    const cnpj = report.placeholders.find((p) => p.value === '00.000.000/0001-00');
    expect(cnpj).toEqual({ file: 'content/company/company.json', line: 3, fact: 'Dados da empresa › CNPJ', value: '00.000.000/0001-00' });
    for (const finding of report.placeholders) {
      expect(readFileSync(join(root(), finding.file), 'utf8').split('\n')[finding.line - 1]).toContain(finding.value);
    }
    expect(report.invalid.map((p) => p.message)).toEqual([
      // A payback depends on the year of connection as much as a saving does.
      "Projetos › 'Comércio em Maringá': o retorno precisa de 'Ligação na Copel' (mês e ano; desde 2023 há Fio B)",
      "Projetos › 'Residência em Londrina': a economia precisa de 'Ligação na Copel' (mês e ano; desde 2023 há Fio B)",
      // The plant rental's legal basis, still empty (rental-basis.test.ts).
      expect.stringMatching(/^Aluguel de usinas › Base legal: vazia/),
      // The suggested service area, not yet checked by the company.
      expect.stringMatching(/^Área atendida: a lista de 26 municípios ainda não foi conferida\. .* marque 'Lista conferida pela empresa'$/),
    ]);
    expect(readyForLaunch(report)).toBe(false);
  });

  it('asks the company to confirm the suggested service area, where the mark goes, and is satisfied once it does', async () => {
    const before = await checkLaunch(root(), { today: TODAY });
    const area = before.invalid.find((p) => p.file === 'content/company/service-area.json');
    expect(area?.message).toContain("tela 'Área atendida'");
    expect(readFileSync(join(root(), area!.file), 'utf8').split('\n')[area!.line - 1]).toContain('"confirmed"');
    edit('service-area.json', (list) => (list.confirmed = true));
    const after = await checkLaunch(root(), { today: TODAY });
    expect(after.invalid.filter((p) => p.file === 'content/company/service-area.json')).toEqual([]);
  });

  it('warns about every empty slot in the CMS’s words, each with its file', async () => {
    const report = await checkLaunch(root(), { today: TODAY });
    expect(report.emptySlots.map((slot) => `${slot.file} ${slot.message}`)).toEqual([
      'content/company/testimonials Depoimentos: nenhum ainda (a página inicial não mostra a seção de depoimentos)',
      'content/company/rating.json Nota no Google: vazia (a nota não aparece)',
      'content/company/brands.json Marcas de equipamentos: nenhuma ainda (sem a seção de marcas)',
      'content/company/credentials.json Responsabilidade técnica: nenhum registro ainda (CREA-PR do responsável técnico; sem a seção)',
      'content/company/team.json Equipe: ninguém ainda (sem a seção da equipe)',
      'content/company/company.json Dados da empresa › Horário de atendimento: vazio (o site não diz quando atende)',
      'content/company/tariff.json Tarifa da Copel › Rural (B2): com os valores da B1 até a empresa informar os da classe (o simulador avisa o visitante)',
      'content/company/tariff.json Tarifa da Copel › Comercial e demais classes (B3): com os valores da B1 até a empresa informar os da classe (o simulador avisa o visitante)',
      "content/company/projects/residencial-londrina.json Projetos › 'Residência em Londrina': sem 'Conta antes (R$)', a conta de onde veio a economia",
    ]);
  });

  it('registers only placeholders that a stand-in here can replace', () => {
    for (const placeholder of PLACEHOLDERS) expect(Object.keys(STAND_INS)).toContain(placeholder.value);
  });

  it('is ready once every placeholder is replaced and every saving is dated (empty slots only warn)', async () => {
    readyTree();
    const report = await checkLaunch(root(), { today: TODAY });
    expect(report.placeholders).toEqual([]);
    expect(report.invalid).toEqual([]);
    expect(readyForLaunch(report)).toBe(true);
    expect(formatReport(report)).toMatch(/^Ready for launch: no placeholder and no invalid value \(9 slots empty\)\.$/m);
  });

  it('prints a Markdown table with one row per finding', async () => {
    const report = await checkLaunch(root(), { today: TODAY });
    const table = formatMarkdown(report).split('\n');
    expect(table.slice(0, 2)).toEqual(['| kind | what | value now | where |', '| --- | --- | --- | --- |']);
    expect(table).toHaveLength(2 + report.placeholders.length + report.invalid.length + report.emptySlots.length);
    expect(table).toContain('| placeholder | Dados da empresa › CNPJ | `00.000.000/0001-00` | `content/company/company.json:3` |');
  });
});

describe('values the schema refuses', () => {
  it('stops at them, each in Portuguese with its screen and field, before anything else is checked', async () => {
    readyTree();
    edit('company.json', (company) => (company.cnpj = '11.222.333/0001-80'));
    edit('projects/comercial-maringa.json', (project) => (project.kWp = 'abc'));
    const report = await checkLaunch(root(), { today: TODAY });
    expect(report.invalid).toEqual([
      {
        file: 'content/company/company.json',
        line: 1,
        message: "Dados da empresa (content/company/company.json): 'CNPJ' tem os dígitos verificadores errados: confira o número no cartão CNPJ",
      },
      {
        file: 'content/company/projects/comercial-maringa.json',
        line: 1,
        message: "Projeto 1 'Comércio em Maringá' (content/company/projects/comercial-maringa.json): 'Potência (kWp)' precisa ser um número",
      },
    ]);
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(readyForLaunch(report)).toBe(false);
  });
});

describe('facts the build refuses that the schema cannot see', () => {
  it('a photo that is not in public/, a connection not yet made', async () => {
    readyTree();
    edit('projects/comercial-maringa.json', (project) => {
      project.photos = [{ src: '/photos/loja.jpg', alt: 'Loja com placas solares na laje' }];
      project.connected = { month: 1, year: 2027 };
    });
    writeJson('testimonials/cliente-a.json', {
      name: 'Cliente A.',
      city: 'Londrina',
      text: 'Um texto de teste com mais de vinte caracteres.',
      date: '2026-11-25',
      source: 'google',
      consent: true,
    });
    const report = await checkLaunch(root(), { today: TODAY });
    expect(report.invalid.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      "content/company/projects/comercial-maringa.json:22 Projetos › 'Comércio em Maringá' › Fotos: /photos/loja.jpg não está em public/photos/",
      "content/company/projects/comercial-maringa.json:16 Projetos › 'Comércio em Maringá': a 'Ligação na Copel' (1/2027) está no futuro",
    ]);
    writeFileSync(join(root(), 'public', 'photos', 'loja.jpg'), 'jpeg');
    edit('projects/comercial-maringa.json', (project) => (project.connected = { month: 11, year: 2026 }));
    const fixed = await checkLaunch(root(), { today: TODAY });
    expect(fixed.invalid).toEqual([]);
    expect(fixed.emptySlots.map((slot) => slot.message)).not.toContain(expect.stringMatching(/^Depoimentos/));
  });
});

describe('dated facts (content/dated-facts.ts)', () => {
  it('reports each fact older than its tolerance, as a warning that does not block the launch', async () => {
    readyTree();
    const inTime = await checkLaunch(root(), { today: new Date('2026-07-10T12:00:00Z') });
    expect(inTime.staleFacts).toEqual([]);
    const late = await checkLaunch(root(), { today: TODAY });
    expect(late.staleFacts.map((p) => `${p.file}:${p.line} ${p.message.split(':')[0]}`)).toEqual(['content/company/tariff.json:2 Tarifa da Copel']);
    expect(late.staleFacts[0]!.message).toMatch(/em vigor desde 24\/06\/2025, há 17 meses \(mais de 13\)/);
    expect(readyForLaunch(late)).toBe(true);
    expect(formatReport(late)).toMatch(/^Stale facts \(1\), a warning/m);
    expect(formatMarkdown(late)).not.toMatch(/em vigor desde/);
    const years = await checkLaunch(root(), { today: new Date('2027-12-01T12:00:00Z') });
    // The tariff, the loan rates, the system prices and the company's offers.
    expect(years.staleFacts).toHaveLength(4);
  });
});

describe('placeholders inside other text', () => {
  it('are found in any file of content/, and a placeholder inside a longer one counts once, as the longer', async () => {
    writeFileSync(join(root(), 'content', 'texts.ts'), `// A sentence that repeats one\nexport const hint = 'Ligue para (43) 3025-0100.';\n`);
    writeFileSync(join(root(), 'content', 'names.ts'), `export const legalName = 'SolarPR Energia Ltda.';\n`);
    const report = await checkLaunch(root(), { today: TODAY });
    expect(report.placeholders.filter((p) => !p.file.startsWith('content/company/'))).toEqual([
      { file: 'content/names.ts', line: 1, fact: 'Dados da empresa › Razão social', value: 'SolarPR Energia Ltda.' },
      { file: 'content/texts.ts', line: 2, fact: 'Marca e telefones › Telefone da matriz', value: '(43) 3025-0100' },
    ]);
  });

  it('a whole-string placeholder only as a whole string', async () => {
    writeFileSync(join(root(), 'content', 'about.ts'), `export const about = 'Atendemos do Centro ao interior.';\nexport const district = 'Centro';\n`);
    const report = await checkLaunch(root(), { today: TODAY });
    expect(report.placeholders.filter((p) => p.file === 'content/about.ts')).toEqual([
      { file: 'content/about.ts', line: 2, fact: 'Dados da empresa › Unidades › Bairro', value: 'Centro' },
    ]);
  });
});

describe('the command', () => {
  const run = (env: Record<string, string> = {}, args: string[] = []) => main(args, env, root());

  it('fails npm run check:launch and a production build on placeholders, and leaves the default build alone', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await run()).toBe(1);
    expect(await run({ SITE_ENV: 'production' }, ['--if-production'])).toBe(1);
    const printed = errors.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toMatch(/content\/company\/company\.json:3 +Dados da empresa › CNPJ: 00\.000\.000\/0001-00/);
    expect(printed).toMatch(/^check:launch \(SITE_ENV=production\)/m);
    expect(await run({}, ['--if-production'])).toBe(0);
  });

  it('passes once the content is ready', async () => {
    readyTree();
    const logs = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(await run()).toBe(0);
    expect(String(logs.mock.calls[0]?.[0])).toMatch(/Ready for launch/);
  });
});

describe('the Copel tariff (content/company/tariff.json)', () => {
  it('warns, without blocking the launch, when its effective date is more than 13 months old', async () => {
    readyTree();
    // TODAY is 25/11/2026: from 25/9/2025 that is 14 months.
    edit('tariff.json', (tariff) => (tariff.effectiveFrom = '2025-09-25'));
    const old = await checkLaunch(root(), { today: TODAY });
    const warnings = old.staleFacts.filter((p) => p.file === 'content/company/tariff.json');
    expect(warnings.map((p) => p.message)).toEqual([expect.stringMatching(/^Tarifa da Copel: em vigor desde 25\/09\/2025, há 14 meses \(mais de 13\)/)]);
    expect(warnings[0]!.line).toBe(2);
    expect(readyForLaunch(old)).toBe(true);
  });

  it('does not warn when it is 12 months old', async () => {
    readyTree();
    edit('tariff.json', (tariff) => (tariff.effectiveFrom = '2025-11-25'));
    const recent = await checkLaunch(root(), { today: TODAY });
    expect(recent.staleFacts.filter((p) => p.file === 'content/company/tariff.json')).toEqual([]);
  });

  it('warns, without blocking the launch, for each class that still carries B1’s values, at its line, and not once it has its own', async () => {
    readyTree();
    const borrowed = await checkLaunch(root(), { today: TODAY });
    const warnings = borrowed.emptySlots.filter((p) => p.file === 'content/company/tariff.json');
    expect(warnings.map((p) => p.message)).toEqual([
      expect.stringMatching(/^Tarifa da Copel › Rural \(B2\): com os valores da B1 até a empresa informar/),
      expect.stringMatching(/^Tarifa da Copel › Comercial e demais classes \(B3\): com os valores da B1 até a empresa informar/),
    ]);
    const lines = readFileSync(path('tariff.json'), 'utf8').split('\n');
    expect(warnings.map((p) => lines[p.line - 1]!.trim())).toEqual(['"b2": {', '"b3": {']);
    expect(readyForLaunch(borrowed)).toBe(true);

    edit('tariff.json', (tariff) => ((tariff.b3 as Record<string, unknown>) = { teBRLPerKWh: 0.35, tusdBRLPerKWh: 0.47, origin: 'propria' }));
    const own = await checkLaunch(root(), { today: TODAY });
    expect(own.emptySlots.filter((p) => p.file === 'content/company/tariff.json').map((p) => p.message)).toEqual([expect.stringMatching(/Rural \(B2\)/)]);
  });
});

describe("the CMS's sign-in (the build's environment)", () => {
  const SECRETS = { CMS_GITHUB_CLIENT_ID: 'Iv1.valor-do-id', CMS_GITHUB_CLIENT_SECRET: 'valor-do-segredo' };
  const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String(call[0])).join('\n');

  it('warns in Portuguese, without blocking the launch, when the OAuth app is not configured, naming what to set and the callback', async () => {
    readyTree();
    const logs = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([], { SITE_ENV: 'production' }, root())).toBe(0);
    const text = printed(logs);
    expect(text).toMatch(/The CMS's sign-in, a warning/);
    expect(text).toContain(
      'Login do painel /admin: o app OAuth do GitHub não está configurado neste build (falta ou não vale: CMS_GITHUB_CLIENT_ID e CMS_GITHUB_CLIENT_SECRET)',
    );
    expect(text).toContain('https://www.soldonorte.com.br/api/cms/callback');
    expect(text).toMatch(/Num host sem funções \(nginx, S3\), defina CMS_AUTH_URL/);
  });

  it('is quiet once both secrets are set, or when another OAuth client is named', async () => {
    readyTree();
    expect((await checkLaunch(root(), { today: TODAY, env: SECRETS })).signIn).toEqual([]);
    expect((await checkLaunch(root(), { today: TODAY, env: { CMS_AUTH_URL: 'https://cms-auth.empresa.workers.dev' } })).signIn).toEqual([]);
    expect((await checkLaunch(root(), { today: TODAY, env: { CMS_GITHUB_CLIENT_ID: 'x' } })).signIn[0]).toContain(
      '(falta ou não vale: CMS_GITHUB_CLIENT_SECRET)',
    );
  });

  it('names a GitHub address that cannot be used, and never prints a value', async () => {
    readyTree();
    const logs = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([], { ...SECRETS, CMS_GITHUB_URL: 'http://github.empresa.com.br/login' }, root())).toBe(0);
    const text = printed(logs);
    expect(text).toContain('falta ou não vale: CMS_GITHUB_URL');
    expect(text).toContain('CMS_GITHUB_URL é só o endereço do GitHub Enterprise');
    for (const value of ['valor-do-id', 'valor-do-segredo', 'github.empresa']) expect(text).not.toContain(value);
  });
});
