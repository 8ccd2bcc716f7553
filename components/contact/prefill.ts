import type { ServiceId } from '@/content/services';

// The contract between the savings simulator (or any other part of the page) and
// the contact form: ask the form to fill in a service and a message, then go to it.

export const LEAD_PREFILL_EVENT = 'solar:lead-prefill';

export type LeadPrefill = { service?: ServiceId; message: string };

export function requestLeadPrefill(prefill: LeadPrefill) {
  window.dispatchEvent(new CustomEvent<LeadPrefill>(LEAD_PREFILL_EVENT, { detail: prefill }));
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById('contact')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
