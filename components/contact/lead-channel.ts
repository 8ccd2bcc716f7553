import type { ServiceId } from '@/content/services';

// The typed channel from any part of the page that hands the visitor to the contact form (the
// savings simulator's "Quero este orçamento" today) to the form. Both sides import this module,
// one instance per page whatever chunk each side arrives in, so the message is checked by the
// compiler, not read back from a window event, and the form, which knows its own fields, scrolls
// to itself and moves the focus.
//
//   sendLead(prefill)          the sender: a service, a city and a message for the form
//   listenForLeads(listener)   the form (one per page): gets each message; returns the unsubscribe
//
// A message sent before the form listens (its island not hydrated yet) is kept, the last one
// only, and delivered when it does.

/** What another part of the page (the savings simulator) hands the form: a service, the simulated city, a message. */
export type LeadPrefill = { service?: ServiceId; city?: string; message: string };

type Listener = (prefill: LeadPrefill) => void;

let listener: Listener | null = null;
let pending: LeadPrefill | null = null;

export function sendLead(prefill: LeadPrefill): void {
  if (listener) listener(prefill);
  else pending = prefill;
}

export function listenForLeads(next: Listener): () => void {
  listener = next;
  if (pending) {
    const waiting = pending;
    pending = null;
    next(waiting);
  }
  return () => {
    if (listener === next) listener = null;
  };
}
