// The one place that sends anything off the page: web-vitals metrics and chunk load
// errors, to NEXT_PUBLIC_VITALS_URL when the build set it, and nowhere otherwise. In lib/
// because both the lazy parts (their failures) and the web-vitals reporter (which is itself a
// lazy part) send through it: in either folder it tied the two into an import cycle.

/** Read on each call (Next inlines the literal at build time; tests can set it). */
export function vitalsEndpoint(): string {
  return process.env.NEXT_PUBLIC_VITALS_URL ?? '';
}

export type VitalPayload = { name: string; value: number; rating: string; id: string; page: string };
export type ChunkErrorPayload = { name: 'ChunkLoadError'; part: string; type: string; url: string; page: string };
export type BeaconPayload = VitalPayload | ChunkErrorPayload;

/**
 * Sends one payload as JSON text. A string body goes out as text/plain, a CORS-safelisted
 * type, so a collector on another origin needs no preflight. Returns whether it was queued.
 */
export function sendBeacon(payload: BeaconPayload): boolean {
  const endpoint = vitalsEndpoint();
  if (!endpoint || typeof navigator === 'undefined') return false;
  const body = JSON.stringify(payload);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return true;
    void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
    return true;
  } catch {
    // An invalid endpoint must never break the page.
    return false;
  }
}

/** The path the visit landed on: metrics and errors belong to that page load. */
export function currentPage(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}
