// The inbox's numeric settings (docs/leads.md#settings), each with the bounds within which it can
// work: the rate limit, its window and how long leads are kept. A value out of bounds, or that is
// no whole number, is not used: the default is, and the problem is told where the team reads it
// (the function's log, `npm run leads`, `npm start`). A setting typed wrong never costs a lead.

export const NUMERIC_SETTINGS = {
  /** At most this many leads from one address… */
  LEAD_RATE_MAX: { min: 1, max: 1_000, fallback: 5 },
  /** …in this many minutes (a day at most). */
  LEAD_RATE_WINDOW_MINUTES: { min: 1, max: 24 * 60, fallback: 10 },
  /** Leads are deleted this many days after they arrive (ten years at most); the site's default when unset. */
  LEAD_RETENTION_DAYS: { min: 1, max: 3_650, fallback: 365 },
} as const;

export type NumericSetting = keyof typeof NUMERIC_SETTINGS;
export type SettingsEnv = Partial<Record<NumericSetting, string>>;

/** A setting that was set and cannot be used: its name, what it holds (cut), its bounds, and the value used instead. */
export type SettingProblem = { name: NumericSetting; value: string; min: number; max: number; used: number };

/** A setting's value: the one set when it is a whole number within its bounds, else `fallback` (the site's default). */
export function readSetting(
  env: SettingsEnv,
  name: NumericSetting,
  fallback: number = NUMERIC_SETTINGS[name].fallback,
): { value: number; problem: SettingProblem | null } {
  const raw = env[name]?.trim() ?? '';
  if (!raw) return { value: fallback, problem: null };
  const { min, max } = NUMERIC_SETTINGS[name];
  const number = /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
  if (number >= min && number <= max) return { value: number, problem: null };
  return { value: fallback, problem: { name, value: raw.length > 24 ? `${raw.slice(0, 24)}…` : raw, min, max, used: fallback } };
}

/** Every numeric setting that is set and cannot be used. */
export function settingProblems(env: SettingsEnv, fallbacks: Partial<Record<NumericSetting, number>> = {}): SettingProblem[] {
  return (Object.keys(NUMERIC_SETTINGS) as NumericSetting[]).flatMap((name) => readSetting(env, name, fallbacks[name]).problem ?? []);
}
