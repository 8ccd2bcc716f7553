// Where the draft lives, and whether this browser lets the site keep it: the only storage
// code in the form's first load (the rest is in draft-storage.ts, loaded on first use).

export const DRAFT_KEY = 'solarpr:lead-draft';
const PROBE_KEY = 'solarpr:probe';

/** The stored draft as text; null when there is none, undefined when storage is forbidden or full. */
export function probeDraft(): string | null | undefined {
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage.getItem(DRAFT_KEY);
  } catch {
    return undefined;
  }
}
