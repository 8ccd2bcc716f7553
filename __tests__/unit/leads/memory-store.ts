import type { LeadStore, NewLead, NotifyOutcome, StoredLead } from '@/lib/leads/store';

/**
 * A LeadStore in memory for the handler's unit tests, with D1's semantics where they matter: a
 * key stored already wins, a clashing reference fails like a UNIQUE constraint, and `failNext`
 * makes the next write throw (a database that is down). The D1 store itself is proven against
 * the real runtime in lead-inbox.spec.ts.
 */
export class MemoryStore implements LeadStore {
  readonly leads: StoredLead[] = [];
  readonly sources: { hash: string; at: string }[] = [];
  failNext = false;

  private check() {
    if (!this.failNext) return;
    this.failNext = false;
    throw new Error('D1_ERROR: database unavailable');
  }

  async findByKey(key: string) {
    return this.leads.find((lead) => lead.idempotencyKey === key) ?? null;
  }

  async insert(lead: NewLead) {
    this.check();
    const known = await this.findByKey(lead.idempotencyKey);
    if (known) return { lead: known, created: false };
    if (this.leads.some((stored) => stored.reference === lead.reference)) throw new Error('UNIQUE constraint failed: leads.reference');
    const stored: StoredLead = { ...lead, notifyAttempts: 0, notifyError: null, notifyTriedAt: null, notifiedAt: null };
    this.leads.push(stored);
    return { lead: stored, created: true };
  }

  async countSource(hash: string, at: string, since: string) {
    this.sources.push({ hash, at });
    return this.sources.filter((source) => source.hash === hash && source.at > since).length;
  }

  async recordNotification(reference: string, outcome: NotifyOutcome) {
    const lead = this.leads.find((stored) => stored.reference === reference);
    if (!lead) return;
    lead.notifyAttempts += 1;
    lead.notifyTriedAt = outcome.at;
    if (outcome.ok) Object.assign(lead, { notifyStatus: 'sent', notifyError: null, notifiedAt: outcome.at });
    else Object.assign(lead, { notifyStatus: outcome.final ? 'failed' : 'pending', notifyError: outcome.error });
  }

  async pendingNotifications(limit: number, triedBefore: string) {
    return this.leads.filter((lead) => lead.notifyStatus === 'pending' && (!lead.notifyTriedAt || lead.notifyTriedAt < triedBefore)).slice(0, limit);
  }

  async purge(leadsBefore: string, sourcesBefore: string) {
    const before = this.leads.length;
    this.leads.splice(0, this.leads.length, ...this.leads.filter((lead) => lead.receivedAt >= leadsBefore));
    this.sources.splice(0, this.sources.length, ...this.sources.filter((source) => source.at >= sourcesBefore));
    return before - this.leads.length;
  }
}
