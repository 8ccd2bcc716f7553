import { EMPTY_LEAD, NO_EDITS } from '@/lib/lead/fields';
import { createLeadStore, INITIAL_LEAD_STATE, leadReducer } from '@/components/contact/lead-store';

describe('leadReducer', () => {
  it('an edit changes one field and its time, nothing else', () => {
    const next = leadReducer(INITIAL_LEAD_STATE, { type: 'edit', field: 'name', value: 'Ana', at: 1234 });
    expect(next.fields).toEqual({ ...EMPTY_LEAD, name: 'Ana' });
    expect(next.edits).toEqual({ ...NO_EDITS, name: 1234 });
    expect(next.errors).toBe(INITIAL_LEAD_STATE.errors);
    expect(INITIAL_LEAD_STATE.fields.name).toBe('');
  });

  it('a field error leaves the other messages, and an unchanged one keeps the same state', () => {
    const wrong = leadReducer(INITIAL_LEAD_STATE, { type: 'errors', errors: { name: 'Informe seu nome.', email: 'E-mail inválido.' } });
    const fixed = leadReducer(wrong, { type: 'fieldError', field: 'name', error: undefined });
    expect(fixed.errors).toEqual({ name: undefined, email: 'E-mail inválido.' });
    expect(leadReducer(fixed, { type: 'fieldError', field: 'email', error: 'E-mail inválido.' })).toBe(fixed);
  });

  it('invalid fields come with their status and a new focus request each time, even for the same field', () => {
    const first = leadReducer(INITIAL_LEAD_STATE, { type: 'invalid', errors: { phone: 'x' }, status: { kind: 'idle' }, first: 'phone' });
    const again = leadReducer(first, { type: 'invalid', errors: { phone: 'x' }, status: { kind: 'idle' }, first: 'phone' });
    expect(first.focus).toEqual({ field: 'phone', seq: 1 });
    expect(again.focus).toEqual({ field: 'phone', seq: 2 });
    expect(again.focus).not.toBe(first.focus);
  });

  it('empty clears fields, times and messages but keeps the status and the notice', () => {
    const filled = leadReducer(leadReducer(INITIAL_LEAD_STATE, { type: 'edit', field: 'message', value: 'Oi', at: 5 }), {
      type: 'errors',
      errors: { message: 'curta' },
    });
    const sent = leadReducer(filled, { type: 'status', status: { kind: 'sent' } });
    const emptied = leadReducer(sent, { type: 'empty' });
    expect(emptied.fields).toEqual(EMPTY_LEAD);
    expect(emptied.edits).toEqual(NO_EDITS);
    expect(emptied.errors).toEqual({});
    expect(emptied.status).toEqual({ kind: 'sent' });
  });
});

describe('createLeadStore', () => {
  it('a dispatch is read back at once (the controller merges, then saves, in one task) and tells each listener once', () => {
    const store = createLeadStore();
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    store.dispatch({ type: 'edit', field: 'email', value: 'ana@exemplo.com.br', at: 10 });
    expect(store.get().fields.email).toBe('ana@exemplo.com.br');
    expect(listener).toHaveBeenCalledTimes(1);
    // Nothing changed: no render.
    store.dispatch({ type: 'storage', ok: true });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.dispatch({ type: 'storage', ok: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().storageOk).toBe(false);
  });
});
