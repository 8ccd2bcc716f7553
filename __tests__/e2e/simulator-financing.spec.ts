import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { leadMessage } from '@/components/simulator/summary';
import { resultCopy } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import { leadFields } from './support/contact';
import { expect, test } from './support/fixtures';
import {
  brl,
  brlApprox,
  openResultDetails,
  openSimulator,
  ownPlantInput,
  percent,
  quoteButton,
  resultFigures,
  resultsRegion,
  simulatorFields,
} from './support/simulator';
import { scaled } from './support/time-scale';

// Financing: the rate, term and 120-day grace are editable premises; the
// instalment sits beside the monthly saving, with the verdict in one line (the share of the
// instalment the first year of instalments' saving pays), its reasons folded under 'Por quê?'
// ('sim' only with 10% of room at the top of the range) and, folded, the total, the IOF and the CET.

test('financed: the instalment beside the saving, the total paid, and the hand-off; axe clean in both answers @desktop', async ({ page }) => {
  // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
  test.setTimeout(scaled(60_000));
  await openSimulator(page);
  const fields = simulatorFields(page);
  await fields.bill.fill('500');
  await expect(fields.rate).toBeHidden();
  await fields.financed.check();
  await expect(fields.rate).toHaveValue('1,5');
  await expect(fields.term).toHaveValue('60');
  await expect(fields.grace).toHaveValue('120');

  const results = resultsRegion(page);
  const financing = results.getByRole('region', { name: resultCopy.financing.title });
  const verdict = results.locator('[data-fits]');
  const verdictLine = verdict.locator('p').first();
  const why = verdict.locator('details');
  /** The verdict's sentence for a loan: the share of the instalment the first year of instalments' saving pays (whole percent, rounded down, at most 100%). */
  const verdictText = (loan: NonNullable<OwnPlantResult['financing']>) =>
    resultCopy.financing.verdict(`${Math.min(100, Math.floor((loan.savingsByLoanYear[0]! / loan.instalment) * 100))}%`, brl(loan.instalment));
  const r = simulate(ownPlantInput({ payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } })) as OwnPlantResult;
  const f = r.financing!;
  // Connected after today's quote, with the IOF financed and the ICMS from the 49th month, the
  // default loan covers the saving in its first years only.
  expect(f.fit).toBe('no-comeco');
  // The key figures: the instalment beside the saving, then the verdict in one line with its numbers.
  expect(await resultFigures(page, results.locator('dl').first())).toEqual({
    [resultCopy.usina.instalment]: resultCopy.usina.instalmentValue(brl(f.instalment), 60),
    [resultCopy.usina.investment]: resultCopy.usina.range(brlApprox(r.investment.low), brlApprox(r.investment.high)),
  });
  await expect(verdictLine).toBeVisible();
  await expect(verdictLine).toHaveText(verdictText(f));
  // The saving of the first year of instalments passes the instalment: all of it is paid, that year.
  expect(f.savingsByLoanYear[0]!).toBeGreaterThan(f.instalment);
  await expect(verdictLine).toContainText(`cobre 100% da parcela (${brl(f.instalment)})`);
  await expect(verdict).toHaveAttribute('data-fits', 'no-comeco');
  // Why (the later years fall short), folded under "Por quê?" until asked for.
  const reasons = resultCopy.financing.fitsAtFirst(brl(f.savingsByLoanYear[0]!), f.firstShortLoanYear!, brl(-f.margin), true);
  await expect(why.getByText(reasons)).toBeHidden();
  await why.getByText(resultCopy.financing.why, { exact: true }).click();
  await expect(why.getByText(reasons)).toBeVisible();
  // The loan's detail, with the IOF and the CET, is folded until asked for.
  await expect(financing).toBeHidden();
  await openResultDetails(page);
  await expect(financing).toBeVisible();
  expect(await resultFigures(page, financing)).toEqual({
    [resultCopy.financing.instalment]: resultCopy.financing.instalmentValue(brl(f.instalment), 60, 4, 2),
    [resultCopy.financing.cet]: resultCopy.financing.cetValue(percent(f.cetMonthly, 2), percent(f.cetYearly, 1), percent(0.015, 2)),
    [resultCopy.financing.total]: resultCopy.financing.totalValue(brl(f.totalPaid), brl(f.interest), brl(f.iof)),
  });
  expect(f.cetMonthly).toBeGreaterThan(0.015);
  await expectNoAxeViolations(page, { include: '#simulador' });

  // A cheaper, longer loan passes the top of the range by more than 10% in every year: "sim".
  await fields.rate.fill('0,89');
  await fields.term.fill('96');
  const roomy = simulate(ownPlantInput({ payment: { kind: 'financiado', monthlyRate: 0.0089, termMonths: 96, graceDays: 120 } })) as OwnPlantResult;
  const rf = roomy.financing!;
  expect(rf.fit).toBe('sim');
  await expect(verdictLine).toHaveText(verdictText(rf));
  await expect(why.locator('p')).toHaveText(resultCopy.financing.fitsYes(brl(Math.min(...rf.savingsByLoanYear)), brl(rf.instalmentTop), brl(rf.marginTop)));
  await expect(verdict).toHaveAttribute('data-fits', 'sim');

  // A shorter, dearer loan: the instalment no longer fits in the saving, and the page says so.
  await fields.rate.fill('2');
  await fields.term.fill('24');
  const dear = simulate(ownPlantInput({ payment: { kind: 'financiado', monthlyRate: 0.02, termMonths: 24, graceDays: 120 } })) as OwnPlantResult;
  expect(dear.financing!.fit).toBe('nao');
  const dearText = resultCopy.financing.fitsNo(brl(dear.financing!.savingsByLoanYear[0]!), brl(-dear.financing!.margin));
  await expect(verdictLine).toHaveText(verdictText(dear.financing!));
  // The first year's saving pays under half of this instalment: the one case said in the alarm colour.
  await expect(verdictLine).toContainText(/cobre 4\d% da parcela/);
  await expect(why.locator('p')).toHaveText(dearText);
  await expect(verdict).toHaveAttribute('data-fits', 'nao');
  await expectNoAxeViolations(page, { include: '#simulador' });

  // A grace beyond the 120 days offered is refused in Portuguese.
  await fields.grace.fill('180');
  await fields.grace.blur();
  await expect(fields.grace).toHaveAccessibleDescription(/Informe uma carência entre 0 e 120 dias/);
  await fields.grace.fill('120');

  await quoteButton(page).click();
  await expect(leadFields(page).message).toHaveValue(leadMessage(dear));
  await expect(leadFields(page).message).toHaveValue(/financiado em 24 parcelas de R\$/);
});
