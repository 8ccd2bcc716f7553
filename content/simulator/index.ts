// The savings simulator's content: copy, premises (with sources) and limits. The irradiation of
// the 399 municipalities is in ./irradiation (generated); the island imports it, the page does not.

export const SIMULATOR_SECTION_ID = 'simulador';

/** Loads the island when the section is this close to the viewport. */
export const SIMULATOR_PRELOAD_MARGIN_PX = 600;
/** Errors and the screen-reader summary wait for this pause in typing. */
export const SIMULATOR_SETTLE_MS = 900;

export * from './copy';
export * from './premises';
export { DEFAULT_CITY, FEATURED_CITIES } from './cities';
