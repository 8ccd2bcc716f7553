import type { ServiceId } from '@/content/services';
import type { LeadFields } from '@/lib/lead/fields';
import type { LeadPrefill } from './lead-channel';
import { leadRules } from '@/content/contact/lead-rules';
import { isServiceId } from './lead-model';

// What 'Quero este orçamento' does to a form the visitor may already have filled in: the
// simulation joins the message (or takes the place of the simulation it added before), the
// simulated city fills an empty city when the form offers it, and a service or a city the visitor
// chose is never changed behind their back. Pure, so it is unit-tested.

/** The fields a simulation may fill (and an undo puts back). */
type PrefilledField = 'message' | 'service' | 'city';

export type PrefillOutcome = {
  /** How the message changed. */
  message: 'filled' | 'added' | 'replaced' | 'present';
  /** What happened to the service: set (it was empty), kept (the visitor's differs), same, none offered. */
  service: 'set' | 'kept' | 'same' | 'none';
  /** The service the simulation suggests. */
  suggested?: ServiceId;
  before: Pick<LeadFields, PrefilledField>;
  after: Pick<LeadFields, PrefilledField>;
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

  // The simulated city, when the form offers it (a served municipality) and none is chosen.
  const city = !current.city && prefill.city && leadRules.choices.city.includes(prefill.city) ? prefill.city : current.city;

  return {
    message,
    service,
    suggested,
    before: { message: typed, service: current.service, city: current.city },
    after: { message: next, service: nextService, city },
  };
}
