import { resultCopy } from '@/content/simulator';
import { formatBRL } from './number-format';
import styles from './simulator-results.module.css';

type BillChartProps = { before: number; after: number };

const WIDTH = 300;
const BAR = 22;

// Two bars: the monthly bill today and with the plant. Inline SVG keeps the lazy chunk small.
export function BillChart({ before, after }: BillChartProps) {
  const copy = resultCopy.barChart;
  const rows = [
    { label: copy.before, value: before, className: styles.barBefore },
    { label: copy.after, value: after, className: styles.barAfter },
  ];
  const max = Math.max(before, after, 1);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{copy.title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} 112`} className={styles.chart} role="img" aria-label={copy.label(formatBRL(before), formatBRL(after))}>
        {rows.map((row, index) => {
          const top = index * 58;
          return (
            <g key={row.label}>
              <text x="0" y={top + 14} className={styles.chartLabel}>
                {row.label}
              </text>
              <text x={WIDTH} y={top + 14} textAnchor="end" className={styles.chartValue}>
                {formatBRL(row.value)}
              </text>
              <rect x="0" y={top + 22} width={WIDTH} height={BAR} rx="4" className={styles.track} />
              <rect x="0" y={top + 22} width={Math.max(4, (row.value / max) * WIDTH)} height={BAR} rx="4" className={row.className} />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
