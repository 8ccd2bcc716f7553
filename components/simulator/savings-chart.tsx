'use client';

import { resultCopy } from '@/content/simulator/copy';
import { placeLabels, type LabelRequest, type Placement, type Point } from './chart-labels';
import { formatBRLApprox, formatCompact, formatDecimal } from '@/lib/format/format';
import styles from './simulator-results.module.css';
import { useElementWidth } from './use-element-width';

type SavingsChartProps = {
  /** Net savings summed to the end of each year, index 0 = year 1. */
  cumulative: readonly number[];
  /** What the savings pay back: the investment, or the instalments. */
  reference: number;
  financed: boolean;
  paybackYears: number | null;
};

const HEIGHT = 220;
const TOP = 20;
const BOTTOM = HEIGHT - 28;
const FONT = 13;
/** The values of the vertical axis get a column of their own, so that nothing plotted crosses them. */
const GUTTER = 52;

/** A round number at or above the value (1; 1,2; 1,5; 2; 2,5; 3; 4; 5; 6; 8 times a power of ten), so the line fills the height. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((step) => step * power >= value - 1e-9) ?? 10) * power;
}

// Cumulative net savings over the horizon against what they must pay back, with the year they
// do. The drawing is as wide as its card; its labels are placed clear of each other and the line.
export function SavingsChart({ cumulative, reference, financed, paybackYears }: SavingsChartProps) {
  const copy = resultCopy.lineChart;
  const [frame, width] = useElementWidth<HTMLElement>(320);
  const years = cumulative.length;
  const total = cumulative.at(-1) ?? 0;
  const high = niceCeiling(Math.max(total, reference, ...cumulative));
  const lowest = Math.min(0, ...cumulative);
  const low = lowest < 0 ? -niceCeiling(-lowest) : 0;
  const plotRight = width - 4;
  const x = (year: number) => GUTTER + (year / years) * (plotRight - GUTTER);
  const y = (value: number) => BOTTOM - ((value - low) / (high - low)) * (BOTTOM - TOP);
  const line: Point[] = [[x(0), y(0)], ...cumulative.map((value, index): Point => [x(index + 1), y(value)])];
  // Written as the text's payback is (formatDecimal to one place), so the two always agree.
  const paybackYear = paybackYears === null ? null : formatDecimal(paybackYears, 1);
  const referenceText = financed ? copy.financed : copy.investment;
  const label = copy.label(
    financed ? copy.referenceFinanced : copy.referenceCash,
    formatBRLApprox(reference),
    paybackYear === null ? copy.paybackNever : copy.paybackAt(paybackYear),
    formatBRLApprox(total),
  );

  const ticks = [...(low < 0 ? [low] : []), 0, high / 2, high].map((value) => ({ value, text: formatCompact(value) }));
  const yearTicks = [0, 5, 10, 15, 20, 25].filter((year) => year <= years);
  const ry = y(reference);
  const px = paybackYears === null ? 0 : x(paybackYears);
  const gap = 8;
  // Inset so that a label's box, air included, stays inside the drawing at either edge.
  const left = GUTTER + 3;
  const right = width - 3;
  const yearRequests: LabelRequest[] = yearTicks.map((year) => ({
    text: String(year),
    fontSize: FONT,
    candidates: [{ x: x(year), y: HEIGHT - 8, anchor: year === years ? 'end' : 'middle' }],
  }));
  const tickRequests: LabelRequest[] = ticks.map(({ value, text }) => ({
    text,
    fontSize: FONT,
    candidates: [{ x: GUTTER - 6, y: y(value) + FONT / 3, anchor: 'end' }],
  }));
  // Beside the dot where there is room; otherwise at the top of the payback guide, which leads to it.
  const payback: LabelRequest | null =
    paybackYear === null
      ? null
      : {
          text: copy.payback(paybackYear),
          fontSize: FONT,
          bold: true,
          candidates: [
            { x: px + gap, y: ry + FONT + gap, anchor: 'start' },
            { x: px - gap, y: ry - gap, anchor: 'end' },
            { x: px - gap, y: ry + FONT + gap, anchor: 'end' },
            { x: px + gap, y: ry - gap, anchor: 'start' },
            { x: px + gap, y: ry + 4, anchor: 'start' },
            ...[TOP + 12, TOP + 30, TOP + 48].flatMap((top): Placement[] => [
              { x: px + 6, y: top, anchor: 'start' },
              { x: px - 6, y: top, anchor: 'end' },
            ]),
          ],
          // Placed above the dot, the label is reached by the guide, drawn up to it.
          leader: (at) =>
            at.y < ry - FONT - gap
              ? [
                  [px, ry],
                  [px, at.y - FONT],
                ]
              : null,
        };
  const along = (share: number): Placement['anchor'] => (share === 1 ? 'end' : share === 0 ? 'start' : 'middle');
  const referenceLabel: LabelRequest = {
    text: referenceText,
    fontSize: FONT,
    bold: true,
    // On the line, just above or below it; then a row farther, where the line leaves no room.
    candidates: [
      [-6, FONT + 4],
      [-6 - FONT - 6, 2 * FONT + 10],
    ].flatMap((offsets) =>
      [1, 0.75, 0.5, 0.25, 0].flatMap((share) =>
        offsets.map((offset): Placement => ({ x: left + share * (right - left), y: ry + offset, anchor: along(share) })),
      ),
    ),
  };
  const guide: Point[] = [
    [px, y(low)],
    [px, ry],
  ];
  const lines: Point[][] = paybackYears === null ? [line] : [line, guide];
  // The fixed labels first, then the payback's (fewest places to go), the investment's last.
  const placed = placeLabels([...yearRequests, ...tickRequests, ...(payback ? [payback] : []), referenceLabel], [], lines, {
    x: 0,
    y: 0,
    width,
    height: HEIGHT,
  });
  const yearLabels = placed.slice(0, yearTicks.length);
  const tickLabels = placed.slice(yearTicks.length, yearTicks.length + ticks.length);
  const paybackLabel = payback ? placed.at(-2)! : null;
  const referencePlaced = placed.at(-1)!;
  const points = line.map(([px1, py1]) => `${px1.toFixed(1)},${py1.toFixed(1)}`).join(' ');

  return (
    <figure className={styles.figure} ref={frame}>
      <figcaption className={styles.figureTitle}>{copy.title}</figcaption>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.chart} role="img" aria-label={label} data-chart="savings">
        {ticks.map(({ value }) => (
          <line key={value} x1={GUTTER} x2={plotRight} y1={y(value)} y2={y(value)} className={value === 0 ? styles.axis : styles.gridline} />
        ))}
        {ticks.map((tick, index) => (
          <text
            key={tick.value}
            x={tickLabels[index]!.x}
            y={tickLabels[index]!.y}
            textAnchor={tickLabels[index]!.anchor}
            className={styles.chartLabel}
            data-label="tick"
          >
            {tick.text}
          </text>
        ))}
        <polygon points={`${x(0)},${y(0)} ${points} ${x(years)},${y(0)}`} className={styles.area} />
        <polyline points={points} className={styles.line} data-line="savings" />
        <line x1={GUTTER} x2={plotRight} y1={ry} y2={ry} className={styles.investment} />
        <text x={referencePlaced.x} y={referencePlaced.y} textAnchor={referencePlaced.anchor} className={styles.investmentLabel} data-label="reference">
          {referenceText}
        </text>
        {paybackLabel && paybackYear !== null && (
          <g>
            <line x1={px} x2={px} y1={y(low)} y2={paybackLabel.leader?.[1]?.[1] ?? ry} className={styles.paybackLine} data-line="guide" />
            <circle cx={px} cy={ry} r="5" className={styles.paybackDot} />
            <text x={paybackLabel.x} y={paybackLabel.y} textAnchor={paybackLabel.anchor} className={styles.paybackLabel} data-label="payback">
              {copy.payback(paybackYear)}
            </text>
          </g>
        )}
        {yearTicks.map((year, index) => (
          <text
            key={year}
            x={yearLabels[index]!.x}
            y={yearLabels[index]!.y}
            textAnchor={yearLabels[index]!.anchor}
            className={styles.chartLabel}
            data-label="year"
          >
            {year}
          </text>
        ))}
      </svg>
    </figure>
  );
}
