// UI constants of the specification (section 9), named once. CSS reads the
// same values as custom properties in app/globals.css; a unit test keeps both equal.

/** Space left above a section when scrolling to it, for the fixed header. */
export const HEADER_OFFSET_PX = 80;
/** The line below the viewport top that decides which menu item is active. */
export const ACTIVE_SECTION_PROBE_PX = 100;
/** The header takes its scrolled style once scrollY is past this. */
export const HEADER_SCROLLED_THRESHOLD_PX = 50;
/** The floating WhatsApp button appears this long after load. */
export const WHATSAPP_DELAY_MS = 2000;
/** A lazily loaded part that has not arrived by then is reported as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Roadmap cards enter with this delay times their position. */
export const ROADMAP_STAGGER_S = 0.1;
/** Below this width the menu collapses behind the hamburger button. */
export const DESKTOP_BREAKPOINT_PX = 960;
