// The contact form's limits and timings, apart from its copy: the form's first-load code
// needs a few of them and none of the words (content/contact/messages.ts). The lead's rules
// (lib/lead/) take the limits the form and the inbox both enforce through ./lead-rules.ts.

export const LEAD_NAME_MIN = 2;
export const LEAD_NAME_MAX = 120;
/** Characters as a person counts them (grapheme clusters), after invisible characters are removed. */
export const LEAD_MESSAGE_MAX = 2000;
/** The counter warns (politely, once) when this many characters are left. */
export const LEAD_MESSAGE_WARN_LEFT = 200;
/** A submission faster than this after the form became interactive is flagged `fastFill` for the back-end. */
export const LEAD_MIN_FILL_MS = 3000;
/** Each delivery request gives up after this long. */
export const LEAD_TIMEOUT_MS = 10_000;
/** Pause before the one automatic retry. */
export const LEAD_RETRY_DELAY_MS = 800;
/** The draft is written to the browser this long after the last keystroke. */
export const LEAD_DRAFT_DEBOUNCE_MS = 400;
/** A draft older than this is discarded instead of restored. */
export const LEAD_DRAFT_MAX_AGE_DAYS = 7;

/** A technical visit may be asked for from this many calendar days after today (a day to confirm it)… */
export const VISIT_FIRST_DAY_OFFSET = 2;
/** …over the next this many working days (lib/lead/visit.ts counts them). */
export const VISIT_WINDOW_WORKING_DAYS = 10;
