// Dates and times as the lead's model exchanges them, judged for what they name, not only their shape:
// '2026-13-45T25:61:61Z' has the shape of a time and names none.

const ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.\d{1,3})?Z$/;
const ISO_DAY = /^(\d{4})-(\d\d)-(\d\d)$/;

function real(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  const time = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    y >= 1000 &&
    time.getUTCFullYear() === y &&
    time.getUTCMonth() === mo - 1 &&
    time.getUTCDate() === d &&
    time.getUTCHours() === h &&
    time.getUTCMinutes() === mi &&
    time.getUTCSeconds() === s
  );
}

/** An ISO 8601 time in UTC ('2026-11-25T22:03:54.763Z') that names a real moment. */
export function isIsoTime(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_TIME.exec(value) : null;
  return !!match && real(...(match.slice(1).map(Number) as [number, number, number, number, number, number]));
}

/** A day as YYYY-MM-DD that is on the calendar. */
export function isIsoDay(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return !!match && real(...(match.slice(1).map(Number) as [number, number, number]));
}
