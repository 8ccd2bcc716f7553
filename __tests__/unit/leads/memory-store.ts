import type { LeadStore, NewLead, NotifyClaim, NotifyOutcome, StoredLead } from '@/lib/leads/store';

type Held = StoredLead & { claim: string | null; claimedUntil: string | null };

/**
 * A LeadStore in memory for the handler's unit tests, with D1's semantics where they matter: a
 * key stored already wins, a clashing reference fails like a UNIQUE constraint, a claim is taken
 * whole or not at all, only its holder records, and `failNext` makes the next write throw (a
 * database that is down). The D1 store itself is proven against the real runtime in lead-inbox.spec.ts.
 */
export class MemoryStore implements LeadStore {
  readonly leads: Held[] = [];
  readonly sources: { hash: string; key: string; at: string }[] = [];
  failNext = false;

  private check() {
    if (!this.failNext) return;
    this.failNext = false;
    throw new Error('D1_ERROR: database unavailable');
  }

  async findByKey(key: string) {
    return this.leads.find((lead) => lead.idempotencyKey === key) ?? null;
  }

  async insert(lead: NewLead, claim: NotifyClaim | null) {
    this.check();
    // One step, as D1's single statement is: no other insert runs between the look and the write.
    const known = this.leads.find((stored) => stored.idempotencyKey === lead.idempotencyKey);
    if (known) return { lead: known, created: false };
    if (this.leads.some((stored) => stored.reference === lead.reference)) throw new Error('UNIQUE constraint failed: leads.reference');
    const stored: Held = {
      ...lead,
      notifyAttempts: 0,
      notifyError: null,
      notifyTriedAt: null,
      notifiedAt: null,
      claim: claim?.token ?? null,
      claimedUntil: claim?.until ?? null,
    };
    this.leads.push(stored);
    return { lead: stored, created: true };
  }

  async countSource(hash: string, key: string, at: string, since: string) {
    this.sources.push({ hash, key, at });
    const inWindow = this.sources.filter((source) => source.hash === hash && source.at > since);
    const firsts = [...new Set(inWindow.map((source) => source.key))];
    return firsts.indexOf(key) + 1;
  }

  async claimPending(limit: number, triedBefore: string, claim: NotifyClaim, now: string) {
    const free = this.leads.filter(
      (lead) =>
        lead.notifyStatus === 'pending' &&
        !lead.honeypot &&
        (!lead.claimedUntil || lead.claimedUntil <= now) &&
        (!lead.notifyTriedAt || lead.notifyTriedAt < triedBefore),
    );
    const taken = free.slice(0, limit);
    for (const lead of taken) Object.assign(lead, { claim: claim.token, claimedUntil: claim.until });
    return taken.map((lead) => ({ ...lead }));
  }

  async recordNotification(reference: string, outcome: NotifyOutcome, token: string | null) {
    const lead = this.leads.find((stored) => stored.reference === reference && stored.claim === token);
    if (!lead) return;
    lead.notifyAttempts += 1;
    lead.notifyTriedAt = outcome.at;
    Object.assign(lead, { claim: null, claimedUntil: null });
    if (outcome.ok) Object.assign(lead, { notifyStatus: 'sent', notifyError: null, notifiedAt: outcome.at });
    else Object.assign(lead, { notifyStatus: outcome.final ? 'failed' : 'pending', notifyError: outcome.error });
  }

  async purge(leadsBefore: string, sourcesBefore: string) {
    const before = this.leads.length;
    this.leads.splice(0, this.leads.length, ...this.leads.filter((lead) => lead.receivedAt >= leadsBefore));
    this.sources.splice(0, this.sources.length, ...this.sources.filter((source) => source.at >= sourcesBefore));
    return before - this.leads.length;
  }
}
