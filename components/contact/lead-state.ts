import type { Dispatch, SetStateAction } from 'react';
import type { LeadFailureReason } from '@/content/contact/messages';
import type { FieldTimes, LeadErrors, LeadFields } from './fields';
import type { PrefillOutcome } from './prefill-merge';

// Types shared by the first-load island and its lazily loaded controller (no code).

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

/** How the controller reads and changes the island's state. */
export type FormBridge = {
  endpoint: string;
  /** When the form became interactive (Date.now()). */
  readyAt: () => number;
  fields: () => LeadFields;
  edits: () => FieldTimes;
  status: () => LeadStatus;
  /** Replaces the fields, with the time of each one's last edit. */
  put: (fields: LeadFields, edits: FieldTimes) => void;
  setErrors: Dispatch<SetStateAction<LeadErrors>>;
  setStatus: (status: LeadStatus) => void;
  setNotice: (notice: PrefillOutcome | null) => void;
  setStorageOk: (ok: boolean) => void;
};
