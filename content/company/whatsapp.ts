import { phoneFact } from './brand';
import identity from './identity.json';
import type { Identity } from './schema';

// The WhatsApp number and greeting (identity.json, edited in the CMS), and the floating button's
// copy. A module of its own so the browser code that builds wa.me links carries nothing else
// about the company.

const facts: Identity = identity;

export const whatsappContact = {
  phone: phoneFact(facts.whatsapp.phone),
  greeting: facts.whatsapp.greeting,
};

export const whatsappButton = {
  label: 'Conversar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  tooltip: 'Fale conosco pelo WhatsApp',
};
