import type { Tone } from './colors';
import styles from './roadmap-card.module.css';
import { toneClass } from './tone-class';

type BadgeProps = { label: string; value: string; tone: Tone };

/** A coloured pill that also says what it means in words ('Prioridade: Alta'). */
export function Badge({ label, value, tone }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${toneClass(tone)}`}>
      {label}: {value}
    </span>
  );
}
