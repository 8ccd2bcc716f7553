import type { Page } from '@playwright/test';
import { leadMessage } from '@/components/simulator/summary';
import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { contactCopy } from '@/content/contact/messages';
import { serviceLabel } from '@/content/services';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import {
  autosaveNote,
  contactForm,
  fieldValues,
  fillLead,
  fillStorage,
  forbidStorage,
  leadFields,
  leadStatus,
  storageOffNote,
  storedDraft,
  submitButton,
  type LeadInput,
} from './support/contact';
import { expect, test } from './support/fixtures';
import { ownPlantInput, quoteButton, resultsRegion, simulatorFields, simulatorForm } from './support/simulator';
import { visit } from './support/site';

// On the default build (no endpoint): the draft is never overwritten, by another tab
// or by the simulator, and a browser that cannot store it is told so.

const s = contactCopy.status;
const p = contactCopy.prefill;

const ANA: LeadInput = {
  name: 'Ana Paula Ferreira',
  email: 'ana@exemplo.com.br',
  phone: '(43) 3025-0100',
  service: 'limpeza-placas',
  message: 'Tenho 24 placas num barracão em Cambé e queria saber o preço da limpeza.\nPosso receber orçamento por e-mail?',
};

/** Waits until the stored draft has this field's value (the form saves ~400 ms after a change). */
async function expectStored(page: Page, field: string, value: string) {
  await expect.poll(async () => (await storedDraft(page))?.fields[field]).toBe(value);
}

test.describe('drafts in two tabs', () => {
  test('tabs keep in step, and a third tab restores what both typed', { tag: '@desktop' }, async ({ page, context }) => {
    // Three pages, each opened and hydrated: slow on a busy machine.
    test.slow();
    const tabA = page;
    await visit(tabA, '/');
    await fillLead(tabA, ANA);
    await expectStored(tabA, 'message', ANA.message!);

    const tabB = await context.newPage();
    await visit(tabB, '/');
    await expect(leadFields(tabB).message).toHaveValue(ANA.message!);

    // B rewrites the message, then A (which still shows the old one) fixes the name.
    const newMessage = 'Melhor: quero limpeza e manutenção das 24 placas, de preferência em março.';
    await leadFields(tabB).message.fill(newMessage);
    await expectStored(tabB, 'message', newMessage);
    await expect(leadFields(tabA).message).toHaveValue(newMessage);
    await leadFields(tabA).name.fill('Ana Paula F. Souza');
    await expectStored(tabA, 'name', 'Ana Paula F. Souza');
    await expect(leadFields(tabB).name).toHaveValue('Ana Paula F. Souza');

    const tabC = await context.newPage();
    await visit(tabC, '/');
    expect(await fieldValues(tabC)).toEqual({ ...(await fieldValues(tabA)), name: 'Ana Paula F. Souza', message: newMessage });
    expect(await fieldValues(tabB)).toEqual(await fieldValues(tabC));
    await Promise.all([tabB.close(), tabC.close()]);
  });
});

test.describe('storage the browser refuses', () => {
  test('forbidden: the autosave note gives way to a warning, and the completion promises nothing; axe clean', { tag: '@desktop' }, async ({ page }) => {
    await forbidStorage(page);
    await visit(page, '/');
    await expect(storageOffNote(page)).toBeVisible();
    await expect(autosaveNote(page)).toHaveCount(0);
    await fillLead(page, ANA);
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.readyTitle);
    await expect(leadStatus(page)).not.toContainText(s.readyKept);
    await expect(contactForm(page)).not.toContainText(/continua salvo/);
    await expectNoAxeViolations(page, { include: '#contact' });
  });

  test('full: the first save that fails turns the note into the warning, and a reload indeed restores nothing', { tag: '@desktop' }, async ({ page }) => {
    await fillStorage(page);
    await visit(page, '/');
    await expect(autosaveNote(page)).toBeVisible();
    await leadFields(page).name.fill(ANA.name);
    await expect(storageOffNote(page)).toBeVisible();
    await expect(autosaveNote(page)).toHaveCount(0);
    await visit(page, '/');
    await expect(leadFields(page).name).toHaveValue('');
  });
});

test.describe('“Quero este orçamento” with a form already filled in', () => {
  test(
    'adds the simulation to the message, keeps the chosen service and says so, offers undo; the draft holds the merge; axe clean',
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, '/');
      await fillLead(page, ANA);
      await expectStored(page, 'message', ANA.message!);

      await page.goto(`/#${SIMULATOR_SECTION_ID}`);
      await expect(leadFields(page).message).toHaveValue(ANA.message!);
      await expect(simulatorForm(page)).toBeVisible();
      await simulatorFields(page).bill.fill('780');
      const r = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 780 } })) as OwnPlantResult;
      const summary = leadMessage(r);
      await expect(resultsRegion(page).getByRole('term').first()).toBeVisible();
      await quoteButton(page).click();

      const fields = leadFields(page);
      await expect(fields.message).toHaveValue(`${ANA.message}\n\n${summary}`);
      await expect(fields.service).toHaveValue(ANA.service!);
      const form = contactForm(page);
      await expect(form.getByText(p.added)).toBeVisible();
      await expect(form.getByText(p.serviceKept(serviceLabel(ANA.service!)!, serviceLabel('usinas-consumo')!))).toBeVisible();
      await expect(fields.name).toHaveValue(ANA.name);
      await expectStored(page, 'message', `${ANA.message}\n\n${summary}`);
      await expectNoAxeViolations(page, { include: '#contact' });

      // The visitor may take the simulation's service after all...
      await form.getByRole('button', { name: p.useService(serviceLabel('usinas-consumo')!) }).click();
      await expect(fields.service).toHaveValue('usinas-consumo');
      // ...or undo the whole thing.
      await form.getByRole('button', { name: p.undo }).click();
      await expect(fields.message).toHaveValue(ANA.message!);
      await expect(fields.service).toHaveValue(ANA.service!);
      await expect(form.getByText(p.undone)).toBeVisible();
      await expectStored(page, 'message', ANA.message!);
    },
  );
});
