import { MONTH_NAMES } from '@/lib/format/format';
import styles from './city-page.module.css';

type SunChartProps = {
  /** Wh/m²·day, January first. */
  monthly: readonly number[];
  /** The state's annual mean, drawn as a line across. */
  stateMean: number;
  best: number;
  worst: number;
  caption: string;
};

const HEIGHT = 100;

// Twelve bars of the city's sun and the state's mean across them, drawn on the server. The bars
// are an SVG stretched to the width (no text in it, so nothing is distorted); the months and values
// are HTML under it, so they stay legible at any width. The table beside it carries the numbers,
// for everyone and for screen readers, so the drawing itself is hidden from them.
export function SunChart({ monthly, stateMean, best, worst, caption }: SunChartProps) {
  const top = Math.ceil(Math.max(...monthly, stateMean) / 1000) * 1000;
  const y = (wh: number) => HEIGHT - (wh / top) * HEIGHT;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>{caption}</figcaption>
      <svg viewBox={`0 0 120 ${HEIGHT}`} preserveAspectRatio="none" className={styles.bars} aria-hidden="true" focusable="false">
        {monthly.map((wh, month) => (
          <rect
            key={MONTH_NAMES[month]}
            x={month * 10 + 1.5}
            y={y(wh)}
            width={7}
            height={HEIGHT - y(wh)}
            className={month === best ? styles.barBest : month === worst ? styles.barWorst : styles.bar}
          />
        ))}
        <line x1="0" x2="120" y1={y(stateMean)} y2={y(stateMean)} className={styles.meanLine} vectorEffect="non-scaling-stroke" />
      </svg>
      <ol className={styles.months} aria-hidden="true">
        {monthly.map((wh, month) => (
          <li key={MONTH_NAMES[month]}>
            <span>{MONTH_NAMES[month]!.slice(0, 3)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
