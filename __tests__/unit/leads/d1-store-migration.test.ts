import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { columnOf, LEAD_FIELDS } from '@/lib/lead/fields';
import { d1Store, type D1Database, type D1Statement } from '@/lib/leads/d1-store';
import type { NewLead } from '@/lib/leads/store';

// The D1 store against a database at each step of functions/migrations/: a deployment may run
// ahead of its database, and then every lead is still stored, with the columns the table has.

const MIGRATIONS = join(__dirname, '..', '..', '..', 'functions', 'migrations');
const files = readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/** The leads table's columns after the first `count` migrations, read from their SQL. */
function leadsColumnsAfter(count: number): Set<string> {
  const columns = new Set<string>();
  for (const file of files.slice(0, count)) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8').replace(/--.*$/gm, '');
    const create = /CREATE TABLE leads \(([\s\S]*?)\n\);/.exec(sql)?.[1];
    for (const line of create?.split('\n') ?? []) {
      const name = /^\s*([a-z_]+)\s+[A-Z]/.exec(line)?.[1];
      if (name) columns.add(name);
    }
    for (const [, name] of sql.matchAll(/ALTER TABLE leads ADD COLUMN ([a-z_]+)/g)) columns.add(name!);
  }
  return columns;
}

/** A D1 whose leads table has `columns`: an INSERT naming another fails as D1 fails it; PRAGMA lists them. */
function databaseWith(columns: Set<string>) {
  const rows: Record<string, unknown>[] = [];
  const statement = (sql: string, bound: unknown[] = []): D1Statement & { sql: string; bound: unknown[] } => ({
    sql,
    bound,
    bind: (...values) => statement(sql, values),
    first: async () => null,
    all: async <T>() => ({ results: (sql.startsWith('PRAGMA table_info(leads)') ? [...columns].map((name) => ({ name })) : []) as T[], meta: { changes: 0 } }),
    run: async () => ({ results: [], meta: { changes: 0 } }),
  });
  const db: D1Database = {
    prepare: (sql) => statement(sql),
    async batch(statements) {
      const [insert, select] = statements as ReturnType<typeof statement>[];
      const named = insert!.sql.match(/\(([^)]*)\) VALUES/)![1]!.split(', ');
      const absent = named.find((column) => !columns.has(column));
      if (absent) throw new Error(`D1_ERROR: table leads has no column named ${absent}: SQLITE_ERROR`);
      rows.push(Object.fromEntries(named.map((column, index) => [column, insert!.bound[index]])));
      const found = rows.filter((row) => row.idempotency_key === select!.bound[0]);
      return [
        { results: [], meta: { changes: 1 } },
        { results: found.map((row) => ({ notify_attempts: 0, notify_error: null, notify_tried_at: null, notified_at: null, ...row })), meta: { changes: 0 } },
      ] as never;
    },
  };
  return { db, rows };
}

/** A lead with a value in every field of the registry, and what brought it. */
const lead = {
  ...Object.fromEntries(LEAD_FIELDS.map((field) => [field, `valor de ${field}`])),
  reference: 'SPR-ABC123',
  idempotencyKey: 'key-1',
  receivedAt: '2026-11-27T12:00:00.000Z',
  submittedAt: '2026-11-27T11:59:58.000Z',
  page: '/',
  consentVersion: '2026-11-27',
  fastFill: false,
  fillMs: 40_000,
  honeypot: false,
  channel: 'json',
  notifyStatus: 'pending',
  attribution: {
    landingPage: '/?utm_source=google',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'inverno',
    utmTerm: null,
    utmContent: null,
    clickIdType: 'gclid',
    clickId: 'abc',
    referrerHost: null,
    landedAt: '2026-11-27T11:50:00.000Z',
  },
} as NewLead;
const CLAIM = { token: 'claim-1', until: '2026-11-27T12:01:00.000Z' };

describe('the D1 store at each step of the migrations', () => {
  it('every field of the lead has its column once every migration is applied', () => {
    const all = leadsColumnsAfter(files.length);
    expect(LEAD_FIELDS.map(columnOf).filter((column) => !all.has(column))).toEqual([]);
  });

  it('stores the lead whole, with its claim, when every column is there, and logs nothing', async () => {
    const { db, rows } = databaseWith(leadsColumnsAfter(files.length));
    const { lead: stored, created } = await d1Store(db).insert(lead, CLAIM);
    expect(created).toBe(true);
    expect(rows[0]).toMatchObject({ reference: 'SPR-ABC123', utm_source: 'google', click_id: 'abc', notify_claim: 'claim-1' });
    for (const field of LEAD_FIELDS) expect(stored[field]).toBe(`valor de ${field}`);
    expect(stored.attribution?.utmCampaign).toBe('inverno');
  });

  it.each(files.slice(0, -1).map((file, index) => [file, index + 1]))(
    'a database migrated only up to %s still stores the lead, with every column it has, and the log names the others',
    async (_file, count) => {
      const columns = leadsColumnsAfter(count as number);
      const { db, rows } = databaseWith(columns);
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      const { created } = await d1Store(db).insert(lead, CLAIM);
      expect(created).toBe(true);
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).every((column) => columns.has(column))).toBe(true);
      // Nothing the table can hold is left out: the required fields above all.
      for (const field of LEAD_FIELDS) if (columns.has(columnOf(field))) expect(rows[0]![columnOf(field)]).toBe(`valor de ${field}`);
      const missing = [...leadsColumnsAfter(files.length)].filter(
        (column) => !columns.has(column) && column !== 'id' && !/^notify_(attempts|error|tried_at)$|^notified_at$/.test(column),
      );
      expect(log).toHaveBeenCalledTimes(1);
      for (const column of missing) expect(log.mock.calls[0]?.[0]).toContain(column);
      expect(log.mock.calls[0]?.[0]).toMatch(/SPR-ABC123 stored without .*: apply the migrations/);
      log.mockRestore();
    },
  );

  it('does not hide any other failure of the database', async () => {
    const db: D1Database = {
      prepare: () => ({
        bind: () => db.prepare(''),
        first: async () => null,
        all: async () => ({ results: [], meta: { changes: 0 } }),
        run: async () => ({ results: [], meta: { changes: 0 } }),
      }),
      batch: async () => {
        throw new Error('D1_ERROR: database is locked');
      },
    };
    await expect(d1Store(db).insert(lead, null)).rejects.toThrow('database is locked');
  });
});
