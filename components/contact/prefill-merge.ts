import type { ServiceId } from '@/content/services';
import type { LeadFields } from '@/lib/lead/fields';
import type { LeadPrefill } from './lead-channel';
import { isServiceId } from './lead-model';

// What 'Quero este orçamento' does to a form the visitor may already have filled in: the
// simulation joins the message (or takes the place of the simulation it added before), and a
// service the visitor chose is never changed behind their back. Pure, so it is unit-tested.

export type PrefillOutcome = {
  /** How the message changed. */
  message: 'filled' | 'added' | 'replaced' | 'present';
  /** What happened to the service: set (it was empty), kept (the visitor's differs), same, none offered. */
  service: 'set' | 'kept' | 'same' | 'none';
  /** The service the simulation suggests. */
  suggested?: ServiceId;
  before: Pick<LeadFields, 'message' | 'service'>;
  after: Pick<LeadFields, 'message' | 'service'>;
  /** Set once the visitor undid it. */
  undone?: boolean;
  /** The simulation the message held before this one (what an undo brings back). */
  previousSimulation?: string;
  /** Characters past the message's limit once the simulation is in. */
  over?: number;
};

export function mergePrefill(current: LeadFields, prefill: LeadPrefill, previousSimulation?: string): PrefillOutcome {
  const simulation = prefill.message.trim();
  const typed = current.message;
  let message: PrefillOutcome['message'];
  let next: string;
  if (!typed.trim()) {
    message = 'filled';
    next = simulation;
  } else if (!simulation || typed.includes(simulation)) {
    message = 'present';
    next = typed;
  } else if (previousSimulation && typed.includes(previousSimulation)) {
    message = 'replaced';
    next = typed.replace(previousSimulation, simulation);
  } else {
    message = 'added';
    next = `${typed.trimEnd()}\n\n${simulation}`;
  }

  const suggested = prefill.service && isServiceId(prefill.service) ? prefill.service : undefined;
  let service: PrefillOutcome['service'] = 'none';
  let nextService = current.service;
  if (suggested && !current.service) {
    service = 'set';
    nextService = suggested;
  } else if (suggested) {
    service = current.service === suggested ? 'same' : 'kept';
  }

  return {
    message,
    service,
    suggested,
    before: { message: typed, service: current.service },
    after: { message: next, service: nextService },
  };
}
