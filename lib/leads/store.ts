import type { Attribution } from '@/lib/attribution/attribution';
import type { VisitPeriod } from '@/lib/lead/visit';

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

/** What the inbox stores: what the form sends, when it arrived, and the notice the visitor saw. */
export type NewLead = {
  reference: string;
  idempotencyKey: string;
  receivedAt: string;
  submittedAt: string | null;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string;
  visitDate: string | null;
  visitPeriod: VisitPeriod | null;
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

export interface LeadStore {
  /** The lead stored under this idempotency key, if any. */
  findByKey(idempotencyKey: string): Promise<StoredLead | null>;
  /**
   * Stores the lead in one statement, unless its key is already stored: then the stored one
   * is returned with `created: false` and nothing changes. Either the whole lead is stored or nothing.
   */
  insert(lead: NewLead): Promise<{ lead: StoredLead; created: boolean }>;
  /** Notes one request from a source (a salted hash, never the address) and counts its requests since `since`. */
  countSource(sourceHash: string, at: string, since: string): Promise<number>;
  /** Records the result of one try to notify the company. */
  recordNotification(reference: string, outcome: NotifyOutcome): Promise<void>;
  /** Leads whose notification is still pending, oldest first, last tried before `triedBefore`. */
  pendingNotifications(limit: number, triedBefore: string): Promise<StoredLead[]>;
  /** Deletes leads received before `leadsBefore` and source records before `sourcesBefore`; returns the leads deleted. */
  purge(leadsBefore: string, sourcesBefore: string): Promise<number>;
}
