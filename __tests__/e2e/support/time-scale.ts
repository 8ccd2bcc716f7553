/**
 * How many times longer than its own limits a browser test may take on this machine before it counts as
 * failed. The limits in the specs (a test's, a wait's) were set on a quiet day of a 2-core machine; the
 * same machine has run the whole suite anywhere from 270 s to 1 000 s on different days with the same
 * code (docs/testing.md, "How long `npm test` takes"), every test slower by as much, and a test that
 * ran out of its limit on a slow day proved nothing but the day. Every limit is written as
 * `scaled(ms)`: twice its value by default, or `E2E_TIME_SCALE` times (a number from 1 to 10).
 * Only the limits scale: what a test asserts about timing (a delay, an order) never does.
 */
export const TIME_SCALE = readScale(process.env.E2E_TIME_SCALE);

function readScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 2;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1 || scale > 10) {
    throw new Error(`E2E_TIME_SCALE must be a number from 1 to 10 (how many times longer the browser tests may take), not "${value}".`);
  }
  return scale;
}

/** A time limit in milliseconds, scaled for this machine. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);
