// The technical visit a visitor may ask for: a working day in the coming weeks and a period.
// Pure and shared by the form (browser) and the lead inbox (functions/): the same rules on
// both sides, counted in Brasília's calendar wherever the code runs. How far ahead a visit may
// be asked for is the company's to say (content/contact/limits.ts): it comes in as VisitRules.

/** The periods of the day a visit may be asked for: morning and afternoon (the values sent and stored). */
export const VISIT_PERIODS = ['manha', 'tarde'] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

/** From how many calendar days after today a visit may be asked for, and over how many working days. */
export type VisitRules = { firstDayOffset: number; windowWorkingDays: number };

let saoPauloDate: Intl.DateTimeFormat | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;
const ISO_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Brasília (UTC−3, no daylight saving since 2019), as YYYY-MM-DD. */
export function brasiliaToday(now: Date): string {
  saoPauloDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  return saoPauloDate.format(now);
}

/** A YYYY-MM-DD day as a UTC timestamp at midnight, or NaN when it is not a real date. */
function dayValue(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const value = Date.UTC(y, m - 1, d);
  const date = new Date(value);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : Number.NaN;
}

const isoOf = (value: number) => new Date(value).toISOString().slice(0, 10);

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as a UTC timestamp. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/**
 * Days the company does not visit: Brazil's national holidays (Lei nº 662/1949 as amended, Lei
 * nº 6.802/1980, Lei nº 14.759/2023 for 20 November) and the days around Easter most businesses
 * close (Carnival Monday and Tuesday, Good Friday, Corpus Christi).
 */
function holidays(year: number): Set<string> {
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'].map((day) => `${year}-${day}`);
  const sunday = easter(year);
  const moving = [-48, -47, -2, 60].map((offset) => isoOf(sunday + offset * DAY_MS));
  return new Set([...fixed, ...moving]);
}

export function isWorkingDay(iso: string): boolean {
  const value = dayValue(iso);
  if (Number.isNaN(value)) return false;
  const weekday = new Date(value).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(new Date(value).getUTCFullYear()).has(iso);
}

/**
 * The days a visit may be asked for: working days, from `firstDayOffset` calendar days after
 * today (the team needs a day to confirm), the next `windowWorkingDays` of them.
 */
export function visitDays(now: Date, rules: VisitRules): string[] {
  const days: string[] = [];
  let value = dayValue(brasiliaToday(now)) + rules.firstDayOffset * DAY_MS;
  while (days.length < rules.windowWorkingDays) {
    const iso = isoOf(value);
    if (isWorkingDay(iso)) days.push(iso);
    value += DAY_MS;
  }
  return days;
}

export type VisitProblem = 'visitDateInvalid' | 'visitDatePast' | 'visitDateFar' | 'visitDateWeekend' | 'visitDateMissing' | 'visitPeriodInvalid';

/** What is wrong with the visit asked for, or undefined when it is fine (or none is asked for). */
export function visitProblem(date: string, period: string, now: Date, rules: VisitRules): VisitProblem | undefined {
  const day = date.trim();
  if (period && !(VISIT_PERIODS as readonly string[]).includes(period)) return 'visitPeriodInvalid';
  if (!day) return period ? 'visitDateMissing' : undefined;
  if (Number.isNaN(dayValue(day))) return 'visitDateInvalid';
  const days = visitDays(now, rules);
  if (day < days[0]!) return 'visitDatePast';
  if (day > days[days.length - 1]!) return 'visitDateFar';
  if (!days.includes(day)) return 'visitDateWeekend';
  return undefined;
}

/** 'quinta-feira, 3/12': how the form, the WhatsApp text and the notification name a day. */
export function formatVisitDay(iso: string): string {
  const value = dayValue(iso);
  weekdayFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'numeric' });
  return Number.isNaN(value) ? iso : weekdayFormat.format(new Date(value));
}
