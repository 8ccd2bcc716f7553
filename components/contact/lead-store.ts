import type { LeadFailureReason } from '@/content/contact/messages';
import { EMPTY_LEAD, LEAD_FIELDS, NO_EDITS, withPreset, type FieldTimes, type LeadErrors, type LeadField, type LeadFields } from '@/lib/lead/fields';
import type { PrefillOutcome } from './prefill-merge';

// The contact form's one source of truth: a reducer over everything the form shows, held in a
// small store the island creates and renders from (useSyncExternalStore), and that the lazily
// loaded controller reads and dispatches to. A plain useReducer would not do: the controller
// reads the state it has just changed in the same task (a merge, then a save), and React's
// state only updates on the next render, which is what once needed a ref beside the state.

export type LeadStatus =
  | { kind: 'idle' }
  | { kind: 'cleared' }
  | { kind: 'sending' }
  /** Delivered; `reference` and `visit` when the receiver stores leads and said so (the inbox). */
  | { kind: 'sent'; reference?: string; visit?: string }
  | { kind: 'ready' }
  | { kind: 'failed'; reason: LeadFailureReason }
  /** A submit waits for the controller's code (shown by the island itself). */
  | { kind: 'preparing' }
  /**
   * The controller's own code did not load: only the island's fallback is shown. `updated`: the
   * server no longer has it (a redeploy since the page was opened), so only a reload helps.
   */
  | { kind: 'unavailable'; updated?: boolean };

export type LeadState = {
  fields: LeadFields;
  /**
   * What the page offers before anyone types (a city page's form comes with its city): an empty
   * field takes it back, and a form holding only it is empty (no draft, no lead).
   */
  preset: Partial<LeadFields>;
  /** When each field was last edited, for the merge with other tabs' drafts. */
  edits: FieldTimes;
  errors: LeadErrors;
  status: LeadStatus;
  /** What 'Quero este orçamento' changed, while it is worth saying. */
  notice: PrefillOutcome | null;
  /** False when the browser keeps no draft (storage blocked or full). */
  storageOk: boolean;
  /** A field to move the focus to once the form shows the state (its error, say); `seq` repeats a request. */
  focus: { field: LeadField; seq: number } | null;
  /**
   * The thank-you that takes the form's place once this tab's send was stored by the inbox (a
   * 'sent' status with a reference): whom to thank, and the visit asked for, in words ('' for none).
   */
  thanks: Thanks | null;
};

export type Thanks = { name: string; visit: string };

export type LeadAction =
  /** Replaces the fields, with the time of each one's last edit. */
  | { type: 'put'; fields: LeadFields; edits: FieldTimes }
  /** The visitor typed `value` into `field` at `at`. */
  | { type: 'edit'; field: LeadField; value: string; at: number }
  | { type: 'errors'; errors: LeadErrors }
  /** One field's message, or none (`undefined`), leaving the others. */
  | { type: 'fieldError'; field: LeadField; error: string | undefined }
  | { type: 'status'; status: LeadStatus }
  /** Fields shown wrong, with the status that goes with it, and the focus on the first of them. */
  | { type: 'invalid'; errors: LeadErrors; status: LeadStatus; first: LeadField }
  | { type: 'notice'; notice: PrefillOutcome | null }
  | { type: 'storage'; ok: boolean }
  /** 'Limpar' (and a delivered lead): empty fields, no messages. */
  | { type: 'empty' }
  | { type: 'thanks'; thanks: Thanks | null }
  /** 'Enviar outra mensagem': the thank-you goes, and the focus is on the empty form's first field. */
  | { type: 'another' };

export const INITIAL_LEAD_STATE: LeadState = {
  fields: EMPTY_LEAD,
  preset: {},
  edits: NO_EDITS,
  errors: {},
  status: { kind: 'idle' },
  notice: null,
  storageOk: true,
  focus: null,
  thanks: null,
};

export function leadReducer(state: LeadState, action: LeadAction): LeadState {
  switch (action.type) {
    case 'put':
      return { ...state, fields: withPreset(action.fields, state.preset), edits: action.edits };
    case 'edit':
      return { ...state, fields: { ...state.fields, [action.field]: action.value }, edits: { ...state.edits, [action.field]: action.at } };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'fieldError':
      return state.errors[action.field] === action.error ? state : { ...state, errors: { ...state.errors, [action.field]: action.error } };
    case 'status':
      return { ...state, status: action.status };
    case 'invalid':
      return { ...state, errors: action.errors, status: action.status, focus: { field: action.first, seq: (state.focus?.seq ?? 0) + 1 } };
    case 'notice':
      return state.notice === action.notice ? state : { ...state, notice: action.notice };
    case 'storage':
      return state.storageOk === action.ok ? state : { ...state, storageOk: action.ok };
    case 'empty':
      return { ...state, fields: withPreset(EMPTY_LEAD, state.preset), edits: NO_EDITS, errors: {} };
    case 'thanks':
      return state.thanks === action.thanks ? state : { ...state, thanks: action.thanks };
    case 'another':
      return { ...state, status: { kind: 'idle' }, thanks: null, focus: { field: LEAD_FIELDS[0], seq: (state.focus?.seq ?? 0) + 1 } };
  }
}

export type LeadStore = {
  get: () => LeadState;
  dispatch: (action: LeadAction) => void;
  subscribe: (listener: () => void) => () => void;
};

/** The initial state of a form the page offers with `preset` (a city page's city). */
export const presetState = (preset: Partial<LeadFields>): LeadState => ({ ...INITIAL_LEAD_STATE, fields: withPreset(EMPTY_LEAD, preset), preset });

export function createLeadStore(initial: LeadState = INITIAL_LEAD_STATE): LeadStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = leadReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
