import { LEAD_DRAFT_DEBOUNCE_MS, LEAD_MESSAGE_MAX, LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { cleanText } from '@/lib/lead/clean-text';
import { clearDraft, DRAFT_KEY, writeDraft } from './draft-key';
import { readDraft, readReceipt, RECEIPT_KEY, writeReceipt, type Draft, type StoredAttempt } from './draft-storage';
import { fieldId, isLeadEmpty, LEAD_FIELDS, type FieldTimes, type LeadField, type LeadFields } from '@/lib/lead/fields';
import { firstName, type ValidLead } from '@/lib/lead/lead';
import { buildLeadPayload, leadWhatsAppText, messageLength, validateField, validateLead, visitText } from './lead-model';
import type { LeadState, LeadStatus, LeadStore } from './lead-store';
import { maskPhone } from '@/lib/phone/phone';
import type { LeadPrefill } from './lead-channel';
import { mergePrefill, type PrefillOutcome } from './prefill-merge';
import { attemptFor, deliver, preloadDelivery } from './delivery';

// Everything the contact form does beyond showing its fields, loaded on first use (focus, a
// stored draft, another tab's edit, a prefill, a submit) so the home page's first load stays
// small: the draft and its sync between tabs, validation, delivery and the WhatsApp hand-off.

export { maskPhone };
export { PrefillNotice, StatusActions, StatusText } from './lead-status';
export { messageLength, visitDays } from './lead-model';

const IDLE: LeadStatus = { kind: 'idle' };

/** The fields with, for each, whichever of the two was edited last. */
function mergeDrafts(fields: LeadFields, edits: FieldTimes, stored: Draft) {
  const merged = { fields: { ...fields }, edits: { ...edits }, changed: false, newerHere: false };
  for (const field of LEAD_FIELDS) {
    if (stored.edited[field] > edits[field]) {
      merged.changed ||= stored.fields[field] !== fields[field];
      merged.fields[field] = stored.fields[field];
      merged.edits[field] = stored.edited[field];
    } else if (fields[field] !== stored.fields[field]) {
      merged.newerHere = true;
    }
  }
  return merged;
}

const newer = (a?: StoredAttempt, b?: StoredAttempt) => (!a || (b && b.submittedAt > a.submittedAt) ? b : a);

/** The wa.me link carrying what the form holds now. */
export function whatsappHref(fields: LeadFields): string {
  return buildWhatsAppLink(leadWhatsAppText(fields));
}

export class LeadController {
  private attempt: StoredAttempt | undefined;
  /** Fields shown as invalid once are checked again on every change. */
  private readonly watched = new Set<LeadField>();
  /** When the send in flight started: a stored edit after it was made elsewhere and not sent. */
  private sentAt = 0;
  /** What the send in flight carries; null once it is settled, here or by another tab. */
  private flight: { key: string; fields: LeadFields } | null = null;
  /** What waits for the request in flight: another tab's edits, a prefill. */
  private readonly afterSend: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending = false;
  /** When this tab last agreed with the stored draft. */
  private syncedAt = 0;
  /** Some content came from a stored draft, so how fast this page was filled says nothing. */
  private fromStorage = false;
  private simulation: string | undefined;
  private readonly origin = window.location.origin;

  /**
   * `store`: the form's state, which the island renders; `endpoint`: where leads go ('' for the
   * WhatsApp hand-off); `readyAt`: when the form became interactive (Date.now()).
   */
  constructor(
    private readonly store: LeadStore,
    private readonly endpoint: string,
    private readonly readyAt: number,
  ) {
    window.addEventListener('storage', this.onStorage);
    window.addEventListener('pagehide', this.flush);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.sync();
    this.maskTypedPhone();
    if (endpoint) preloadDelivery();
  }

  private get state(): LeadState {
    return this.store.get();
  }

  /** A lead is on its way: the store's status says so, for the island and for this controller alike. */
  private get sending(): boolean {
    return this.state.status.kind === 'sending';
  }

  private put(fields: LeadFields, edits: FieldTimes) {
    this.store.dispatch({ type: 'put', fields, edits });
  }

  private setStatus(status: LeadStatus) {
    this.store.dispatch({ type: 'status', status });
  }

  /** A phone typed or autofilled before this code arrived gets the mask it would have had. */
  private maskTypedPhone() {
    const { fields, edits } = this.state;
    const phone = fields.phone;
    const masked = maskPhone(phone);
    const input = document.getElementById(fieldId('phone'));
    const typing = input instanceof HTMLInputElement && document.activeElement === input && input.selectionStart !== input.value.length;
    if (masked !== phone && !typing) this.put({ ...fields, phone: masked }, edits);
  }

  dispose() {
    window.removeEventListener('storage', this.onStorage);
    window.removeEventListener('pagehide', this.flush);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.flush();
  }

  /** The visitor changed a field. */
  edited(field: LeadField) {
    this.recheck(field);
    if (field === 'message' || field === 'service') this.showNotice(null);
    this.schedule();
  }

  /** 'Enviar mensagem': validate, then hand the lead to WhatsApp (no endpoint) or deliver it. */
  async submit(trapFilled: boolean) {
    if (this.sending) return;
    const { fields: sent, status } = this.state;
    // A second click right after a success meets the emptied form: the confirmation stays.
    if (status.kind === 'sent' && isLeadEmpty(sent, this.state.preset)) return;
    const result = validateLead(sent);
    if (!result.ok) {
      for (const field of Object.keys(result.errors) as LeadField[]) this.watched.add(field);
      // The island moves the focus to the first wrong field once its message is on the page.
      return this.store.dispatch({ type: 'invalid', errors: result.errors, status: IDLE, first: result.first });
    }
    // The specification's behaviour, kept with an endpoint too (docs/leads.md says so).
    console.log('Formulário de contato enviado:', { ...sent });
    this.store.dispatch({ type: 'errors', errors: {} });
    this.showNotice(null);
    if (!this.endpoint) return this.setStatus({ kind: 'ready' });
    // Only a program fills the hidden field: nothing is sent, and no one is told it was.
    if (trapFilled) return this.setStatus({ kind: 'failed', reason: 'bot' });

    this.sentAt = Date.now();
    const fillMs = this.fromStorage ? null : Math.max(0, Math.round(this.sentAt - this.readyAt));
    const attempt = this.attemptFor(result.lead, fillMs);
    this.attempt = attempt;
    // Another tab delivered this very lead a moment ago, and its storage events are still on their
    // way here: its receipt is already readable. That delivery is what the visitor is told.
    if (this.deliveredElsewhere(attempt.idempotencyKey, sent, true)) return;
    this.setStatus({ kind: 'sending' });
    // At once, not debounced: a reload or another tab must find this attempt's key.
    this.save();
    this.flight = { key: attempt.idempotencyKey, fields: sent };
    const outcome = await deliver(this.endpoint, buildLeadPayload(result.lead, attempt));
    // Another tab delivered this very lead meanwhile, and this one already says so.
    if (this.flight?.key !== attempt.idempotencyKey) return;
    this.flight = null;
    if (outcome.ok) {
      writeReceipt({ key: attempt.idempotencyKey, reference: outcome.reference, at: Date.now() });
      this.delivered(sent, { reference: outcome.reference, visit: outcome.visit, thank: true });
    } else if (this.deliveredElsewhere(attempt.idempotencyKey, sent, true)) {
      // A failure here, but another tab had it delivered: that is what the visitor is told.
    } else if (outcome.fields) this.refused(outcome.fields);
    else this.setStatus({ kind: 'failed', reason: outcome.reason });
    for (const task of this.afterSend.splice(0)) task();
  }

  /**
   * When another tab delivered the lead with this key (its receipt), this tab says so too and
   * empties what was sent, instead of a failure over a draft it no longer has. True when it did.
   * `thank`: the visitor pressed send in this tab, so it thanks them as if it had delivered it.
   */
  private deliveredElsewhere(key: string | undefined, sent: LeadFields, thank: boolean): boolean {
    const receipt = readReceipt();
    if (!key || receipt?.key !== key) return false;
    this.delivered(sent, { reference: receipt.reference, thank });
    return true;
  }

  /**
   * The attempt this tab sends `lead` with: the one already made for this content (here, or by
   * another tab, read from storage now), else a new one (attemptFor).
   */
  private attemptFor(lead: ValidLead, fillMs: number | null) {
    return attemptFor(
      lead,
      [readDraft(this.origin)?.attempt, this.attempt],
      { fillMs, fastFill: fillMs !== null && fillMs < LEAD_MIN_FILL_MS },
      this.state.edits,
    );
  }

  /**
   * Another tab wrote a receipt: if it is for the lead this tab has in flight, or holds (idle, or
   * after its own send failed), that lead is settled, and this tab says so: never a form emptied
   * under the visitor, with errors at their next click. An edit made here since is another lead, kept.
   */
  private onReceipt() {
    const flight = this.flight;
    if (flight) {
      if (!this.deliveredElsewhere(flight.key, flight.fields, true)) return;
      this.flight = null;
      for (const task of this.afterSend.splice(0)) task();
    } else {
      const { fields } = this.state;
      const checked = validateLead(fields);
      // Not sent from here just now: the form stays, with the small confirmation.
      if (checked.ok) this.deliveredElsewhere(this.attemptFor(checked.lead, null).idempotencyKey, fields, false);
    }
  }

  /** 'Limpar': the form and the draft are emptied, here and in the other tabs. */
  clear() {
    clearTimeout(this.timer);
    this.pending = false;
    this.attempt = undefined;
    this.simulation = undefined;
    this.watched.clear();
    clearDraft();
    this.syncedAt = Date.now();
    this.store.dispatch({ type: 'empty' });
    this.setStatus({ kind: 'cleared' });
    this.showNotice(null);
  }

  /** 'Quero este orçamento': the simulation joins what the visitor typed, and says how. */
  prefill(prefill: LeadPrefill) {
    if (this.sending) return void this.afterSend.push(() => this.prefill(prefill));
    const merged = mergePrefill(this.state.fields, prefill, this.simulation);
    // Over the limit with the summary: say so at once, with by how much.
    const over = messageLength(merged.after.message) - LEAD_MESSAGE_MAX;
    const outcome: PrefillOutcome = { ...merged, previousSimulation: this.simulation, ...(over > 0 && { over }) };
    this.simulation = prefill.message.trim();
    if (over > 0) this.watched.add('message');
    this.change(outcome.after);
    this.showNotice(outcome);
  }

  /** Takes the simulation's service instead of the one the visitor had chosen. */
  useSuggestedService() {
    const { notice } = this.state;
    if (!notice?.suggested) return;
    this.change({ service: notice.suggested });
    this.showNotice({ ...notice, service: 'set', after: { ...notice.after, service: notice.suggested } });
  }

  /** Puts message and service back as they were before the simulation. */
  undoPrefill() {
    const { notice } = this.state;
    if (!notice) return;
    this.change(notice.before);
    // The message is back to what it held before: with the simulation it had then, if any.
    this.simulation = notice.previousSimulation;
    this.showNotice({ ...notice, undone: true });
  }

  private change(changes: Partial<LeadFields>) {
    const fields = { ...this.state.fields };
    const edits = { ...this.state.edits };
    const now = Date.now();
    for (const [field, value] of Object.entries(changes) as [LeadField, string][]) {
      if (fields[field] === value) continue;
      fields[field] = value;
      edits[field] = now;
    }
    this.put(fields, edits);
    for (const field of Object.keys(changes) as LeadField[]) this.recheck(field);
    this.schedule();
  }

  private showNotice(notice: PrefillOutcome | null) {
    this.store.dispatch({ type: 'notice', notice });
  }

  /** Checks a watched field again; the visit's day and period are one rule, so each rechecks both. */
  private recheck(field: LeadField) {
    const { fields } = this.state;
    const linked: readonly LeadField[] = field === 'visitDate' || field === 'visitPeriod' ? ['visitDate', 'visitPeriod'] : [field];
    for (const each of linked) {
      if (!this.watched.has(each)) continue;
      const error = validateField(each, fields[each], fields);
      this.store.dispatch({ type: 'fieldError', field: each, error });
    }
  }

  /**
   * Delivered: the draft goes, unless another tab changed it meanwhile (that is not sent yet). With
   * the inbox's reference, a send from this tab ends in the thank-you, in place of the emptied form.
   */
  private delivered(sent: LeadFields, { reference, visit, thank }: { reference?: string; visit?: string; thank: boolean }) {
    const stored = readDraft(this.origin);
    // Only edits another tab made while the lead was on its way were not sent. A stored draft that
    // merely lags behind the form (storage filled up after a save) is what was delivered: it goes.
    const changedElsewhere = stored && LEAD_FIELDS.some((field) => stored.edited[field] > this.sentAt && stored.fields[field] !== sent[field]);
    const emptied = !(stored && changedElsewhere);
    if (!emptied) {
      this.adopt(stored);
    } else {
      clearTimeout(this.timer);
      this.pending = false;
      clearDraft();
      this.attempt = undefined;
      this.simulation = undefined;
      this.watched.clear();
      this.store.dispatch({ type: 'empty' });
    }
    this.syncedAt = Date.now();
    const thanks = thank && emptied && reference ? { name: firstName(cleanText(sent.name)), visit: visitText(sent.visitDate, sent.visitPeriod) } : null;
    this.store.dispatch({ type: 'thanks', thanks });
    this.setStatus({ kind: 'sent', reference, visit });
  }

  /** 'Enviar outra mensagem': the empty form again (the draft went with the delivery). */
  another() {
    if (isLeadEmpty(this.state.fields, this.state.preset)) clearDraft();
    this.store.dispatch({ type: 'another' });
  }

  /** The server refused fields this page let through (an outdated page): they show its messages. */
  private refused(fields: Partial<Record<LeadField, string>>) {
    const named = Object.keys(fields) as LeadField[];
    for (const field of named) this.watched.add(field);
    const first = LEAD_FIELDS.find((field) => fields[field]);
    const status: LeadStatus = { kind: 'failed', reason: 'invalid' };
    if (first) return this.store.dispatch({ type: 'invalid', errors: fields, status, first });
    this.store.dispatch({ type: 'errors', errors: fields });
    this.setStatus(status);
  }

  /** Takes from a stored draft each field edited there after it was edited here. */
  private adopt(stored: Draft): boolean {
    const merged = mergeDrafts(this.state.fields, this.state.edits, stored);
    if (merged.changed) {
      this.fromStorage = true;
      this.put(merged.fields, merged.edits);
      for (const field of LEAD_FIELDS) this.recheck(field);
    }
    this.attempt = newer(this.attempt, stored.attempt);
    return merged.newerHere;
  }

  private onStorage = (event: StorageEvent) => {
    if (event.key === RECEIPT_KEY) return this.onReceipt();
    if (event.key !== DRAFT_KEY && event.key !== null) return;
    if (this.sending) this.afterSend.push(() => this.sync());
    else this.sync();
  };

  /** Brings this tab in step with the stored draft (on load, and when another tab changes it). */
  private sync() {
    const stored = readDraft(this.origin);
    if (stored === undefined) return this.store.dispatch({ type: 'storage', ok: false });
    if (stored) {
      if (this.adopt(stored)) this.schedule();
    } else {
      this.dropSynced();
    }
    this.syncedAt = Date.now();
  }

  /** The draft was delivered or cleared in another tab: what this tab had saved goes too. */
  private dropSynced() {
    const fields = { ...this.state.fields };
    const edits = { ...this.state.edits };
    let kept = false;
    let changed = false;
    for (const field of LEAD_FIELDS) {
      if (edits[field] > this.syncedAt) kept = true;
      else if (fields[field] || edits[field]) {
        fields[field] = '';
        edits[field] = 0;
        changed = true;
      }
    }
    this.attempt = undefined;
    if (changed) this.put(fields, edits);
    if (kept) this.schedule();
  }

  private schedule() {
    this.pending = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.save(), LEAD_DRAFT_DEBOUNCE_MS);
  }

  private flush = () => {
    if (this.pending) this.save();
  };

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') this.flush();
  };

  /**
   * Writes the draft, newest edit per field. While a lead is on its way the form shows
   * exactly what is being sent, so another tab's newer edits are kept in storage only.
   */
  private save() {
    clearTimeout(this.timer);
    this.pending = false;
    const stored = readDraft(this.origin);
    let { fields, edits } = this.state;
    if (stored && this.sending) {
      ({ fields, edits } = mergeDrafts(fields, edits, stored));
    } else if (stored) {
      this.adopt(stored);
      ({ fields, edits } = this.state);
    }
    const ok = isLeadEmpty(fields, this.state.preset) ? clearDraft() : writeDraft({ fields, edited: edits, attempt: this.attempt });
    this.store.dispatch({ type: 'storage', ok });
    this.syncedAt = Date.now();
  }
}
