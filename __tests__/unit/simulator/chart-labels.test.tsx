import { render } from '@testing-library/react';
import { boxesOverlap, lineHitsBox, placeLabels, segmentHitsBox, textBox, type Anchor, type Point } from '@/components/simulator/chart-labels';
import { niceCeiling, SavingsChart } from '@/components/simulator/savings-chart';
import { simulate, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { formatDecimal } from '@/lib/format/format';

describe('label geometry', () => {
  it('boxes a text by its anchor', () => {
    // 10 characters at 10 px, 0,56 em each = 56 px wide; baseline 20 → top 20 − 8 = 12; 2 px of air.
    const box = textBox('Investment', 10, { x: 100, y: 20, anchor: 'start' });
    expect([box.x, box.y, box.width, box.height].map((n) => Math.round(n * 1000) / 1000)).toEqual([98, 10, 60, 14]);
    expect(textBox('Investment', 10, { x: 100, y: 20, anchor: 'end' }).x).toBeCloseTo(42, 10);
    expect(textBox('Investment', 10, { x: 100, y: 20, anchor: 'middle' }).x).toBeCloseTo(70, 10);
  });

  it('knows when a segment crosses a box', () => {
    const box = { x: 10, y: 10, width: 20, height: 10 };
    expect(segmentHitsBox([0, 0], [40, 30], box)).toBe(true); // diagonal through it
    expect(segmentHitsBox([0, 25], [40, 25], box)).toBe(false); // below it
    expect(segmentHitsBox([15, 12], [16, 13], box)).toBe(true); // inside it
    expect(segmentHitsBox([0, 0], [9, 30], box)).toBe(false); // passes to the left
    expect(boxesOverlap(box, { x: 29, y: 19, width: 5, height: 5 })).toBe(true);
    expect(boxesOverlap(box, { x: 30, y: 10, width: 5, height: 5 })).toBe(false);
  });

  it('takes the first free candidate, clear of the line and of labels placed before', () => {
    const line: Point[] = [
      [0, 100],
      [200, 0],
    ];
    const [first, second] = placeLabels(
      [
        {
          text: 'abc',
          fontSize: 10,
          candidates: [
            { x: 100, y: 55, anchor: 'middle' },
            { x: 10, y: 20, anchor: 'start' },
          ],
        },
        {
          text: 'abc',
          fontSize: 10,
          candidates: [
            { x: 10, y: 20, anchor: 'start' },
            { x: 190, y: 95, anchor: 'end' },
          ],
        },
      ],
      [],
      [line],
      { x: 0, y: 0, width: 200, height: 100 },
    );
    expect(first).toMatchObject({ x: 10, y: 20, free: true }); // (100, 55) sits on the line
    expect(second).toMatchObject({ x: 190, y: 95, free: true }); // (10, 20) is taken
  });
});

const result = (brl: number, connection: OwnPlantInput['connection']) =>
  simulate(ownPlantInput({ usage: { kind: 'bill', brl }, connection, year: 2026 })) as OwnPlantResult;

/** Labels and line of a rendered savings chart, boxed as the placement boxes them (without the air). */
function chartLabels(container: HTMLElement) {
  const labels = [...container.querySelectorAll<SVGTextElement>('text[data-label]')].map((text) => {
    const bold = ['payback', 'reference'].includes(text.dataset.label!);
    const at = { x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')), anchor: (text.getAttribute('text-anchor') ?? 'start') as Anchor };
    return { text: text.textContent!, box: textBox(text.textContent!, 13, at, bold, 0) };
  });
  const points = container
    .querySelector('polyline')!
    .getAttribute('points')!
    .split(' ')
    .map((pair) => pair.split(',').map(Number) as unknown as Point);
  const guide = container.querySelector('line[data-line="guide"]');
  const guideLine: Point[] = guide
    ? [
        [Number(guide.getAttribute('x1')), Number(guide.getAttribute('y1'))],
        [Number(guide.getAttribute('x2')), Number(guide.getAttribute('y2'))],
      ]
    : [];
  const clashes: string[] = [];
  for (const [index, label] of labels.entries()) {
    if (lineHitsBox(points, label.box)) clashes.push(`${label.text} × line`);
    if (guideLine.length > 0 && lineHitsBox(guideLine, label.box)) clashes.push(`${label.text} × payback guide`);
    for (const other of labels.slice(index + 1)) if (boxesOverlap(label.box, other.box)) clashes.push(`${label.text} × ${other.text}`);
  }
  return { texts: labels.map((l) => l.text), clashes };
}

describe('the savings chart’s scale', () => {
  it('rounds the top up to a round number close above the largest value', () => {
    expect(niceCeiling(105_200)).toBe(120_000);
    expect(niceCeiling(14_562)).toBe(15_000);
    expect(niceCeiling(20_000)).toBe(20_000);
    expect(niceCeiling(650)).toBe(800);
    expect(niceCeiling(0)).toBe(1);
  });
});

describe('the savings chart’s labels', () => {
  // The small bills are where 'Investimento' and 'Retorno no ano N' met the line:
  // R$ 50 and R$ 100 on a single-phase connection (no payback; year 16), R$ 150 two-phase (year 8), R$ 500 (year 4).
  it.each([
    [50, 'monofasico'],
    [100, 'monofasico'],
    [150, 'bifasico'],
    [500, 'bifasico'],
    [3000, 'trifasico'],
  ] as const)('R$ %i (%s): no label touches another label or the line', (brl, connection) => {
    const r = result(brl, connection);
    const { container } = render(<SavingsChart cumulative={r.cumulativeNetSavings} reference={r.toPayBack} financed={false} paybackYears={r.paybackYears} />);
    const { texts, clashes } = chartLabels(container);
    expect(texts).toContain('Investimento');
    // The label says the text's payback, to the same decimal.
    if (r.paybackYears !== null) expect(texts).toContain(`Retorno: ${formatDecimal(r.paybackYears, 1)} anos`);
    expect(clashes).toEqual([]);
  });
});

describe('the savings chart’s labels at phone and desktop widths', () => {
  const bills = [60, 80, 100, 120, 150, 200, 250, 300, 400, 600, 800, 1200, 2000, 5000];
  it.each([290, 340, 560])('at %i px, for bills from R$ 60 to R$ 5.000, cash and financed, nothing clashes', (width) => {
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
    const found: string[] = [];
    for (const brl of bills) {
      for (const financed of [false, true]) {
        const r = result(brl, brl < 150 ? 'monofasico' : 'trifasico');
        // A system the gate turns away is never charted.
        if (r.viability.kind !== 'ok') continue;
        const reference = financed ? r.toPayBack * 1.6 : r.toPayBack;
        const { container, unmount } = render(
          <SavingsChart cumulative={r.cumulativeNetSavings} reference={reference} financed={financed} paybackYears={r.paybackYears} />,
        );
        found.push(...chartLabels(container).clashes.map((clash) => `R$ ${brl}${financed ? ' financed' : ''}: ${clash}`));
        unmount();
      }
    }
    measure.mockRestore();
    expect(found).toEqual([]);
  });
});
