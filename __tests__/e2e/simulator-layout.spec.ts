import type { Page } from '@playwright/test';
import { DEFAULT_CITY, SIMULATOR_SECTION_ID, simulatorCopy } from '@/content/simulator';
import { PREMISES } from '@/content/simulator/premise-texts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { liveSummary, openResultDetails, openSimulator, resultsRegion, simulatorFields, simulatorForm, simulatorRegion } from './support/simulator';
import { scaled } from './support/time-scale';

// How the simulator looks and reads: labels that never overlap, charts as wide
// as their card, the heading aligned like the other sections', fields in line with their labels,
// the result beside the inputs on a phone, and the premises behind one disclosure.

type Clash = string;

/** Every label of the savings chart against every other one and against the plotted line, as drawn. */
function savingsChartClashes(page: Page): Promise<Clash[]> {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('svg[data-chart="savings"]');
    if (!svg) return ['no savings chart'];
    const labels = [...svg.querySelectorAll<SVGTextElement>('text[data-label]')].map((text) => ({ text: text.textContent ?? '', box: text.getBBox() }));
    const points = (svg.querySelector('polyline')?.getAttribute('points') ?? '').split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
    const guide = svg.querySelector('line[data-line="guide"]');
    const guideLine = guide
      ? (['1', '2'].map((end) => [Number(guide.getAttribute(`x${end}`)), Number(guide.getAttribute(`y${end}`))]) as [number, number][])
      : [];
    const inside = ([x, y]: [number, number], b: DOMRect) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
    // The segment crosses the box if it has an end inside, or crosses one of the box's four edges.
    const crosses = (a: [number, number], c: [number, number], b: DOMRect) => {
      if (inside(a, b) || inside(c, b)) return true;
      const edges: [[number, number], [number, number]][] = [
        [
          [b.x, b.y],
          [b.x + b.width, b.y],
        ],
        [
          [b.x, b.y + b.height],
          [b.x + b.width, b.y + b.height],
        ],
        [
          [b.x, b.y],
          [b.x, b.y + b.height],
        ],
        [
          [b.x + b.width, b.y],
          [b.x + b.width, b.y + b.height],
        ],
      ];
      const side = (p: [number, number], q: [number, number], r: [number, number]) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
      return edges.some(([p, q]) => side(a, c, p) !== side(a, c, q) && side(p, q, a) !== side(p, q, c));
    };
    const clashes: string[] = [];
    labels.forEach((label, index) => {
      for (let i = 1; i < points.length; i++) if (crosses(points[i - 1]!, points[i]!, label.box)) clashes.push(`${label.text} × line`);
      if (guideLine.length === 2 && crosses(guideLine[0]!, guideLine[1]!, label.box)) clashes.push(`${label.text} × payback guide`);
      for (const other of labels.slice(index + 1)) {
        const a = label.box;
        const b = other.box;
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) clashes.push(`${label.text} × ${other.text}`);
      }
    });
    return [...new Set(clashes)];
  });
}

test.describe('the savings chart', () => {
  // R$ 50 was the bill whose 'Investimento' and 'Retorno no ano 17' met the line; one
  // and two modules (R$ 50 and R$ 100 single-phase) get no chart: the viability gate turns them
  // away. The smallest quoted systems pay back latest: R$ 150 single-phase, R$ 200 two-phase.
  for (const [bill, connection] of [
    ['150', 'Monofásica'],
    ['200', 'Bifásica'],
    ['300', 'Bifásica'],
    ['500', 'Bifásica'],
  ] as const) {
    test(`R$ ${bill} (${connection.toLowerCase()}): no label overlaps another label or the line`, async ({ page }) => {
      await openSimulator(page);
      const fields = simulatorFields(page);
      await fields.connection.selectOption({ label: connection });
      await fields.bill.fill(bill);
      // The charts are folded below the key figures: a folded chart measures nothing.
      await openResultDetails(page);
      await expect(page.locator('svg[data-chart="savings"] text[data-label="reference"]')).toBeVisible();
      await expect(page.locator('svg[data-chart="savings"] text[data-label="reference"]')).toHaveText('Investimento');
      expect(await savingsChartClashes(page)).toEqual([]);
    });
  }

  test('charts are as wide as their card', async ({ page }) => {
    await openSimulator(page);
    await simulatorFields(page).bill.fill('500');
    const results = resultsRegion(page);
    await expect(results.locator('svg[data-chart]')).toHaveCount(3);
    await openResultDetails(page);
    for (const chart of await results.locator('svg[data-chart]').all()) await expect(chart).toBeVisible();
    const widths = await results.evaluate((panel) => {
      const style = getComputedStyle(panel);
      const inner = panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...panel.querySelectorAll('svg[data-chart]')].map((svg) => ({
        chart: svg.getAttribute('data-chart'),
        share: svg.getBoundingClientRect().width / inner,
      }));
    });
    for (const { chart, share } of widths) expect(share, `${chart} chart`).toBeGreaterThan(0.98);
  });
});

test('the simulator’s opening starts where the other sections’ do, its heading aligned left, beside its figure @desktop', async ({ page }) => {
  await page.goto('/');
  // The section leads with its figure (the 399 towns), the heading beside it.
  const left = (selector: string) => page.locator(selector).evaluate((h) => ({ x: h.getBoundingClientRect().left, align: getComputedStyle(h).textAlign }));
  const opening = await left(`#${SIMULATOR_SECTION_ID} header`);
  const figure = await left(`#${SIMULATOR_SECTION_ID} header p:has(strong)`);
  const heading = await left(`#${SIMULATOR_SECTION_ID} h2`);
  const solutions = await left('#solutions h2');
  expect(opening.x).toBeCloseTo(solutions.x, 0);
  expect(figure.x).toBeCloseTo(solutions.x, 0);
  expect(heading.x).toBeGreaterThan(figure.x);
  expect(['start', 'left']).toContain(heading.align);
});

test('at 768 px every field sits right under its label, and fields side by side line up @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openSimulator(page);
  const rows = await simulatorForm(page).evaluate((form) =>
    [...form.querySelectorAll('label[for]')]
      .map((label) => {
        const control = form.querySelector<HTMLElement>(`#${label.getAttribute('for')}`);
        const box = (control?.closest('[class*="control"]') ?? control)?.getBoundingClientRect();
        const own = label.getBoundingClientRect();
        return box && box.height > 0 ? { id: label.getAttribute('for')!, labelBottom: own.bottom, top: box.top, height: box.height } : null;
      })
      .filter((row) => row !== null),
  );
  expect(rows.length).toBeGreaterThan(8);
  for (const row of rows) {
    expect(row.top - row.labelBottom, `${row.id}: gap under its label`).toBeGreaterThanOrEqual(0);
    expect(row.top - row.labelBottom, `${row.id}: gap under its label`).toBeLessThanOrEqual(8);
    expect(row.height, `${row.id}: height`).toBeLessThanOrEqual(50);
  }
  const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
  for (const [a, b] of [
    ['sim-tariffClass', 'sim-connection'],
    ['sim-orientation', 'sim-shading'],
  ] as const) {
    expect(byId[a]!.top, `${a} and ${b} side by side`).toBeCloseTo(byId[b]!.top, 0);
  }
});

test('on a phone the result shows where the visitor types, and stays in view below @mobile', async ({ page }) => {
  // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
  test.setTimeout(scaled(60_000));
  await openSimulator(page);
  const fields = simulatorFields(page);
  await fields.bill.fill('500');
  const summary = liveSummary(page);
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(/^Economia de R\$\s\d+ por mês, retorno em cerca de \d,\d anos/);
  // Right under the field being typed in.
  const [billBox, summaryBox] = await Promise.all([fields.bill.boundingBox(), summary.boundingBox()]);
  expect(summaryBox!.y - (billBox!.y + billBox!.height)).toBeLessThan(90);

  // Editing a field further down: the summary stays in view, clear of the focused field.
  await fields.orientation.focus();
  await expect(fields.orientation).toBeInViewport();
  await expect(summary).toBeInViewport();
  const [fieldBox, stickyBox] = await Promise.all([fields.orientation.boundingBox(), summary.boundingBox()]);
  expect(fieldBox!.y).toBeGreaterThanOrEqual(stickyBox!.y + stickyBox!.height);
  await fields.orientation.selectOption({ label: 'Sul' });
  await expect(summary).toContainText(/retorno em cerca de/);
  await expectNoAxeViolations(page, { include: '#simulador' });

  await summary.getByRole('link', { name: simulatorCopy.live.seeAll }).click();
  await expect(resultsRegion(page).getByRole('heading', { name: simulatorCopy.resultsTitle })).toBeInViewport();
});

test('on a 390 px phone the whole result, financing included, is at most 2.500 px tall, the three numbers first @mobile', async ({ page }) => {
  // Unfolded, the result measured 4.268 to 5.133 px here; a visitor reads the saving, the
  // instalment and the investment, then the verdict, and unfolds the rest when they want it.
  await openSimulator(page);
  const fields = simulatorFields(page);
  await fields.bill.fill('500');
  await fields.financed.check();
  const results = resultsRegion(page);
  await expect(results.locator('[data-fits]')).toBeVisible();
  const height = async () => (await results.boundingBox())!.height;
  expect(await height()).toBeLessThanOrEqual(2500);
  // The three numbers sit at the top, within a phone's first screen of the result.
  const top = (await results.boundingBox())!.y;
  for (const label of [/^Economia estimada de R\$/, /^Parcela do financiamento$/, /^Investimento estimado$/]) {
    const box = (await results.getByText(label).first().boundingBox())!;
    expect(box.y - top, `${label} from the top of the result`).toBeLessThan(500);
  }
  // Unfolded, everything is there, and the folded part is the longer one.
  const folded = await height();
  await openResultDetails(page);
  await expect(results.locator('svg[data-chart="savings"]')).toBeVisible();
  expect(await height()).toBeGreaterThan(folded * 1.5);
});

/** Lines the first paragraph of an element takes on screen, by the distinct tops of its text's boxes. */
function linesOf(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  }, selector);
}

for (const [width, maxLines] of [
  [390, 2],
  [1440, 1],
] as const) {
  test(`at ${width} px the loan's verdict is one sentence on ${maxLines === 1 ? 'one line' : 'at most two lines'}, its reasons folded @desktop`, async ({
    page,
  }) => {
    // The verdict replaced a paragraph of about 60 words (9 lines at 390 px, 4 at 1440) in the alarm colour.
    await page.setViewportSize({ width, height: 900 });
    await openSimulator(page);
    const fields = simulatorFields(page);
    await fields.bill.fill('500');
    await fields.financed.check();
    const line = resultsRegion(page).locator('[data-fits] > p');
    await expect(line).toBeVisible();
    const text = (await line.textContent()) ?? '';
    expect(text, 'one sentence').toMatch(/^[^.!?;]+\.$/);
    expect(text).toMatch(/^No 1º ano de parcelas, a economia cobre \d+% da parcela \(R\$\s[\d.]+,\d{2}\)\.$/);
    expect(await linesOf(page, '[data-fits] > p')).toBeLessThanOrEqual(maxLines);
    const box = (await line.boundingBox())!;
    const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box.height, 'height').toBeLessThanOrEqual(lineHeight * maxLines + 1);
    // Calm unless the first year already falls short: the default loan is 'no-comeco', in the sun's colour.
    const border = await resultsRegion(page)
      .locator('[data-fits]')
      .evaluate((element) => getComputedStyle(element).borderLeftColor);
    const danger = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--color-danger)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(border, 'not the alarm colour').not.toBe(danger);
    await expect(resultsRegion(page).locator('[data-fits] details')).not.toHaveAttribute('open');
  });
}

test('at 1440 px the result’s headline stays in view while the visitor edits the city, clear of the form and the header @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSimulator(page);
  const fields = simulatorFields(page);
  await fields.bill.fill('500');
  await fields.financed.check();
  const results = resultsRegion(page);
  const headline = results.getByText(/^Economia estimada de R\$/);
  await expect(headline).toBeVisible();
  // The visitor scrolls the city field up under the header and types a city in it.
  await fields.city.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await fields.city.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('ponta g');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(fields.city).toHaveValue('Ponta Grossa');
  await expect(fields.city).toBeInViewport();
  await expect(headline).toBeInViewport({ ratio: 1 });
  await expect(results.getByText(/^Parcela do financiamento$/)).toBeInViewport({ ratio: 1 });
  const [headlineBox, formBox, panelBox] = await Promise.all([headline.boundingBox(), simulatorForm(page).boundingBox(), results.boundingBox()]);
  const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
  expect(headlineBox!.y, 'below the header').toBeGreaterThanOrEqual(headerBottom);
  expect(panelBox!.y, 'the panel below the header').toBeGreaterThanOrEqual(headerBottom);
  expect(panelBox!.x, 'beside the form, not over it').toBeGreaterThanOrEqual(formBox!.x + formBox!.width);

  // Unfolded past the screen's height, every part of the result can still be reached: it scrolls in itself.
  await openResultDetails(page);
  const quote = results.getByRole('button', { name: simulatorCopy.quote });
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toBeInViewport({ ratio: 1 });
});

test('the premises sit behind one disclosure, each with its source; axe clean open @desktop', async ({ page }) => {
  // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
  test.setTimeout(scaled(60_000));
  await page.goto(`/#${SIMULATOR_SECTION_ID}`);
  const premises = simulatorRegion(page).getByRole('region', { name: simulatorCopy.premisesTitle });
  await expect(premises.getByText(simulatorCopy.premisesLead)).toBeVisible();
  const items = premises.getByRole('listitem');
  await expect(items.first()).toBeHidden();
  await premises.getByText(simulatorCopy.premisesToggle).click();
  await expect(items).toHaveCount(PREMISES.length);
  for (const item of await items.all()) await expect(item).toContainText(/Fonte: .{20,}(19|20)\d\d/);
  await expect(premises).not.toContainText(/a conferir|Simplificações do simulador/);
  await expectNoAxeViolations(page, { include: '#simulador' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says the calculation needs JavaScript, and the premises still open @desktop', async ({ page }) => {
    await page.goto(`/#${SIMULATOR_SECTION_ID}`);
    await expect(resultsRegion(page).getByText(/^O cálculo precisa de JavaScript/)).toBeVisible();
    await expect(simulatorForm(page).getByRole('textbox', { name: simulatorCopy.city.label })).toHaveValue(DEFAULT_CITY);
    const premises = simulatorRegion(page).getByRole('region', { name: simulatorCopy.premisesTitle });
    await premises.getByText(simulatorCopy.premisesToggle).click();
    await expect(premises.getByRole('listitem')).toHaveCount(PREMISES.length);
  });
});
