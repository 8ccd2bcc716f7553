import { d1Store, type D1Database, type D1Statement } from '@/lib/leads/d1-store';
import type { NewLead } from '@/lib/leads/store';

/**
 * A D1 whose leads table has the columns of the migrations before the attribution's: an INSERT
 * naming another column fails as D1 fails it, and a stored row is found by its key.
 */
function databaseWithout(missing: readonly string[]) {
  const rows: Record<string, unknown>[] = [];
  const inserts: string[] = [];
  const statement = (sql: string, bound: unknown[] = []): D1Statement & { sql: string; bound: unknown[] } => ({
    sql,
    bound,
    bind: (...values) => statement(sql, values),
    first: async () => null,
    all: async () => ({ results: [], meta: { changes: 0 } }),
    run: async () => ({ results: [], meta: { changes: 0 } }),
  });
  const db: D1Database = {
    prepare: (sql) => statement(sql),
    async batch(statements) {
      const [insert, select] = statements as ReturnType<typeof statement>[];
      inserts.push(insert!.sql);
      const columns = insert!.sql.match(/\(([^)]*)\) VALUES/)![1]!.split(', ');
      const absent = columns.find((column) => missing.includes(column));
      if (absent) throw new Error(`D1_ERROR: table leads has no column named ${absent}: SQLITE_ERROR`);
      rows.push(Object.fromEntries(columns.map((column, index) => [column, insert!.bound[index]])));
      const found = rows.filter((row) => row.idempotency_key === select!.bound[0]);
      return [
        { results: [], meta: { changes: 1 } },
        { results: found.map((row) => ({ notify_attempts: 0, notify_error: null, notify_tried_at: null, notified_at: null, ...row })), meta: { changes: 0 } },
      ] as never;
    },
  };
  return { db, rows, inserts };
}

const lead: NewLead = {
  reference: 'SPR-ABC123',
  idempotencyKey: 'key-1',
  receivedAt: '2026-11-27T12:00:00.000Z',
  submittedAt: '2026-11-27T11:59:58.000Z',
  name: 'Maria Souza',
  email: 'maria@example.com',
  phone: '(43) 99999-0000',
  service: 'usinas-consumo',
  message: 'Quero um orçamento para minha casa.',
  visitDate: null,
  visitPeriod: null,
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

describe('the D1 store when the database is behind the code', () => {
  it('stores the lead whole when every column is there', async () => {
    const { db, rows } = databaseWithout([]);
    const { lead: stored, created } = await d1Store(db).insert(lead);
    expect(created).toBe(true);
    expect(rows[0]).toMatchObject({ reference: 'SPR-ABC123', utm_source: 'google', click_id: 'abc' });
    expect(stored.attribution?.utmCampaign).toBe('inverno');
  });

  it('still stores the lead, without what brought it, when the attribution migration was not applied', async () => {
    const { db, rows, inserts } = databaseWithout(['landing_page', 'utm_source']);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { lead: stored, created } = await d1Store(db).insert(lead);
    expect(created).toBe(true);
    expect(inserts).toHaveLength(2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: 'SPR-ABC123', name: 'Maria Souza', message: 'Quero um orçamento para minha casa.' });
    expect(rows[0]).not.toHaveProperty('utm_source');
    expect(stored.attribution).toBeNull();
    expect(log.mock.calls[0]?.[0]).toMatch(/SPR-ABC123 stored without its attribution: apply the migrations/);
    log.mockRestore();
  });

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
    await expect(d1Store(db).insert(lead)).rejects.toThrow('database is locked');
  });
});
