import type { Locator, Page } from '@playwright/test';
import { simulate, type OwnPlantResult, type RentalResult, type SubscriptionResult } from '@/components/simulator/simulate';
import { leadMessage, notViableReason, SERVICE_BY_MODE } from '@/components/simulator/summary';
import type { ConnectionId } from '@/content/simulator/premises';
import { DEFAULT_CITY, errorCopy, limits, resultCopy, SIMULATOR_PRELOAD_MARGIN_PX, SIMULATOR_SECTION_ID, simulatorCopy } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import { contactForm, escapeRegExp, leadFields, whatsappText } from './support/contact';
import { expect, test } from './support/fixtures';
import { frames } from './support/gestures';
import { firstLoadScripts } from './support/lazy';
import { expectAtHeaderOffset, scrollToY } from './support/scroll';
import {
  brl,
  decimal,
  modeRadio,
  monthYear,
  openSimulator,
  ownPlantFigures,
  ownPlantInput,
  percent,
  PT_BR_MONEY,
  quoteButton,
  resultFigures,
  resultSentences,
  openResultDetails,
  resultsRegion,
  simulatorFields,
  simulatorForm,
  simulatorRegion,
} from './support/simulator';
import { visit } from './support/site';
import { scaled } from './support/time-scale';

// The savings simulator: every figure it shows is what simulate() computes for
// the same input, written the pt-BR way; bad input gets a Portuguese message and no result.

async function expectSentences(page: Page, sentences: string[]) {
  for (const sentence of sentences) await expect(resultsRegion(page).getByText(sentence, { exact: true })).toBeVisible();
}

async function expectNoResult(page: Page) {
  await expect(resultsRegion(page).getByText(simulatorCopy.placeholderTitle)).toBeVisible();
  await expect(quoteButton(page)).toHaveCount(0);
  await expect(resultsRegion(page).getByRole('term')).toHaveCount(0);
}

/** The field is marked invalid and its message is shown and read with it. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(simulatorForm(page).getByText(message, { exact: true })).toBeVisible();
}

/** Types part of a name in the city search and picks the only match. */
async function chooseCity(page: Page, typed: string, name: string) {
  const { city, cityList } = simulatorFields(page);
  await city.fill(typed);
  await expect(cityList.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue(name);
}

test.describe('simulator: the three modes', () => {
  test('Usina própria from the bill: figures, charts and notes match simulate(), in pt-BR; axe clean', async ({ page }) => {
    // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
    test.setTimeout(scaled(60_000));
    await openSimulator(page);
    const fields = simulatorFields(page);
    await expect(modeRadio(page, 'usina')).toBeChecked();
    await chooseCity(page, 'maringa', 'Maringá');
    await fields.connection.selectOption({ label: 'Monofásica' });
    await fields.bill.fill('450,00');

    const r = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 450 }, city: 'Maringá', connection: 'monofasico' })) as OwnPlantResult;
    await expectSentences(page, resultSentences(r));
    expect(await resultFigures(page)).toEqual(ownPlantFigures(r));
    for (const money of [r.billBefore, r.billAfter, r.yearlySavings]) expect(brl(money)).toMatch(PT_BR_MONEY);
    expect(r.savingsShare).toBeLessThanOrEqual(0.95);

    // The charts' text equivalents, folded below the key figures.
    const results = resultsRegion(page);
    await expect(results.getByRole('img', { name: /^Economia acumulada ao longo de 25 anos/ })).toBeHidden();
    await openResultDetails(page);
    const fioB = resultCopy.usina.fioB({
      year: r.year,
      share: percent(r.fioBShare),
      firstYear: percent(r.savingsShare),
      settled: percent(r.settled.savingsShare),
      from: monthYear(r.settled.year, r.settled.month),
      icms: true,
    });
    await expect(results.getByText(fioB, { exact: true })).toBeVisible();
    await expect(results.getByRole('img', { name: resultCopy.barChart.label(brl(r.billBefore), brl(r.billAfter)) })).toBeVisible();
    await expect(
      results.getByRole('img', { name: new RegExp(`^Geração estimada no primeiro ano: jan ${decimal(r.monthlyGenerationKWh[0]!)} kWh`) }),
    ).toBeVisible();
    await expect(results.getByRole('img', { name: /^Economia acumulada ao longo de 25 anos/ })).toBeVisible();

    await expectNoAxeViolations(page, { include: '#simulador' });
  });

  test('Usina própria from kWh, with the visitor’s own tariff, class and roof', async ({ page }) => {
    await openSimulator(page);
    const fields = simulatorFields(page);
    await fields.byKWh.check();
    await chooseCity(page, 'nova aur', 'Nova Aurora');
    await fields.tariffClass.selectOption({ label: 'Rural (B2)' });
    await fields.connection.selectOption({ label: 'Trifásica' });
    await fields.orientation.selectOption({ label: 'Leste ou oeste' });
    await fields.shading.selectOption({ label: 'Alguma sombra em parte do dia' });
    await fields.consumption.fill('1.250');
    await fields.adjustments.click();
    await fields.tariff.fill('0,72');

    const r = simulate(
      ownPlantInput({
        usage: { kind: 'kwh', kwh: 1250 },
        city: 'Nova Aurora',
        tariffClass: 'b2',
        connection: 'trifasico',
        orientation: 'leste-oeste',
        shading: 'alguma',
        tariff: 0.72,
      }),
    ) as OwnPlantResult;
    await expectSentences(page, resultSentences(r));
    expect(await resultFigures(page)).toEqual(ownPlantFigures(r));
    await expect(fields.bill).toBeHidden();
    await expect(fields.publicLighting).toBeHidden();
  });

  test('Energia por assinatura discounts only the compensable part of 1.234,56; axe clean', async ({ page }) => {
    await openSimulator(page);
    await modeRadio(page, 'assinatura').check();
    await simulatorFields(page).bill.fill('1.234,56');

    const r = simulate({ mode: 'assinatura', billBRL: 1234.56, connection: 'bifasico', tariffClass: 'b1' }) as SubscriptionResult;
    expect(r.monthlySavings).toBeLessThan(1234.56 * 0.15);
    await expectSentences(page, resultSentences(r));
    await expect(simulatorFields(page).city).toBeHidden();
    await expect(simulatorFields(page).orientation).toBeHidden();
    await expectNoAxeViolations(page, { include: '#simulador' });
  });

  test('Investidor: the company’s average yield with its conditions, no amount asked and no income worked out, not an offer; axe clean', async ({ page }) => {
    await openSimulator(page);
    await modeRadio(page, 'investidor').check();

    const r = simulate({ mode: 'investidor' }) as RentalResult;
    await expectSentences(page, resultSentences(r));
    await expect(resultsRegion(page)).toContainText(`${percent(r.monthlyYield, 2)} ao mês é a média da empresa`);
    await expect(resultsRegion(page)).toContainText('não é uma oferta de investimento');
    await expect(resultsRegion(page)).not.toContainText(/renda estimada|R\$/i);
    await expect(simulatorForm(page).getByRole('textbox', { includeHidden: false })).toHaveCount(0);
    await expect(simulatorFields(page).bill).toBeHidden();
    await expectNoAxeViolations(page, { include: '#simulador' });
  });
});

test.describe('simulator: bad input', () => {
  const bad = (max: number, empty: string) => [
    { typed: '', message: empty },
    { typed: '0', message: errorCopy.notPositive },
    { typed: '-150', message: errorCopy.notPositive },
    { typed: 'R$ 10.000.000', message: errorCopy.aboveMax(brl(max)) },
    { typed: 'quinhentos', message: errorCopy.invalid },
    { typed: '4,5,6', message: errorCopy.invalid },
  ];
  const modes = [
    { mode: 'usina', field: 'bill', cases: bad(limits.billBRL.max, errorCopy.empty.bill) },
    { mode: 'assinatura', field: 'bill', cases: bad(limits.billBRL.max, errorCopy.empty.bill) },
  ] as const;

  for (const { mode, field, cases: values } of modes) {
    test(`${mode}: empty, zero, negative, R$ 10.000.000 and words get a Portuguese message and no result`, async ({ page }) => {
      // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
      test.setTimeout(scaled(60_000));
      await openSimulator(page);
      await modeRadio(page, mode).check();
      const input = simulatorFields(page)[field];
      // Something valid first, so that each bad value has a result to take away.
      await input.fill('5.000');
      await expect(quoteButton(page)).toBeVisible();
      for (const { typed, message } of values) {
        await input.fill(typed);
        await input.blur();
        await expectFieldError(page, input, message);
        await expectNoResult(page);
      }
      await expectNoAxeViolations(page, { include: '#simulador' });
      await input.fill('5.000');
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await expect(quoteButton(page)).toBeVisible();
    });
  }
});

test('keyboard only: choose a mode, type the bill, and ask for this quote', async ({ page }) => {
  await openSimulator(page);
  // A fragment navigation moves the sequential focus starting point to the section.
  await page.keyboard.press('Tab');
  await expect(modeRadio(page, 'usina')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(modeRadio(page, 'assinatura')).toBeChecked();
  await expect(modeRadio(page, 'assinatura')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(simulatorFields(page).bill).toBeFocused();
  await page.keyboard.type('1.234,56');

  const r = simulate({ mode: 'assinatura', billBRL: 1234.56, connection: 'bifasico', tariffClass: 'b1' }) as SubscriptionResult;
  await expectSentences(page, resultSentences(r).slice(0, 1));
  // On through the fields this mode shows, to the quote button.
  for (let presses = 0; presses < 12 && !(await quoteButton(page).evaluate((button) => button === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(quoteButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expectAtHeaderOffset(page, 'contact');
  await expect(leadFields(page).service).toHaveValue(SERVICE_BY_MODE.assinatura);
  await expect(leadFields(page).message).toHaveValue(leadMessage(r));
  // Focus follows the scroll: the next field to fill is the name.
  await expect(leadFields(page).name).toBeFocused();
});

test.describe('simulator: the viability gate', () => {
  // Why, as the model says it for the company's tariff (content/company/tariff.json): a bill too small for
  // one module, one whose system passes the connection's limit.
  const notQuoted = (brl: number, connection: ConnectionId) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, connection })) as OwnPlantResult;
  for (const [bill, connection, result, kind] of [
    ['50', 'Monofásica', notQuoted(50, 'monofasico'), 'too-small'],
    ['50.000', 'Trifásica', notQuoted(50_000, 'trifasico'), 'too-large'],
  ] as const) {
    test(`R$ ${bill} (${connection.toLowerCase()}): no payback, no 25-year saving, no quote; why, and the team instead; axe clean`, async ({ page }) => {
      await openSimulator(page);
      const fields = simulatorFields(page);
      await fields.connection.selectOption({ label: connection });
      await fields.bill.fill(bill);
      const results = resultsRegion(page);
      await expect(results.getByText(resultCopy.notViable.title, { exact: true })).toBeVisible();
      expect(result.viability.kind).toBe(kind);
      await expect(results.getByText(notViableReason(result)!, { exact: true })).toBeVisible();
      await expect(quoteButton(page)).toHaveCount(0);
      // Folded or not, nothing in the result speaks of a payback: the one sentence that does is the
      // placeholder's, which stays in the page (the island hides it while there is a result).
      await expect(results.getByText(simulatorCopy.placeholder)).toBeHidden();
      await expect(results.getByText(/retorno|economia em 25 anos/i)).toHaveText([simulatorCopy.placeholder]);
      await expect(results.locator('svg[data-chart]')).toHaveCount(0);
      const contact = results.getByRole('link', { name: resultCopy.notViable.contact });
      await expect(contact).toHaveAttribute('href', '/#contact');
      await expectNoAxeViolations(page, { include: `#${SIMULATOR_SECTION_ID}` });

      // A bill an installer quotes brings the full result back.
      await fields.connection.selectOption({ label: 'Bifásica' });
      await fields.bill.fill('500');
      await expect(quoteButton(page)).toBeVisible();
      await expect(results.getByText(resultCopy.notViable.title, { exact: true })).toHaveCount(0);
    });
  }
});

test('“Quero este orçamento” fills the contact form with the service and a summary, and scrolls to it', async ({ page }) => {
  await openSimulator(page);
  const fields = simulatorFields(page);
  await fields.bill.fill('780');
  const r = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 780 } })) as OwnPlantResult;
  await expectSentences(page, resultSentences(r).slice(0, 1));

  // WhatsApp gets the same summary.
  const summary = leadMessage(r);
  const whatsapp = resultsRegion(page).getByRole('link', { name: simulatorCopy.whatsapp });
  expect(whatsappText(await whatsapp.getAttribute('href'))).toBe(summary);
  for (const figure of [DEFAULT_CITY, 'residencial (B1)', brl(r.billBefore), brl(r.monthlySavings), decimal(r.systemKWp, 2)]) expect(summary).toContain(figure);

  await quoteButton(page).click();
  await expectAtHeaderOffset(page, 'contact');
  await expect(contactForm(page)).toBeInViewport();
  await expect(leadFields(page).service).toHaveValue(SERVICE_BY_MODE.usina);
  await expect(leadFields(page).message).toHaveValue(summary);
  // The visitor still types who they are; nothing else was filled in for them.
  await expect(leadFields(page).name).toHaveValue('');
});

test('the simulator’s code and the 399 municipalities are not in the first load; they load as the section nears', async ({ page, baseURL }) => {
  // Only the island bundles the results' copy; only its chunks hold the municipalities (Abatiá is the first).
  const MARKER = resultCopy.lineChart.title;
  const DATA = 'Abatiá';
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  const chunksWith = async (text: string) => {
    const found: string[] = [];
    for (const [url, body] of scripts) if ((await body).includes(text)) found.push(url);
    return found;
  };

  await visit(page, '/');
  const html = await (await page.request.get('/')).text();
  expect(html, 'the page (and its inline RSC payload) does not carry the municipalities').not.toContain(DATA);
  const firstLoad = new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map(([path]) => new URL(path, baseURL).href));
  expect(firstLoad.size).toBeGreaterThan(0);
  for (const url of firstLoad) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain(MARKER);
    expect(body, url).not.toContain(DATA);
  }

  // Just beyond the preload margin: still not loaded, once the page has settled.
  const sectionTop = await simulatorRegion(page).evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
  const viewportHeight = page.viewportSize()!.height;
  await scrollToY(page, sectionTop - viewportHeight - SIMULATOR_PRELOAD_MARGIN_PX - 200);
  await frames(page);
  await page.waitForLoadState('networkidle');
  expect(await chunksWith(MARKER)).toEqual([]);

  // Just below the fold (its form within the margin): it loads, from chunks the HTML does not name.
  await scrollToY(page, sectionTop - viewportHeight - 50);
  await expect.poll(() => chunksWith(MARKER)).toHaveLength(1);
  await expect.poll(() => chunksWith(DATA)).not.toEqual([]);
  for (const chunk of [...(await chunksWith(MARKER)), ...(await chunksWith(DATA))]) expect(firstLoad.has(chunk)).toBe(false);
  await expect(simulatorRegion(page)).not.toBeInViewport();
});

test('the island enhances the form the server rendered in place: the same inputs, with what was typed, the caret and what was open', async ({ page }) => {
  // Every script the HTML does not name (the island's among them) waits until the visitor has typed.
  const firstLoad = new Set(await firstLoadScripts(page, '/'));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**', async (route) => {
    if (route.request().resourceType() === 'script' && !firstLoad.has(route.request().url())) await released;
    await route.continue();
  });
  await visit(page, `/#${SIMULATOR_SECTION_ID}`);
  const form = simulatorForm(page);
  const fields = simulatorFields(page);
  // Before the island: the city is a plain text field.
  await expect(form.getByRole('textbox', { name: simulatorCopy.city.label })).toBeVisible();
  await expect(fields.city).toHaveCount(0);

  await fields.adjustments.click();
  const adjustments = form.locator('details');
  await expect(adjustments).toHaveAttribute('open', '');
  await fields.bill.click();
  await page.keyboard.type('450');
  // The caret after the 4, the 5 selected.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  const serverNodes = await form.evaluateHandle((element) => [element, ...element.querySelectorAll('*')]);
  const serverBill = await fields.bill.elementHandle();

  release();
  await expect(fields.city).toBeVisible();
  const r = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 450 } })) as OwnPlantResult;
  await expectSentences(page, resultSentences(r).slice(0, 1));
  expect(await serverNodes.evaluate((nodes) => nodes.filter((node) => !node.isConnected).length), 'server-rendered nodes replaced').toBe(0);
  expect(await serverBill!.evaluate((node) => node === document.getElementById('sim-bill') && node === document.activeElement)).toBe(true);
  expect(await serverBill!.evaluate((input: HTMLInputElement) => [input.value, input.selectionStart, input.selectionEnd])).toEqual(['450', 1, 2]);
  await expect(adjustments).toHaveAttribute('open', '');

  // Typing goes on where the visitor left off: the 5 becomes a 9.
  await page.keyboard.type('9');
  await expect(fields.bill).toHaveValue('490');
  const again = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 490 } })) as OwnPlantResult;
  await expectSentences(page, resultSentences(again).slice(0, 1));
});
