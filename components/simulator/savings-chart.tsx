import { resultCopy } from '@/content/simulator';
import { formatBRLApprox, formatBRLCompact } from './number-format';
import styles from './simulator-results.module.css';

type SavingsChartProps = { cumulative: readonly number[]; investment: number; paybackYears: number | null };

const W = 300;
const H = 190;
const TOP = 18;
const BOTTOM = 160;

/** 1, 2 or 5 times a power of ten, at or above the value. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

// Cumulative savings over the horizon against the investment, marking the payback year.
export function SavingsChart({ cumulative, investment, paybackYears }: SavingsChartProps) {
  const copy = resultCopy.lineChart;
  const years = cumulative.length;
  const total = cumulative.at(-1) ?? 0;
  const max = niceCeiling(Math.max(total, investment));
  const x = (year: number) => (year / years) * W;
  const y = (value: number) => BOTTOM - (value / max) * (BOTTOM - TOP);
  const points = [[0, 0], ...cumulative.map((value, index) => [index + 1, value])]
    .map(([year, value]) => `${x(year!).toFixed(1)},${y(value!).toFixed(1)}`)
    .join(' ');
  const paybackYear = paybackYears === null ? null : Math.ceil(paybackYears);
  const label = copy.label(
    formatBRLApprox(investment),
    paybackYear === null ? copy.paybackNever : copy.paybackAt(paybackYear),
    formatBRLApprox(total),
  );
  const px = paybackYears === null ? 0 : x(paybackYears);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{copy.title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.chart} role="img" aria-label={label}>
        {[0, max / 2, max].map((value) => (
          <g key={value}>
            <line x1="0" x2={W} y1={y(value)} y2={y(value)} className={styles.gridline} />
            {value > 0 && (
              <text x="0" y={y(value) - 4} className={styles.chartLabel}>
                {formatBRLCompact(value)}
              </text>
            )}
          </g>
        ))}
        <polygon points={`0,${BOTTOM} ${points} ${W},${BOTTOM}`} className={styles.area} />
        <polyline points={points} className={styles.line} />
        <line x1="0" x2={W} y1={y(investment)} y2={y(investment)} className={styles.investment} />
        <text x={W} y={y(investment) - 5} textAnchor="end" className={styles.investmentLabel}>
          {copy.investment}
        </text>
        {paybackYear !== null && (
          <g>
            <line x1={px} x2={px} y1={BOTTOM} y2={y(investment)} className={styles.paybackLine} />
            <circle cx={px} cy={y(investment)} r="5" className={styles.paybackDot} />
            <text
              x={px > W / 2 ? px - 8 : px + 8}
              y={y(investment) + 18}
              textAnchor={px > W / 2 ? 'end' : 'start'}
              className={styles.paybackLabel}
            >
              {copy.payback(paybackYear)}
            </text>
          </g>
        )}
        {[0, 5, 10, 15, 20, 25].filter((year) => year <= years).map((year) => (
          <text key={year} x={x(year)} y={H - 6} textAnchor={year === 0 ? 'start' : year === years ? 'end' : 'middle'} className={styles.chartLabel}>
            {year}
          </text>
        ))}
      </svg>
    </figure>
  );
}
