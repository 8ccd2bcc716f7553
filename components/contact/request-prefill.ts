import { LEAD_PREFILL_EVENT, type LeadPrefill } from './prefill';

/**
 * Asks the contact form to fill in a service and a message, then takes the visitor there:
 * scrolls to the section and moves focus to the form's first field (the name, still to be
 * typed), so keyboard and screen-reader users land where sighted users are looking.
 */
export function requestLeadPrefill(prefill: LeadPrefill) {
  window.dispatchEvent(new CustomEvent<LeadPrefill>(LEAD_PREFILL_EVENT, { detail: prefill }));
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const section = document.getElementById('contact');
  section?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section?.querySelector<HTMLElement>('form input:not([type="hidden"]):not([tabindex="-1"])')?.focus({ preventScroll: true });
}
