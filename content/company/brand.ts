// The brand name and the main office phone (part of site.ts's facts, placeholders listed
// in the README under "Before going live"). A module of its own so client copy that
// names them (content/contact/messages.ts) does not bundle every other fact of the company:
// measured 2026-11-26, folding this file and whatsapp.ts into site.ts adds 348 B gzip to the
// home page's first-load JS. The three files sit together here, by subject.
export const BRAND = 'SolarPR Energia';

export const MAIN_PHONE = { e164: '+554330250100', display: '(43) 3025-0100' };
