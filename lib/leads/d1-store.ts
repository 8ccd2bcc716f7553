import type { Attribution } from '@/lib/attribution/attribution';
import { columnOf, LEAD_FIELD_SPECS, LEAD_FIELDS } from '@/lib/lead/fields';
import type { LeadStore, NewLead, NotifyClaim, NotifyOutcome, StoredLead } from './store';

// The lead store on Cloudflare D1 (SQLite), the schema of functions/migrations/. Only the
// part of D1's API used here is typed, so the project needs no Workers type package. The
// lead's own columns come from its fields (lib/lead/fields.ts): a field's column is its name in
// snake_case, added by a migration of its own.

type D1Value = string | number | null;
type D1Result<T> = { results: T[]; meta: { changes: number } };
export type D1Statement = {
  bind(...values: D1Value[]): D1Statement;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
};
export type D1Database = {
  prepare(sql: string): D1Statement;
  batch<T>(statements: D1Statement[]): Promise<D1Result<T>[]>;
};

/**
 * A row of the leads table as D1 returns it (and `wrangler d1 execute --json` prints it): the
 * inbox's own columns, and a column per field of the lead. Whoever reads one for the company (the
 * CSV, `npm run leads`) treats every value as untrusted: a row written by an older version, by hand
 * or by a crafted post may hold anything.
 */
export type LeadRow = {
  reference: string;
  idempotency_key: string;
  received_at: string;
  submitted_at: string | null;
  page: string;
  consent_version: string;
  fast_fill: number;
  fill_ms: number | null;
  honeypot: number;
  channel: string;
  notify_status: string;
  notify_attempts: number;
  notify_error: string | null;
  notify_tried_at: string | null;
  notified_at: string | null;
  /** Who holds the lead's notification, and until when (functions/migrations/0004_notify_claims.sql); absent before it. */
  notify_claim?: string | null;
  notify_claimed_until?: string | null;
  /** What brought the visit (functions/migrations/0003_attribution.sql); null on older rows, absent before that migration. */
  landing_page?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
  click_id_type?: string | null;
  click_id?: string | null;
  referrer_host?: string | null;
  landed_at?: string | null;
  /** The lead's fields, by column (`name`, `visit_date`, …). */
  [column: string]: unknown;
};

/** The attribution's columns and keys. */
export const ATTRIBUTION_COLUMNS = [
  ['landing_page', 'landingPage'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
  ['click_id_type', 'clickIdType'],
  ['click_id', 'clickId'],
  ['referrer_host', 'referrerHost'],
  ['landed_at', 'landedAt'],
] as const satisfies readonly (readonly [string, keyof Attribution])[];

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A row's attribution, or null when it has none (a lead without JavaScript, an older row). */
export function rowAttribution(row: LeadRow): Attribution | null {
  const entries = ATTRIBUTION_COLUMNS.map(([column, key]) => [key, asText(row[column])] as const);
  if (entries.every(([, value]) => value === null)) return null;
  return Object.fromEntries(entries) as Attribution;
}

/**
 * D1's answer to a statement naming a column the table lacks: a migration not yet applied to
 * the database this deployment writes to.
 */
const MISSING_COLUMN = /no column named|no such column/i;
export const isMissingColumn = (error: unknown) => MISSING_COLUMN.test(String(error));

/** What the insert writes, by column: the lead's fields from the registry, then the inbox's own. */
function columnsOf(lead: NewLead, claim: NotifyClaim | null): Record<string, D1Value> {
  return {
    reference: lead.reference,
    idempotency_key: lead.idempotencyKey,
    received_at: lead.receivedAt,
    submitted_at: lead.submittedAt,
    ...Object.fromEntries(LEAD_FIELDS.map((field) => [columnOf(field), lead[field]])),
    page: lead.page,
    consent_version: lead.consentVersion,
    fast_fill: lead.fastFill ? 1 : 0,
    fill_ms: lead.fillMs,
    honeypot: lead.honeypot ? 1 : 0,
    channel: lead.channel,
    notify_status: lead.notifyStatus,
    notify_claim: claim?.token ?? null,
    notify_claimed_until: claim?.until ?? null,
    ...Object.fromEntries(ATTRIBUTION_COLUMNS.map(([column, key]) => [column, lead.attribution?.[key] ?? null])),
  };
}

function fromRow(row: LeadRow): StoredLead {
  const fields = Object.fromEntries(
    LEAD_FIELDS.map((field) => {
      const value = asText(row[columnOf(field)]);
      return [field, LEAD_FIELD_SPECS[field].required ? (value ?? '') : value];
    }),
  ) as Pick<StoredLead, (typeof LEAD_FIELDS)[number]>;
  return {
    ...fields,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    receivedAt: row.received_at,
    submittedAt: row.submitted_at,
    page: row.page,
    consentVersion: row.consent_version,
    fastFill: row.fast_fill === 1,
    fillMs: row.fill_ms,
    honeypot: row.honeypot === 1,
    channel: row.channel as StoredLead['channel'],
    notifyStatus: row.notify_status as StoredLead['notifyStatus'],
    notifyAttempts: row.notify_attempts,
    notifyError: row.notify_error,
    notifyTriedAt: row.notify_tried_at,
    notifiedAt: row.notified_at,
    attribution: rowAttribution(row),
  };
}

/** The columns the leads table has now (SQLite's own list). */
async function tableColumns(db: D1Database, table: string): Promise<Set<string>> {
  const { results } = await db.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  return new Set(results.map((column) => column.name));
}

const SOURCE_COUNT_BY_KEY =
  // How many of the leads this source sent in the window came no later than this one: the rank of
  // its key among them, the same for every request that carries it.
  'SELECT COUNT(*) AS n FROM (SELECT MIN(rowid) AS first FROM lead_sources WHERE source_hash = ? AND seen_at > ? GROUP BY coalesce(lead_key, rowid)) ' +
  'WHERE first <= (SELECT MIN(rowid) FROM lead_sources WHERE source_hash = ? AND lead_key = ? AND seen_at > ?)';

export function d1Store(db: D1Database): LeadStore {
  const byKey = (key: string) => db.prepare('SELECT * FROM leads WHERE idempotency_key = ?').bind(key);
  return {
    async findByKey(key) {
      const row = await byKey(key).first<LeadRow>();
      return row ? fromRow(row) : null;
    },

    async insert(lead, claim) {
      // One statement: the row is stored whole or not at all, and a key stored already wins.
      const insertInto = (values: Record<string, D1Value>) => {
        const columns = Object.keys(values);
        const sql = `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (idempotency_key) DO NOTHING`;
        return db.prepare(sql).bind(...Object.values(values));
      };
      const values = columnsOf(lead, claim);
      let batch: D1Result<LeadRow>[];
      try {
        batch = await db.batch<LeadRow>([insertInto(values), byKey(lead.idempotencyKey)]);
      } catch (error) {
        // A deployment ahead of its database (a migration not applied) still keeps the lead: stored
        // with the columns the table has, and the operator told in the log which ones it lacks.
        if (!isMissingColumn(error)) throw error;
        const known = await tableColumns(db, 'leads');
        const missing = Object.keys(values).filter((column) => !known.has(column));
        console.error(`Lead ${lead.reference} stored without ${missing.join(', ')}: apply the migrations (npm run leads -- migrate --remote).`);
        const kept = Object.fromEntries(Object.entries(values).filter(([column]) => known.has(column)));
        batch = await db.batch<LeadRow>([insertInto(kept), byKey(lead.idempotencyKey)]);
      }
      const [inserted, found] = batch;
      const row = found?.results[0];
      if (!row) throw new Error('The lead was neither stored nor found by its key.');
      return { lead: fromRow(row), created: (inserted?.meta.changes ?? 0) > 0 };
    },

    async countSource(sourceHash, leadKey, at, since) {
      const note = (withKey: boolean) =>
        withKey
          ? db.prepare('INSERT INTO lead_sources (source_hash, seen_at, lead_key) VALUES (?, ?, ?)').bind(sourceHash, at, leadKey)
          : db.prepare('INSERT INTO lead_sources (source_hash, seen_at) VALUES (?, ?)').bind(sourceHash, at);
      try {
        const [, counted] = await db.batch<{ n: number }>([note(true), db.prepare(SOURCE_COUNT_BY_KEY).bind(sourceHash, since, sourceHash, leadKey, since)]);
        return counted?.results[0]?.n ?? 0;
      } catch (error) {
        if (!isMissingColumn(error)) throw error;
        // Before the migration that keeps the key, every request counts.
        const [, counted] = await db.batch<{ n: number }>([
          note(false),
          db.prepare('SELECT COUNT(*) AS n FROM lead_sources WHERE source_hash = ? AND seen_at > ?').bind(sourceHash, since),
        ]);
        return counted?.results[0]?.n ?? 0;
      }
    },

    async claimPending(limit, triedBefore, claim, now) {
      try {
        const { results } = await db
          .prepare(
            'UPDATE leads SET notify_claim = ?, notify_claimed_until = ? WHERE id IN (' +
              "SELECT id FROM leads WHERE notify_status = 'pending' AND honeypot = 0 AND (notify_claimed_until IS NULL OR notify_claimed_until <= ?) " +
              'AND (notify_tried_at IS NULL OR notify_tried_at < ?) ORDER BY received_at LIMIT ?) RETURNING *',
          )
          .bind(claim.token, claim.until, now, triedBefore, limit)
          .all<LeadRow>();
        return results.map(fromRow).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
      } catch (error) {
        if (!isMissingColumn(error)) throw error;
        // Without the claim's columns no retry is safe from a twin: none until the migration.
        console.error('Lead inbox: pending notifications are not retried until the migrations are applied (npm run leads -- migrate --remote).');
        return [];
      }
    },

    async recordNotification(reference, outcome: NotifyOutcome, token) {
      const [set, values] = outcome.ok
        ? ["notify_status = 'sent', notify_attempts = notify_attempts + 1, notify_error = NULL, notify_tried_at = ?, notified_at = ?", [outcome.at, outcome.at]]
        : [
            'notify_status = ?, notify_attempts = notify_attempts + 1, notify_error = ?, notify_tried_at = ?',
            [outcome.final ? 'failed' : 'pending', outcome.error.slice(0, 500), outcome.at],
          ];
      try {
        // Only the claim's holder records: a lapsed claim another request took is that one's to record.
        await db
          .prepare(`UPDATE leads SET ${set}, notify_claim = NULL, notify_claimed_until = NULL WHERE reference = ? AND notify_claim IS ?`)
          .bind(...values, reference, token)
          .run();
      } catch (error) {
        if (!isMissingColumn(error)) throw error;
        await db
          .prepare(`UPDATE leads SET ${set} WHERE reference = ?`)
          .bind(...values, reference)
          .run();
      }
    },

    async purge(leadsBefore, sourcesBefore) {
      const [leads] = await db.batch([
        db.prepare('DELETE FROM leads WHERE received_at < ?').bind(leadsBefore),
        db.prepare('DELETE FROM lead_sources WHERE seen_at < ?').bind(sourcesBefore),
      ]);
      return leads?.meta.changes ?? 0;
    },
  };
}
