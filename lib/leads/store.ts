import type { Attribution } from '@/lib/attribution/attribution';
import type { StoredFields } from '@/lib/lead/fields';

// Where the lead inbox keeps leads: an interface small enough to put over another database
// (functions/ ships Cloudflare D1, lib/leads/d1-store.ts), so the handler does not know which.

/** How a lead reached the inbox: the form with JavaScript (JSON) or without it (a form post). */
export type LeadChannel = 'json' | 'form';

/**
 * Whether the company has been told: 'pending' (not yet, or a failed try to be retried),
 * 'sent', 'failed' (gave up after the last retry), 'skipped' (the honeypot: kept apart, never
 * notified), 'off' (no notification channel is configured).
 */
export type NotifyStatus = 'pending' | 'sent' | 'failed' | 'skipped' | 'off';

/** What the inbox stores: the lead's fields (lib/lead/fields.ts), when it arrived, and how. */
export type NewLead = StoredFields & {
  reference: string;
  idempotencyKey: string;
  receivedAt: string;
  submittedAt: string | null;
  page: string;
  consentVersion: string;
  fastFill: boolean;
  fillMs: number | null;
  honeypot: boolean;
  channel: LeadChannel;
  notifyStatus: NotifyStatus;
  /** What brought the visit (docs/leads.md#what-brought-the-lead), or null. */
  attribution: Attribution | null;
};

export type StoredLead = NewLead & { notifyAttempts: number; notifyError: string | null; notifyTriedAt: string | null; notifiedAt: string | null };

export type NotifyOutcome = { ok: true; at: string } | { ok: false; at: string; error: string; final: boolean };

/**
 * A hold on a lead's notification: whoever holds it sends it and records the outcome, and nobody
 * else sends it until `until` (an ISO time) has passed, which only a send that never finished lets happen.
 */
export type NotifyClaim = { token: string; until: string };

export interface LeadStore {
  /** The lead stored under this idempotency key, if any. */
  findByKey(idempotencyKey: string): Promise<StoredLead | null>;
  /**
   * Stores the lead in one statement, unless its key is already stored: then the stored one
   * is returned with `created: false` and nothing changes. Either the whole lead is stored or nothing.
   * A new lead to be notified is stored already held by `claim`: no retry sends it while its first send is in flight.
   */
  insert(lead: NewLead, claim: NotifyClaim | null): Promise<{ lead: StoredLead; created: boolean }>;
  /**
   * Notes one request from a source (a salted hash, never the address) for the lead it carries
   * (its idempotency key), and returns how many of that source's leads in the window since `since`
   * came no later than this one. The retries of one lead count once, and all get the same answer.
   */
  countSource(sourceHash: string, leadKey: string, at: string, since: string): Promise<number>;
  /**
   * Claims, in one statement, up to `limit` leads whose notification is pending, that nobody holds
   * (or whose hold lapsed before `now`) and that were last tried before `triedBefore`; oldest first.
   */
  claimPending(limit: number, triedBefore: string, claim: NotifyClaim, now: string): Promise<StoredLead[]>;
  /** Records the result of one try to notify the company, and lets the lead go: only as the holder of `token` (null: unclaimed). */
  recordNotification(reference: string, outcome: NotifyOutcome, token: string | null): Promise<void>;
  /** Deletes leads received before `leadsBefore` and source records before `sourcesBefore`; returns the leads deleted. */
  purge(leadsBefore: string, sourcesBefore: string): Promise<number>;
}
