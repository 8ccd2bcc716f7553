// The single mapping from roadmap values to colour tones. Each tone names a
// token pair in app/globals.css: --color-{tone} (text) on --color-{tone}-soft.
// Anything unknown falls back to grey, so a typo never yields an unstyled badge.

export const TONES = ['red', 'dark-red', 'amber', 'amber-brown', 'ok-green', 'blue', 'purple', 'grey'] as const;
export type Tone = (typeof TONES)[number];

export const FALLBACK_TONE: Tone = 'grey';

const PRIORITY_TONES: Readonly<Record<string, Tone>> = {
  Alta: 'red',
  Média: 'amber',
  Baixa: 'ok-green',
};

/** Effort and impact share one scale. */
const LEVEL_TONES: Readonly<Record<string, Tone>> = {
  Alto: 'dark-red',
  Médio: 'amber-brown',
  Baixo: 'ok-green',
};

const CATEGORY_TONES: Readonly<Record<string, Tone>> = {
  blue: 'blue',
  purple: 'purple',
  green: 'ok-green',
  amber: 'amber',
  red: 'red',
};

function lookup(table: Readonly<Record<string, Tone>>, value: string): Tone {
  return Object.hasOwn(table, value) ? (table[value] ?? FALLBACK_TONE) : FALLBACK_TONE;
}

export function priorityTone(priority: string): Tone {
  return lookup(PRIORITY_TONES, priority);
}

export function levelTone(level: string): Tone {
  return lookup(LEVEL_TONES, level);
}

export function categoryTone(color: string): Tone {
  return lookup(CATEGORY_TONES, color);
}
