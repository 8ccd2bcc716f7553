import type { Attribution } from '@/lib/attribution/attribution';
import type { LeadStore, NewLead, NotifyOutcome, StoredLead } from './store';

// The lead store on Cloudflare D1 (SQLite), the schema of functions/migrations/. Only the
// part of D1's API used here is typed, so the project needs no Workers type package.

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

/** A row of the leads table as D1 returns it (and `wrangler d1 execute --json` prints it). */
export type LeadRow = {
  reference: string;
  idempotency_key: string;
  received_at: string;
  submitted_at: string | null;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string;
  visit_date: string | null;
  visit_period: string | null;
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
};

/** The attribution's columns, in the order of ATTRIBUTION_FIELDS. */
const ATTRIBUTION_COLUMNS = [
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
] as const satisfies readonly (readonly [keyof LeadRow, keyof Attribution])[];

/** A row's attribution, or null when it has none (a lead without JavaScript, an older row). */
export function rowAttribution(row: LeadRow): Attribution | null {
  const entries = ATTRIBUTION_COLUMNS.map(([column, key]) => [key, row[column] ?? null] as const);
  if (entries.every(([, value]) => value === null)) return null;
  return Object.fromEntries(entries) as Attribution;
}

const BASE_COLUMNS = [
  'reference',
  'idempotency_key',
  'received_at',
  'submitted_at',
  'name',
  'email',
  'phone',
  'service',
  'message',
  'visit_date',
  'visit_period',
  'page',
  'consent_version',
  'fast_fill',
  'fill_ms',
  'honeypot',
  'channel',
  'notify_status',
] as const;

const COLUMNS = [...BASE_COLUMNS, ...ATTRIBUTION_COLUMNS.map(([column]) => column)] as const;

/**
 * D1's answer to an INSERT naming a column the table lacks: the attribution's migration
 * (0003) not yet applied to the database this deployment writes to.
 */
const MISSING_COLUMN = /no column named|no such column/i;

function values(lead: NewLead): D1Value[] {
  return [
    lead.reference,
    lead.idempotencyKey,
    lead.receivedAt,
    lead.submittedAt,
    lead.name,
    lead.email,
    lead.phone,
    lead.service,
    lead.message,
    lead.visitDate,
    lead.visitPeriod,
    lead.page,
    lead.consentVersion,
    lead.fastFill ? 1 : 0,
    lead.fillMs,
    lead.honeypot ? 1 : 0,
    lead.channel,
    lead.notifyStatus,
    ...ATTRIBUTION_COLUMNS.map(([, key]) => lead.attribution?.[key] ?? null),
  ];
}

function fromRow(row: LeadRow): StoredLead {
  return {
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    receivedAt: row.received_at,
    submittedAt: row.submitted_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service as StoredLead['service'],
    message: row.message,
    visitDate: row.visit_date,
    visitPeriod: row.visit_period as StoredLead['visitPeriod'],
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

export function d1Store(db: D1Database): LeadStore {
  const byKey = (key: string) => db.prepare('SELECT * FROM leads WHERE idempotency_key = ?').bind(key);
  return {
    async findByKey(key) {
      const row = await byKey(key).first<LeadRow>();
      return row ? fromRow(row) : null;
    },

    async insert(lead) {
      // One statement: the row is stored whole or not at all, and a key stored already wins.
      const insertInto = (columns: readonly string[]) =>
        db
          .prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (idempotency_key) DO NOTHING`)
          .bind(...values(lead).slice(0, columns.length));
      let batch: D1Result<LeadRow>[];
      try {
        batch = await db.batch<LeadRow>([insertInto(COLUMNS), byKey(lead.idempotencyKey)]);
      } catch (error) {
        // A deployment ahead of its database (the attribution's migration not applied) still
        // keeps the lead: stored without what brought it, and the operator told in the log.
        if (!MISSING_COLUMN.test(String(error))) throw error;
        console.error(`Lead ${lead.reference} stored without its attribution: apply the migrations (npm run leads -- migrate --remote). ${String(error)}`);
        batch = await db.batch<LeadRow>([insertInto(BASE_COLUMNS), byKey(lead.idempotencyKey)]);
      }
      const [inserted, found] = batch;
      const row = found?.results[0];
      if (!row) throw new Error('The lead was neither stored nor found by its key.');
      return { lead: fromRow(row), created: (inserted?.meta.changes ?? 0) > 0 };
    },

    async countSource(sourceHash, at, since) {
      const [, counted] = await db.batch<{ n: number }>([
        db.prepare('INSERT INTO lead_sources (source_hash, seen_at) VALUES (?, ?)').bind(sourceHash, at),
        db.prepare('SELECT COUNT(*) AS n FROM lead_sources WHERE source_hash = ? AND seen_at > ?').bind(sourceHash, since),
      ]);
      return counted?.results[0]?.n ?? 0;
    },

    async recordNotification(reference, outcome: NotifyOutcome) {
      const statement = outcome.ok
        ? db
            .prepare(
              "UPDATE leads SET notify_status = 'sent', notify_attempts = notify_attempts + 1, notify_error = NULL, notify_tried_at = ?, notified_at = ? WHERE reference = ?",
            )
            .bind(outcome.at, outcome.at, reference)
        : db
            .prepare('UPDATE leads SET notify_status = ?, notify_attempts = notify_attempts + 1, notify_error = ?, notify_tried_at = ? WHERE reference = ?')
            .bind(outcome.final ? 'failed' : 'pending', outcome.error.slice(0, 500), outcome.at, reference);
      await statement.run();
    },

    async pendingNotifications(limit, triedBefore) {
      const { results } = await db
        .prepare("SELECT * FROM leads WHERE notify_status = 'pending' AND (notify_tried_at IS NULL OR notify_tried_at < ?) ORDER BY received_at LIMIT ?")
        .bind(triedBefore, limit)
        .all<LeadRow>();
      return results.map(fromRow);
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
