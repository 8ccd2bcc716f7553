import type { ServiceId } from '@/content/services';

// The contract between the savings simulator (or any other part of the page) and
// the contact form: the event the form listens for. The sender's side is
// request-prefill.ts, kept apart so the form's first-load code does not carry it.

export const LEAD_PREFILL_EVENT = 'solar:lead-prefill';

export type LeadPrefill = { service?: ServiceId; message: string };
