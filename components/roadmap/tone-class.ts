import type { Tone } from './colors';
import tones from './tones.module.css';

/** The CSS Module class that sets --tone and --tone-soft for a tone. */
export function toneClass(tone: Tone): string {
  return tones[tone] ?? '';
}
