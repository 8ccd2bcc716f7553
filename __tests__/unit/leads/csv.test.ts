import { exportWords } from '@/content/contact/inbox-words';
import { csvCell, EXPORT_COLUMNS, leadsCsv, type LeadRow } from '@/lib/leads/csv';
import { LINE_FIELDS } from '@/lib/lead/lines';
import { NO_OPTIONAL_COLUMNS } from '@/__tests__/fixtures/lead';

const ROW: LeadRow = {
  reference: 'K7M2-9QXD',
  idempotency_key: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
  received_at: '2026-11-25T22:03:00.000Z',
  submitted_at: '2026-11-25T22:02:58.000Z',
  ...NO_OPTIONAL_COLUMNS,
  name: 'Maria; "Mari" da Silva',
  email: 'maria@exemplo.com.br',
  phone: '+5543999990000',
  service: 'consultoria',
  message: '=HYPERLINK("http://x")\nsegunda linha',
  page: 'https://www.solarpr.com.br/',
  consent_version: '2026-11-25',
  fast_fill: 1,
  fill_ms: 1200,
  honeypot: 0,
  channel: 'form',
  notify_status: 'pending',
  notify_attempts: 1,
  notify_error: 'the webhook answered 500',
  notify_tried_at: '2026-11-25T22:03:01.000Z',
  notified_at: null,
};

/** The CSV read back as a spreadsheet does: rows of cells, quotes undone. */
const parse = (csv: string) => {
  const rows: string[][] = [[]];
  for (const [, quoted, plain, end] of csv.slice(1).matchAll(/(?:"((?:[^"]|"")*)"|([^;\r\n"]*))(;|\r\n|$)/g)) {
    rows.at(-1)!.push(quoted !== undefined ? quoted.replace(/""/g, '"') : plain!);
    if (end === '\r\n') rows.push([]);
    if (end === '') break;
  }
  return rows.filter((row) => row.length > 1);
};
/** The cell under a header, in the given row (1 is the first lead). */
const cellOf = (csv: string, header: string, line = 1) => {
  const [head, ...rows] = parse(csv);
  return rows[line - 1]![head!.indexOf(header)];
};

describe('the leads CSV', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('simples')).toBe('simples');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+55 43')).toBe("'+55 43");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('opens in a Portuguese spreadsheet: byte-order mark, ; between columns, Brasília time, words instead of codes', () => {
    const csv = leadsCsv([ROW], exportWords);
    expect(csv.startsWith('\uFEFFReferência;Recebido em (Brasília);Nome;E-mail;Telefone;')).toBe(true);
    const [head, row] = parse(csv);
    // The lead's own columns follow its fields in form order (the visit's period is read within its day).
    const fieldHeaders = LINE_FIELDS.map((field) => exportWords.headers[field]);
    expect(head!.filter((header) => fieldHeaders.includes(header))).toEqual(fieldHeaders);
    for (const column of EXPORT_COLUMNS) expect(head).toContain(exportWords.headers[column]);
    expect(row).toHaveLength(head!.length);
    const cells: Record<string, string> = {
      reference: 'K7M2-9QXD',
      receivedAt: '25/11/2026, 19:03',
      name: 'Maria; "Mari" da Silva',
      email: 'maria@exemplo.com.br',
      phone: '(43) 99999-0000',
      service: 'Consultoria Energética',
      message: '\'=HYPERLINK("http://x")\nsegunda linha',
      page: 'https://www.solarpr.com.br/',
      consentVersion: '2026-11-25',
      fastFill: 'sim (1,2 s)',
      withoutJavaScript: 'sim',
      notifyStatus: 'pendente',
      notifyError: 'the webhook answered 500',
    };
    // Every column the row leaves empty is an empty cell: the fields not given, what brought the visit.
    for (const column of EXPORT_COLUMNS) expect([column, cellOf(csv, exportWords.headers[column]!)]).toEqual([column, cells[column] ?? '']);
    // Quoted as a spreadsheet reads them: the separator and a quote in a name, a line break in a message.
    expect(csv).toContain(';"Maria; ""Mari"" da Silva";');
    expect(csv).toContain(`;"'=HYPERLINK(""http://x"")\nsegunda linha";`);
  });
});

describe('rows stored before the inbox cleaned them', () => {
  it('leaves out a webhook address an old notification error held', () => {
    const csv = leadsCsv([{ ...ROW, notify_error: 'Invalid URL: api.telegram.org/bot123456:AAE-secret-token_xyz/sendMessage?chat_id=42' }], exportWords);
    for (const part of ['api.telegram', 'bot123456', 'secret', 'chat_id']) expect(csv).not.toContain(part);
    expect(csv).toContain('Invalid URL: [endereço omitido]');
  });

  it('writes no control or text-direction characters: NUL, escape sequences, bell, bidi overrides', () => {
    const name = 'Maria\u0000\u001b[2J\u0007 da \u202eavliS\u202c\u0085';
    const csv = leadsCsv([{ ...ROW, name, message: 'linha 1\nlinha\u0000 2' }], exportWords);
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(csv).toContain(';Maria[2J da avliS;');
    expect(csv).toContain('"linha 1\nlinha 2"');
  });
});

describe('what brought the lead', () => {
  const FROM_AD: LeadRow = {
    ...ROW,
    landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=x',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'x',
    utm_term: null,
    utm_content: null,
    click_id_type: 'gclid',
    click_id: 'abc',
    referrer_host: 'www.google.com',
    landed_at: '2026-11-20T10:00:00.000Z',
  };

  it('has a column each, after the columns of before, with the landing time in Brasília', () => {
    const [header, row] = leadsCsv([FROM_AD], exportWords).slice(1).split('\r\n');
    expect(header!.split(';').slice(-10)).toEqual([
      'Página de entrada',
      'Origem (utm_source)',
      'Mídia (utm_medium)',
      'Campanha (utm_campaign)',
      'Termo (utm_term)',
      'Conteúdo (utm_content)',
      'Clique de anúncio',
      'Identificador do clique',
      'Veio do site',
      'Chegada ao site (Brasília)',
    ]);
    expect(row!.split(';').slice(-10)).toEqual([
      '/?utm_source=google&utm_medium=cpc&utm_campaign=x',
      'google',
      'cpc',
      'x',
      '',
      '',
      'gclid',
      'abc',
      'www.google.com',
      '20/11/2026, 07:00',
    ]);
  });

  it('defuses a formula in a campaign value, and leaves a row of before empty there', () => {
    const csv = leadsCsv([{ ...FROM_AD, utm_source: '=HYPERLINK("https://evil.example";"clique")', utm_term: '+55', utm_content: '@SUM(A1)' }], exportWords);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"";""clique"")"`);
    expect(csv).toContain(";'+55;'@SUM(A1);");
    const old = { ...ROW } as Partial<LeadRow>;
    expect(
      leadsCsv([old as LeadRow], exportWords)
        .trimEnd()
        .endsWith('the webhook answered 500;;;;;;;;;;'),
    ).toBe(true);
  });
});

describe('a row nobody can stop the export with', () => {
  /** The CSV's rows as a spreadsheet reads them: quoted cells may hold ';', '""' and line breaks. */

  it('marks a date that is no date (a crafted landing time, a broken receipt time) and writes every other row', () => {
    const crafted = { ...ROW, reference: 'BAD1-BAD1', landed_at: '2026-13-45T25:61:61Z', received_at: 'ontem' };
    const csv = leadsCsv([ROW, crafted, { ...ROW, reference: 'GOOD-0002' }], exportWords);
    expect(parse(csv)).toHaveLength(4);
    expect(cellOf(csv, 'Chegada ao site (Brasília)', 2)).toBe(exportWords.unreadable('2026-13-45T25:61:61Z', 'date'));
    expect(cellOf(csv, 'Recebido em (Brasília)', 2)).toBe(exportWords.unreadable('ontem', 'date'));
    expect(csv).toContain('GOOD-0002');
  });

  it('reads a number, an object or a very long text where text belongs without stopping', () => {
    const odd = { ...ROW, name: 42, message: { text: 'x' }, utm_source: 'x'.repeat(10_000), fill_ms: 'muito', notify_status: 'estranho' } as unknown as LeadRow;
    const csv = leadsCsv([odd], exportWords);
    expect(cellOf(csv, 'Nome')).toBe('42');
    expect(cellOf(csv, 'Mensagem')).toBe(exportWords.unreadable('{"text":"x"}', 'value'));
    expect(cellOf(csv, 'Notificação')).toBe('estranho');
    expect(cellOf(csv, 'Origem (utm_source)')).toHaveLength(10_000);
  });

  it("shows the inbox's own setup hint whole, and still hides an address in any other text", () => {
    const hint = exportWords.ownMessages.find((message) => message.includes('https://'))!;
    expect(hint).toBeDefined();
    expect(cellOf(leadsCsv([{ ...ROW, notify_error: hint }], exportWords), 'Erro da notificação')).toBe(hint);
    const mixed = leadsCsv([{ ...ROW, notify_error: `${hint} https://hooks.example/secret-token` }], exportWords);
    expect(mixed).toContain(hint.split(';')[0]);
    expect(mixed).not.toContain('secret-token');
  });
});
