/** @jest-environment node */
import { z } from 'zod';
import { checkData } from '@/lib/content/check';
import { formatNumber } from '@/lib/format/format';
import { CHECK_WORDS } from '@/content/company/read';
import { CONTENT_FILES, CONTENT_FOLDERS } from '@/content/company/schema';
import { PAGED_SERVICES } from '@/content/services';
import company from '@/content/company/company.json';
import figures from '@/content/company/figures.json';
import identity from '@/content/company/identity.json';
import tariff from '@/content/company/tariff.json';
import serviceArea from '@/content/company/service-area.json';

// The build's check of what the company edits (lib/content/check.ts over content/company/schema.ts):
// every refusal is one Portuguese sentence naming the screen and the field, says what is wrong
// (a range names its limit, a web address is parsed as a browser parses it), and no value, however
// odd, makes the check throw instead of answering.

/** A complete, valid file for every screen: each optional field and each list filled once. */
const VALID: Record<string, unknown> = {
  identity,
  company: {
    ...company,
    openingHours: [{ days: ['Mo', 'Tu'], opens: '08:00', closes: '18:00' }],
    sites: company.sites.map((site) => ({ ...site, googleProfile: 'https://maps.app.goo.gl/ExemploUnidade' })),
  },
  figures,
  tariff,
  serviceArea,
  rating: { value: 4.8, count: 120, url: 'https://g.page/r/exemplo/review', readOn: '2026-11-01' },
  brands: { brands: [{ name: 'Marca Exemplo', what: 'Inversores', logo: '/photos/marca-exemplo.png' }] },
  credentials: {
    credentials: [{ title: 'Registro no CREA-PR', number: 'PR-123456/D', holder: 'Eng. Ana Souza', url: 'https://www.crea-pr.org.br/consulta?numero=123456' }],
  },
  rental: {
    kind: 'parecer-juridico',
    issuer: 'Silva & Souza Advogados',
    reference: 'Parecer nº 12/2026',
    date: '2026-03-10',
    url: 'https://www.silvasouza.adv.br/pareceres/12-2026',
  },
  faq: {
    items: [
      {
        id: 'creditos',
        question: 'Os créditos de energia vencem?',
        answer: 'Cada crédito vale por 60 meses, e o que não for usado nesse prazo se perde.',
        source: 'Lei nº 14.300/2022',
        url: 'https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2022/lei/l14300.htm',
        checked: '2026-11-27',
        services: ['usinas-consumo'],
      },
    ],
  },
  team: {
    members: [
      { name: 'Ana Souza', role: 'Engenheira eletricista', photo: { src: '/photos/ana.jpg', alt: 'Ana Souza no escritório' }, bio: 'Dez anos de obra.' },
    ],
  },
  pictures: {
    hero: { src: '/photos/topo.jpg', alt: 'Telhado de casa em Londrina com 12 placas solares', focus: 'topo' },
    // A photo for each solution card (content/services.ts), one with its focus.
    services: Object.fromEntries(
      PAGED_SERVICES.map((service, index) => [
        service.page.pictureSlot,
        { src: `/photos/${service.id}.jpg`, alt: `Foto do cartão ${service.label}`, ...(index === 0 && { focus: 'esquerda' }) },
      ]),
    ),
    about: { src: '/photos/equipe.jpg', alt: 'A equipe diante da sede em Londrina', focus: 'centro' },
  },
  projects: {
    title: 'Residência em Cambé',
    city: 'Cambé',
    type: 'residencial',
    kWp: 6.2,
    modules: 12,
    connected: { month: 4, year: 2024 },
    saving: { percent: 85, monthlyBRL: 420, billBeforeBRL: 500, paybackYears: 4 },
    photos: [{ src: '/photos/cambe.jpg', alt: 'Telhado com doze placas solares em Cambé' }],
    story: 'Uma casa com a conta alta no verão.',
    featured: true,
    order: 2,
  },
  testimonials: {
    name: 'Maria S.',
    city: 'Londrina',
    text: 'Do orçamento à ligação na Copel, tudo como combinado.',
    date: '2026-10-01',
    source: 'whatsapp',
    consent: true,
    kWp: 5,
  },
};

const SCREENS = [
  ...CONTENT_FILES.map(({ name, label, schema }) => ({ name, label, schema: schema as z.ZodType })),
  ...CONTENT_FOLDERS.map(({ name, entry, schema }) => ({ name, label: `${entry} 1`, schema: schema as z.ZodType })),
];

type Node = {
  type?: string;
  title?: string;
  widget?: string;
  pattern?: string;
  properties?: Record<string, Node>;
  items?: Node;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/** Every field of a schema the company edits (objects' properties, a list's first item), with its path into VALID. */
function fields(node: Node, path: (string | number)[] = []): { path: (string | number)[]; node: Node }[] {
  if (node.widget === 'hidden') return [];
  const own = path.length ? [{ path, node }] : [];
  if (node.properties) return [...own, ...Object.entries(node.properties).flatMap(([key, child]) => fields(child, [...path, key]))];
  if (node.items?.properties) return [...own, ...fields(node.items, [...path, 0])];
  return own;
}

function withValue(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

const check = (schema: z.ZodType, data: unknown, label: string) => checkData(schema, JSON.stringify(data), label, CHECK_WORDS);

/** How many offices the company's data lists: a refusal names the office by its place in the list. */
const VALID_SITES = company.sites.length;

it('starts from a valid file for every screen', () => {
  for (const { name, label, schema } of SCREENS) expect([name, check(schema, VALID[name], label)]).toEqual([name, expect.objectContaining({ ok: true })]);
});

describe('a range or a length', () => {
  type Row = [kind: string, screen: string, field: string, value: unknown, expected: string | RegExp];
  const n = formatNumber;
  const rows: Row[] = [];
  const located: Record<string, { screen: (typeof SCREENS)[number]; path: (string | number)[] }> = {};
  for (const screen of SCREENS) {
    const json = z.toJSONSchema(screen.schema, { io: 'input', unrepresentable: 'any' }) as Node;
    for (const { path, node } of fields(json)) {
      const id = `${screen.name}.${path.join('.')}`;
      located[id] = { screen, path };
      const add = (kind: string, value: unknown, expected: string | RegExp) => rows.push([kind, id, node.title ?? '', value, expected]);
      if (node.type === 'number' || node.type === 'integer') {
        add('number type', 'cinco', 'precisa ser um número');
        if (node.minimum !== undefined) add('number minimum', node.minimum - 1, `precisa ser no mínimo ${n(node.minimum)}`);
        if (node.maximum !== undefined) add('number maximum', node.maximum + 1, `pode ser no máximo ${n(node.maximum)}`);
        if (node.type === 'integer') add('integer', (node.minimum ?? 0) + 0.5, 'precisa ser um número inteiro');
      }
      if (node.type === 'string' && node.maxLength !== undefined)
        add('string maxLength', 'x'.repeat(node.maxLength + 1), `pode ter no máximo ${n(node.maxLength)} caracteres`);
      if (node.type === 'string' && node.minLength === 1) add('string not empty', '   ', 'não pode ficar vazio');
      if (node.type === 'string' && node.minLength !== undefined && node.minLength > 1) {
        add('string minLength', 'x'.repeat(node.minLength - 1), new RegExp(`pelo menos ${n(node.minLength)} caracteres`));
      }
      if (node.type === 'array' && node.minItems !== undefined) {
        add('array minItems', [], node.minItems === 1 ? /pelo menos (1 item|um |uma )/ : new RegExp(`pelo menos ${n(node.minItems)} itens`));
      }
      if (node.type === 'array' && node.maxItems !== undefined) {
        const item =
          (VALID[screen.name] as object | undefined) && path.reduce<unknown>((data, key) => (data as Record<string, unknown>)[key], VALID[screen.name]);
        add(
          'array maxItems',
          Array.from({ length: node.maxItems + 1 }, () => (item as unknown[])[0]),
          `pode ter no máximo ${n(node.maxItems)} itens`,
        );
      }
    }
  }

  it('every kind of constraint of the schemas is in the table below', () => {
    expect(new Set(rows.map(([kind]) => kind))).toEqual(
      new Set([
        'number type',
        'number minimum',
        'number maximum',
        'integer',
        'string maxLength',
        'string not empty',
        'string minLength',
        'array minItems',
        'array maxItems',
      ]),
    );
  });

  it.each(rows)('%s: %s (%s) says what is wrong, naming the field and the limit', (_kind, id, title, value, expected) => {
    const { screen, path } = located[id]!;
    const result = check(screen.schema, withValue(VALID[screen.name], path, value), screen.label);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    for (const problem of problems) expect(problem).toMatch(new RegExp(`^${screen.label}: `));
    // What the field's own problems say (another rule of its list or object may fail beside it).
    const messages = problems
      .filter((problem) => problem.includes(`'${title}' `))
      .map((problem) => problem.slice(problem.indexOf(`'${title}' `) + title.length + 3));
    expect(messages).toContainEqual(typeof expected === 'string' ? expected : expect.stringMatching(expected));
    if (expected !== 'precisa ser um número') expect(messages).not.toContain('precisa ser um número');
  });

  it("the project's order, at 0, reads 'precisa ser no mínimo 1', not a type error", () => {
    const projects = SCREENS.find(({ name }) => name === 'projects')!;
    const result = check(projects.schema, { ...(VALID.projects as object), order: 0 }, projects.label);
    expect(result).toEqual({ ok: false, problems: ["Projeto 1: 'Ordem' precisa ser no mínimo 1"] });
  });
});

describe('a web address', () => {
  const screen = (name: string) => SCREENS.find((s) => s.name === name)!;
  const URL_FIELDS = [
    { name: 'company', path: ['url'], field: 'Endereço do site' },
    { name: 'rating', path: ['url'], field: 'Link das avaliações' },
    { name: 'credentials', path: ['credentials', 0, 'url'], field: 'Onde conferir' },
    { name: 'rental', path: ['url'], field: 'Link para conferir' },
    { name: 'faq', path: ['items', 0, 'url'], field: 'Link da fonte' },
  ];
  /** An office's profile on Google: an address of Google's own, below. */
  const GOOGLE_PROFILE = { name: 'company', path: ['sites', 0, 'googleProfile'], field: 'Perfil no Google' };

  it('is each field whose pattern asks for https, and each field holding an address in a complete file', () => {
    const patterned = SCREENS.flatMap((s) =>
      fields(z.toJSONSchema(s.schema, { io: 'input', unrepresentable: 'any' }) as Node)
        .filter(({ node }) => node.type === 'string' && node.pattern?.includes('https'))
        .map(({ path }) => `${s.name} ${path.join('.')}`),
    );
    const filled = SCREENS.flatMap((s) =>
      fields(z.toJSONSchema(s.schema, { io: 'input', unrepresentable: 'any' }) as Node)
        .filter(({ path }) => {
          const value = path.reduce<unknown>((data, key) => (data as Record<string, unknown> | undefined)?.[key], VALID[s.name]);
          return typeof value === 'string' && /^[a-z]+:/i.test(value);
        })
        .map(({ path }) => `${s.name} ${path.join('.')}`),
    );
    const expected = [...URL_FIELDS, GOOGLE_PROFILE].map(({ name, path }) => `${name} ${path.join('.')}`).sort();
    expect(patterned.sort()).toEqual(expected);
    expect(filled.sort()).toEqual(expected);
  });

  const REFUSED: [string, RegExp][] = [
    ['https://x.com.br:99999', /porta/],
    ['https://x.com.br:8443', /porta/],
    ['https://', /https:\/\//],
    ['https://exa mple.com', /espaços/],
    ['http://www.empresa.com.br', /https:\/\//],
    ['www.empresa.com.br', /https:\/\//],
    ['https://ana:senha@www.empresa.com.br', /usuário/],
    ['https://empresa..com.br', /domínio/],
    ['https://-empresa.com.br', /domínio/],
    ['https://192.168.0.1', /domínio/],
    ['https://[::1]', /https:\/\/|domínio/],
    ['https://empresa.c', /domínio/],
    ['https://empresa.com.br%', /navegador/],
  ];

  describe.each(URL_FIELDS)('$name: $field', ({ name, path, field }) => {
    const { schema, label } = screen(name);
    it.each(REFUSED)('%s is refused, in one Portuguese sentence naming the screen and the field', (url, why) => {
      const result = check(schema, withValue(VALID[name], path, url), label);
      expect(result.ok).toBe(false);
      const problems = result.ok ? [] : result.problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${label}: (.+ › )?'${field}' `));
      expect(problems[0]).toMatch(why);
    });
  });

  it.each([
    ['https://www.empresa.com.br', 'company'],
    ['https://solar-energia.com.br', 'company'],
    ['https://g.page/r/CfExemplo/review', 'rating'],
    ['https://www.google.com/maps/place/Empresa/@-23.3,-51.1,17z', 'rating'],
    ['https://www.crea-pr.org.br/consulta?numero=123456#resultado', 'credentials'],
  ])('%s is taken (%s)', (url, name) => {
    const path = name === 'credentials' ? ['credentials', 0, 'url'] : ['url'];
    expect(check(screen(name).schema, withValue(VALID[name], path, url), screen(name).label)).toMatchObject({ ok: true });
  });

  it.each([
    ['https://www.empresa.com.br/', 'https://www.empresa.com.br'],
    ['https://www.empresa.com.br/contato', 'https://www.empresa.com.br'],
    ['https://www.empresa.com.br?utm=1', 'https://www.empresa.com.br'],
    ['https://WWW.Empresa.com.br', 'https://www.empresa.com.br'],
  ])("the site's address %s is refused: it is the domain alone, written as %s", (url, written) => {
    const { schema, label } = screen('company');
    expect(check(schema, withValue(VALID.company, ['url'], url), label)).toEqual({
      ok: false,
      problems: [`${label}: 'Endereço do site' precisa ser só o endereço do site, sem nada depois do domínio e em minúsculas: escreva ${written}`],
    });
  });
});

describe("an office's Google profile", () => {
  const { schema, label } = SCREENS.find((s) => s.name === 'company')!;
  const withProfile = (url: string, index = 0) => withValue(VALID.company, ['sites', index, 'googleProfile'], url);
  const MESSAGE =
    'precisa ser o link do perfil da unidade no Google: começa com https:// e é do Google Maps (maps.app.goo.gl, g.page, google.com/maps ' +
    'ou business.google.com); no Google Maps, abra a unidade, toque em Compartilhar e copie o link';

  it.each([
    // Not https.
    'http://maps.app.goo.gl/ExemploUnidade',
    'http://www.google.com/maps/place/Empresa',
    'maps.app.goo.gl/ExemploUnidade',
    // Not Google's.
    'https://www.facebook.com/empresa',
    'https://www.empresa.com.br/contato',
    'https://maps.google.com.exemplo.net/place/Empresa',
    'https://g.page.exemplo.net/empresa',
    'https://www.google.com.exemplo.net/maps/place/Empresa',
    'https://g.page@exemplo.net/empresa',
    'https://www.google.com/search?q=empresa',
    'https://g.page:8443/empresa',
    // Google's, but no profile in it.
    'https://g.page/',
    'https://maps.app.goo.gl',
  ])('%s is refused, in one Portuguese sentence naming the screen, the office and the field', (url) => {
    const index = VALID_SITES - 1;
    expect(check(schema, withProfile(url, index), label)).toEqual({
      ok: false,
      problems: [`${label}: Unidades › Unidade ${index + 1} › 'Perfil no Google' ${MESSAGE}`],
    });
  });

  it.each([
    'https://maps.app.goo.gl/ExemploUnidade',
    'https://g.page/r/CfExemplo',
    'https://g.page/empresa-solar-londrina?share',
    'https://www.google.com/maps/place/Empresa/@-23.3,-51.1,17z',
    'https://www.google.com.br/maps/place/Empresa',
    'https://maps.google.com/?cid=1234567890',
    'https://goo.gl/maps/Exemplo',
    'https://business.google.com/n/1234567890/profile',
  ])('%s is taken', (url) => {
    expect(check(schema, withProfile(url), label)).toMatchObject({ ok: true });
  });

  it('is optional: an office without it is taken', () => {
    // JSON leaves an undefined field out: offices without the field.
    const sites = (VALID.company as { sites: object[] }).sites.map((site) => ({ ...site, googleProfile: undefined }));
    expect(check(schema, { ...(VALID.company as object), sites }, label)).toMatchObject({ ok: true });
  });
});

describe("the offices' phones", () => {
  const { schema, label } = SCREENS.find((s) => s.name === 'company')!;
  const sites = (VALID.company as { sites: { kind: string; phone?: string }[] }).sites;
  const head = sites.findIndex((site) => site.kind === 'head-office');
  const branch = sites.findIndex((site) => site.kind !== 'head-office');

  it("leave the head office's empty: its phone is the main phone, written once, and one typed there is refused, saying where it goes", () => {
    expect(sites[head]!.phone).toBeUndefined();
    expect(check(schema, withValue(VALID.company, ['sites', head, 'phone'], identity.mainPhone), label)).toEqual({
      ok: false,
      problems: [
        `${label}: Unidades › Unidade ${head + 1} › 'Telefone da unidade' fica vazio na matriz: o telefone dela é o Telefone da matriz, na tela Marca e telefones (apague-o aqui e confira-o lá)`,
      ],
    });
  });

  it("need a branch's own", () => {
    const without = { ...(VALID.company as object), sites: sites.map((site, index) => (index === branch ? { ...site, phone: undefined } : site)) };
    expect(check(schema, without, label)).toEqual({
      ok: false,
      problems: [`${label}: Unidades › Unidade ${branch + 1} › 'Telefone da unidade' é obrigatório numa filial`],
    });
  });
});

describe('any value in any field', () => {
  const ODD: unknown[] = ['abc', ' ', '2026-13-45', '99999-01-01', '2026-1-1', 'https://x.com.br:99999', 0, -1, 1.5, 1e21, true, [], {}, null];

  it.each(SCREENS.map(({ name }) => name))('%s: is answered in Portuguese, never thrown', (name) => {
    const { schema, label } = SCREENS.find((s) => s.name === name)!;
    for (const { path } of fields(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node)) {
      for (const value of ODD) {
        let result: ReturnType<typeof check> | undefined;
        expect(() => (result = check(schema, withValue(VALID[name], path, value), label))).not.toThrow();
        for (const problem of result!.ok ? [] : result!.problems) {
          expect([path.join('.'), value, problem]).toEqual([path.join('.'), value, expect.stringMatching(new RegExp(`^${label}: `))]);
          expect([path.join('.'), value, problem]).not.toEqual([path.join('.'), value, expect.stringMatching(/Invalid|expected|received/)]);
        }
      }
    }
  });
});

describe('a file that is not JSON', () => {
  it.each([
    // The line is the parser's when it gives a position (not for an unexpected character, in Node 20 and 22).
    ['a comma missing', '{\n  "brand": "Sol"\n  "mainPhone": "(43) 3025-0100"\n}\n', 3],
    ['a value missing', '{\n  "brand": "Sol",\n  "mainPhone": }\n', undefined],
    ['cut short', '{\n  "brand": "Sol",\n', undefined],
    ['empty', '', undefined],
  ])('%s: one Portuguese sentence naming the file, the line when it is known, and what to do', (_, text, line) => {
    const result = checkData(CONTENT_FILES[0].schema, text, 'Marca e telefones (content/company/identity.json)', CHECK_WORDS);
    expect(result).toEqual({
      ok: false,
      problems: [
        'Marca e telefones (content/company/identity.json): o arquivo não é um JSON válido' +
          (line ? ` (o erro está na linha ${line})` : '') +
          '; desfaça a última mudança feita fora do painel',
      ],
    });
  });
});
