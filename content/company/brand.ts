import identity from './identity.json';
import type { Identity } from './schema';

// The brand name and the main office phone, from identity.json (edited in the CMS, checked at
// build time by content/company/data.ts). A module of its own so client copy that names them
// (content/contact/messages.ts) does not bundle every other fact of the company: measured
// 2026-11-26, folding this file and whatsapp.ts into site.ts adds 348 B gzip to the home page's
// first-load JS. identity.json holds only what the browser's code needs, for the same reason.

const facts: Identity = identity;

export type Phone = {
  /** E.164, used in tel: and wa.me links. */
  e164: string;
  /** As a visitor reads it. */
  display: string;
};

/** A phone as the company wrote it, '(43) 3000-0000', with its E.164 form (the schema checked the shape). */
export const phoneFact = (display: string): Phone => ({ e164: `+55${display.replace(/\D/g, '')}`, display });

export const BRAND = facts.brand;

export const MAIN_PHONE = phoneFact(facts.mainPhone);
