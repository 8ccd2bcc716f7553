'use client';

import { resultCopy } from '@/content/simulator/copy';
import { formatDecimal } from '@/lib/format/format';
import styles from './simulator-results.module.css';
import { useElementWidth } from './use-element-width';

type MonthlyChartProps = { generationKWh: readonly number[]; consumptionKWh: number };

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const HEIGHT = 170;
const TOP = 8;
const BOTTOM = HEIGHT - 24;
/** Below this width per month the labels become initials. */
const SHORT_LABEL_BELOW_PX = 30;

// The first year month by month: bars of generation against the line of consumption, so the
// visitor sees winter fall short and summer's credits make up for it.
export function MonthlyChart({ generationKWh, consumptionKWh }: MonthlyChartProps) {
  const copy = resultCopy.monthlyChart;
  const [frame, width] = useElementWidth<HTMLElement>(320);
  const slot = width / 12;
  const bar = Math.max(4, slot * 0.62);
  const max = Math.max(consumptionKWh, ...generationKWh) * 1.08;
  const y = (kwh: number) => BOTTOM - (kwh / max) * (BOTTOM - TOP);
  const label = copy.label(generationKWh.map((kwh, month) => `${MONTHS[month]} ${formatDecimal(kwh)} kWh`).join(', '), formatDecimal(consumptionKWh));
  const short = slot < SHORT_LABEL_BELOW_PX;
  const { legendBar, legendBarShort, legendLine } = styles;
  return (
    <figure className={styles.figure} ref={frame}>
      <figcaption className={styles.figureTitle}>{copy.title}</figcaption>
      <p className={styles.legend} aria-hidden="true">
        <span className={legendBar} /> {copy.generation} <span className={legendBarShort} /> {copy.short} <span className={legendLine} /> {copy.consumption} (
        {formatDecimal(consumptionKWh)} kWh)
      </p>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.chart} role="img" aria-label={label} data-chart="monthly">
        <line x1="0" x2={width} y1={BOTTOM} y2={BOTTOM} className={styles.axis} />
        {generationKWh.map((kwh, month) => (
          <rect
            key={MONTHS[month]}
            x={month * slot + (slot - bar) / 2}
            y={y(kwh)}
            width={bar}
            height={BOTTOM - y(kwh)}
            rx="3"
            className={kwh < consumptionKWh ? styles.barShort : styles.barAfter}
          />
        ))}
        <line x1="0" x2={width} y1={y(consumptionKWh)} y2={y(consumptionKWh)} className={styles.consumptionLine} />
        {MONTHS.map((month, index) => (
          <text key={month} x={index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.chartLabel} data-label="month">
            {short ? month[0]!.toUpperCase() : month}
          </text>
        ))}
      </svg>
    </figure>
  );
}
