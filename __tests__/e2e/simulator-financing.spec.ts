import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { leadMessage } from '@/components/simulator/summary';
import { resultCopy } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import { leadFields } from './support/contact';
import { expect, test } from './support/fixtures';
import { brl, openSimulator, ownPlantInput, quoteButton, resultFigures, resultsRegion, simulatorFields } from './support/simulator';

// Financing (issue 15): the rate, term and 120-day grace are editable premises; the instalment
// sits beside the monthly saving, with the answer to 'a parcela cabe na economia?' and the total.

test('financed: the instalment beside the saving, the total paid, and the hand-off; axe clean in both answers @desktop', async ({ page }) => {
  // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
  test.setTimeout(60_000);
  await openSimulator(page);
  const fields = simulatorFields(page);
  await fields.bill.fill('500');
  await expect(fields.rate).toBeHidden();
  await fields.financed.check();
  await expect(fields.rate).toHaveValue('1,5');
  await expect(fields.term).toHaveValue('60');
  await expect(fields.grace).toHaveValue('120');

  const financing = resultsRegion(page).getByRole('region', { name: resultCopy.financing.title });
  const r = simulate(ownPlantInput({ payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } })) as OwnPlantResult;
  const f = r.financing!;
  // The default loan covers the mid-price instalment by R$ 0,31 in its worst year: "depende" (issue 24).
  expect(f.fit).toBe('depende');
  expect(await resultFigures(page, financing)).toEqual({
    [resultCopy.financing.instalment]: resultCopy.financing.instalmentValue(brl(f.instalment), 60, 4),
    [resultCopy.financing.fits]: resultCopy.financing.fitsDepends(
      brl(Math.min(...f.savingsByLoanYear)),
      brl(f.instalment),
      brl(f.instalmentTop),
      false,
      brl(-f.marginTop),
    ),
    [resultCopy.financing.total]: resultCopy.financing.totalValue(brl(f.totalPaid), brl(f.interest)),
  });
  await expectNoAxeViolations(page, { include: '#simulador' });

  // A shorter, dearer loan: the instalment no longer fits in the saving, and the page says so.
  await fields.rate.fill('2');
  await fields.term.fill('24');
  const dear = simulate(ownPlantInput({ payment: { kind: 'financiado', monthlyRate: 0.02, termMonths: 24, graceDays: 120 } })) as OwnPlantResult;
  expect(dear.financing!.fit).toBe('nao');
  const dearText = resultCopy.financing.fitsNo(brl(dear.financing!.savingsByLoanYear[0]!), brl(-dear.financing!.margin));
  await expect(financing.getByText(dearText, { exact: true })).toBeVisible();
  await expect(financing).toHaveAttribute('data-fits', 'nao');
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
