'use client';

import { resultCopy } from '@/content/simulator/copy';
import { formatBRL } from '@/lib/format/format';
import styles from './simulator-results.module.css';
import { useElementWidth } from './use-element-width';

type BillChartProps = { before: number; after: number };

const HEIGHT = 112;
const BAR = 22;

// Two bars: the monthly bill today and with the plant, as wide as the card.
export function BillChart({ before, after }: BillChartProps) {
  const copy = resultCopy.barChart;
  const [frame, width] = useElementWidth<HTMLElement>(320);
  const rows = [
    { label: copy.before, value: before, className: styles.barBefore },
    { label: copy.after, value: after, className: styles.barAfter },
  ];
  const max = Math.max(before, after, 1);
  return (
    <figure className={styles.figure} ref={frame}>
      <figcaption className={styles.figureTitle}>{copy.title}</figcaption>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className={styles.chart}
        role="img"
        aria-label={copy.label(formatBRL(before), formatBRL(after))}
        data-chart="bill"
      >
        {rows.map((row, index) => {
          const top = index * 58;
          return (
            <g key={row.label}>
              <text x="0" y={top + 14} className={styles.chartLabel}>
                {row.label}
              </text>
              <text x={width} y={top + 14} textAnchor="end" className={styles.chartValue}>
                {formatBRL(row.value)}
              </text>
              <rect x="0" y={top + 22} width={width} height={BAR} rx="4" className={styles.track} />
              <rect x="0" y={top + 22} width={Math.max(4, (row.value / max) * width)} height={BAR} rx="4" className={row.className} />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
