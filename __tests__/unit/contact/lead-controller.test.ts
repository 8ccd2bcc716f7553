import { clearDraft, DRAFT_KEY, writeDraft } from '@/components/contact/draft-key';
import { RECEIPT_KEY, writeReceipt, type StoredAttempt } from '@/components/contact/draft-storage';
import { EMPTY_LEAD, LEAD_FIELDS, type FieldTimes, type LeadFields } from '@/lib/lead/fields';
import { LeadController } from '@/components/contact/lead-controller';
import { createLeadStore } from '@/components/contact/lead-store';
import { attemptFor } from '@/components/contact/delivery';
import { validateLead } from '@/components/contact/lead-model';

// The controller in one tab while another tab of the same browser sends the same draft. The other
// tab is played by hand, through the storage it shares with this one: what it writes, and the
// `storage` event this tab gets for each write (a browser never sends a tab its own events).

const ENDPOINT = 'https://leads.example.com/contato';
const REFERENCE = 'K7M2-9QXD';
const MARIA: LeadFields = {
  ...EMPTY_LEAD,
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '(43) 99999-0000',
  message: 'Casa em Londrina, conta média de R$ 450.',
};

/** When the visitor typed the draft both tabs hold: each field's edit time, the same in both. */
const TYPED = Date.now() - 120_000;
const EDITED = Object.fromEntries(LEAD_FIELDS.map((field) => [field, TYPED])) as FieldTimes;

/** Another tab writes `key` (or removes it); this tab hears of it unless the event is still on its way. */
function otherTabWrites(key: string, write: () => void, heard = true) {
  write();
  if (heard) window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
}

/** The other tab starts sending the draft: saved with its attempt, as its submit does. */
function otherTabStartsSending(fields: LeadFields, heard = true): StoredAttempt {
  const checked = validateLead(fields);
  if (!checked.ok) throw new Error('the other tab sends a valid lead');
  const attempt = attemptFor(checked.lead, [], { fillMs: null, fastFill: false }, EDITED);
  otherTabWrites(DRAFT_KEY, () => writeDraft({ fields, edited: EDITED, attempt }), heard);
  return attempt;
}

/** The inbox answered the other tab: it leaves its receipt, then clears the draft it delivered. */
function otherTabDelivered(attempt: StoredAttempt, heard = true) {
  otherTabWrites(RECEIPT_KEY, () => writeReceipt({ key: attempt.idempotencyKey, reference: REFERENCE, at: Date.now() }), heard);
  otherTabWrites(DRAFT_KEY, clearDraft, heard);
}

const controllers: LeadController[] = [];

/** A tab opened on what is stored (its controller restores the draft as it loads). */
function openTab() {
  const store = createLeadStore();
  const controller = new LeadController(store, ENDPOINT, TYPED);
  controllers.push(controller);
  return { store, controller };
}

/** This tab, opened on the draft the visitor typed. */
function tabWithDraft(fields: LeadFields) {
  writeDraft({ fields, edited: EDITED });
  const tab = openTab();
  expect(tab.store.get().fields).toEqual(fields);
  return tab;
}

const answer = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response;
const sentKeys = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']);

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'log').mockImplementation(() => {});
  fetchMock = jest.fn(async () => answer({ ok: true, reference: 'NOVA-0001' }));
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
  jest.restoreAllMocks();
});

describe('LeadController: another tab sends the same draft', () => {
  it('a tab holding the draft the other tab delivered says it was delivered, with its reference; a click there sends nothing; a new message goes with a new key', async () => {
    const { store, controller } = tabWithDraft(MARIA);
    const attempt = otherTabStartsSending(MARIA);
    otherTabDelivered(attempt);

    expect(store.get().status).toEqual({ kind: 'sent', reference: REFERENCE });
    expect(store.get().fields).toEqual(EMPTY_LEAD);
    // The visitor's click, a moment later: never an empty form with errors, and nothing sent again.
    await controller.submit(false);
    expect(store.get().status).toEqual({ kind: 'sent', reference: REFERENCE });
    expect(store.get().errors).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();

    // Another message, typed here afterwards, is a new lead.
    const at = Date.now();
    for (const field of ['name', 'email', 'phone'] as const) store.dispatch({ type: 'edit', field, value: MARIA[field], at });
    store.dispatch({ type: 'edit', field: 'message', value: 'Outra pergunta: vocês limpam placas?', at });
    await controller.submit(false);
    expect(store.get().status).toEqual({ kind: 'sent', reference: 'NOVA-0001' });
    expect(sentKeys()).toHaveLength(1);
    expect(sentKeys()[0]).not.toBe(attempt.idempotencyKey);
  });

  it('a click that lands after the other tab delivered, before any of its storage events reached this tab, sends nothing and says it was delivered', async () => {
    const { store, controller } = tabWithDraft(MARIA);
    const attempt = otherTabStartsSending(MARIA, false);
    otherTabDelivered(attempt, false);

    await controller.submit(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get().status).toEqual({ kind: 'sent', reference: REFERENCE });
    expect(store.get().fields).toEqual(EMPTY_LEAD);
  });

  it('an edit made here while the other tab was sending is not what it delivered: it stays, and nothing claims it was sent', async () => {
    const { store, controller } = tabWithDraft(MARIA);
    const attempt = otherTabStartsSending(MARIA);
    store.dispatch({ type: 'edit', field: 'message', value: 'Mudei de ideia: quero energia por assinatura.', at: Date.now() + 1 });
    controller.edited('message');
    otherTabDelivered(attempt);

    expect(store.get().status.kind).toBe('idle');
    expect(store.get().fields.message).toBe('Mudei de ideia: quero energia por assinatura.');
  });

  it('two tabs clicking send at the same moment, before either can read the attempt the other stored, send one key', async () => {
    writeDraft({ fields: MARIA, edited: EDITED });
    const [tabA, tabB] = [openTab(), openTab()];
    const unsent = localStorage.getItem(DRAFT_KEY)!;
    const sendingA = tabA.controller.submit(false);
    // Tab B's storage has not heard of A's attempt yet: it still holds the draft without one.
    localStorage.setItem(DRAFT_KEY, unsent);
    const sendingB = tabB.controller.submit(false);
    await Promise.all([sendingA, sendingB]);

    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
    expect(tabA.store.get().status).toEqual({ kind: 'sent', reference: 'NOVA-0001' });
    expect(tabB.store.get().status).toEqual({ kind: 'sent', reference: 'NOVA-0001' });
  });

  it('when the other tab’s send fails, this tab keeps the lead as it was and sends it with the same key', async () => {
    const { store, controller } = tabWithDraft(MARIA);
    const attempt = otherTabStartsSending(MARIA);
    // The other tab says it failed and keeps the draft: nothing reaches this tab but the draft it had.
    expect(store.get().status.kind).toBe('idle');
    expect(store.get().fields).toEqual(MARIA);

    await controller.submit(false);
    expect(sentKeys()).toEqual([attempt.idempotencyKey]);
    expect(store.get().status).toEqual({ kind: 'sent', reference: 'NOVA-0001' });
  });
});
