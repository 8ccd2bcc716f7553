import type { Page } from '@playwright/test';
import { leadMessage } from '@/components/simulator/summary';
import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { MAIN_PHONE } from '@/content/company/brand';
import { contactFormText } from '@/content/contact/form-text';
import { contactCopy } from '@/content/contact/messages';
import { PRIVACY_PATH, privacyLeadPath } from '@/content/legal/privacy';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import {
  callLink,
  contactForm,
  expectedWhatsAppText,
  fieldValues,
  fillLead,
  leadFields,
  isSubmitLog,
  leadStatus,
  submitButton,
  whatsappLinks,
  whatsappText,
  type LeadInput,
} from './support/contact';
import { expect, test } from './support/fixtures';
import { frames } from './support/gestures';
import { blockScripts, firstLoadScripts, watchChunkFailures } from './support/lazy';
import { ownPlantInput, quoteButton, resultsRegion, simulatorFields, simulatorForm } from './support/simulator';
import { floatingWhatsApp, header, visit } from './support/site';
import { scaled } from './support/time-scale';

// Without NEXT_PUBLIC_LEAD_ENDPOINT the form's completion is WhatsApp and the phone,
// presented as the way to send, with everything the visitor typed.

const s = contactCopy.status;

const JOAO: LeadInput = {
  name: 'João Pedro Almeida',
  email: 'joao.almeida@exemplo.com.br',
  phone: '(44) 99876-5432',
  service: 'energia-assinatura',
  message: 'Moro em Maringá, conta de uns R$ 380. Dá para assinar sem obra no telhado?',
};

/** What the completion must never say: that the site cannot send. */
const SAYS_IT_CANNOT_SEND = /não (envia|enviou|foi enviada|pode enviar|consegue enviar)|ainda não/i;

/** The completion: the status sentence and its actions, in the box that holds both. */
const completion = (page: Page) => leadStatus(page).locator('xpath=..');

/** wa.me never loads in these tests: the new tab gets a stand-in page. */
async function stubWhatsApp(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

test.describe('contact form without an endpoint: the WhatsApp completion', () => {
  test(
    'a valid submit logs the values and completes by WhatsApp with everything typed, ' + 'the phone one tap away; nothing personal in the page URL; axe clean',
    async ({ page }) => {
      await stubWhatsApp(page);
      await visit(page, '/');
      await fillLead(page, JOAO);
      const typed = await fieldValues(page);
      const logged = page.waitForEvent('console', isSubmitLog);
      await submitButton(page).click();
      expect(await (await logged).args()[1]?.jsonValue()).toEqual(typed);

      await expect(leadStatus(page)).toContainText(s.readyTitle);
      await expect(leadStatus(page)).toContainText(s.readyBody);
      await expect(completion(page)).not.toContainText(SAYS_IT_CANNOT_SEND);
      // The primary action is the completion's first one: WhatsApp, in a new tab, carrying the lead.
      const primary = completion(page).getByRole('link').first();
      await expect(primary).toHaveAccessibleName(new RegExp(contactCopy.whatsapp));
      await expect(primary).toHaveAttribute('target', '_blank');
      expect(whatsappText(await primary.getAttribute('href'))).toBe(expectedWhatsAppText(JOAO, JOAO.phone));
      await expect(completion(page).getByRole('link', { name: s.call })).toHaveAttribute('href', `tel:${MAIN_PHONE.e164}`);
      // Beside the submit button and in the completion: both carry the lead. Nothing was delivered, so nothing is cleared.
      await expect(whatsappLinks(page)).toHaveCount(2);
      for (const link of await whatsappLinks(page).all()) expect(whatsappText(await link.getAttribute('href'))).toBe(expectedWhatsAppText(JOAO, JOAO.phone));
      expect(await fieldValues(page)).toEqual(typed);
      await expectNoAxeViolations(page, { include: '#contact' });

      const popup = page.waitForEvent('popup');
      await primary.click();
      const tab = await popup;
      expect(whatsappText(tab.url())).toBe(expectedWhatsAppText(JOAO, JOAO.phone));
      await tab.close();
      // The page itself never carried the lead in its address.
      const own = decodeURIComponent(page.url());
      for (const secret of [JOAO.name, JOAO.email, JOAO.phone, '99876']) expect(own).not.toContain(secret);
      expect(await fieldValues(page)).toEqual(typed);
    },
  );

  test('a simulation added by “Quero este orçamento” travels to WhatsApp too', { tag: '@desktop' }, async ({ page }) => {
    await visit(page, `/#${SIMULATOR_SECTION_ID}`);
    await expect(simulatorForm(page)).toBeVisible();
    await simulatorFields(page).bill.fill('520');
    const r = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 520 } })) as OwnPlantResult;
    await expect(resultsRegion(page).getByRole('term').first()).toBeVisible();
    await quoteButton(page).click();
    await expect(leadFields(page).message).toHaveValue(leadMessage(r));

    // The simulated city comes along into the form's city field (prefill-merge.ts), and so to WhatsApp.
    await expect(leadFields(page).city).toHaveValue(r.city);
    const lead = { ...JOAO, service: 'usinas-consumo' as const, city: r.city, message: leadMessage(r) };
    await leadFields(page).name.fill(lead.name);
    await leadFields(page).email.fill(lead.email);
    await leadFields(page).phone.fill(lead.phone);
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.readyTitle);
    for (const link of await whatsappLinks(page).all()) expect(whatsappText(await link.getAttribute('href'))).toBe(expectedWhatsAppText(lead, lead.phone));
    await expect(callLink(page)).toBeVisible();
  });

  test('on a phone the completion is in view and clear of the floating WhatsApp button', { tag: '@mobile' }, async ({ page }) => {
    await visit(page, '/');
    await expect(floatingWhatsApp(page)).toBeVisible({ timeout: scaled(10_000) });
    await fillLead(page, JOAO);
    // A visitor scrolls just far enough to see the button, at the bottom of the screen.
    const viewport = page.viewportSize()!;
    await submitButton(page).evaluate((button, height) => {
      const box = button.getBoundingClientRect();
      window.scrollBy({ top: box.bottom - (height - 24), behavior: 'instant' });
    }, viewport.height);
    await submitButton(page).tap();
    await expect(leadStatus(page)).toContainText(s.readyTitle);
    await frames(page, 60);

    const box = (await completion(page).boundingBox())!;
    const button = (await floatingWhatsApp(page).boundingBox())!;
    const bar = (await header(page).boundingBox())!;
    expect(box.y, 'below the sticky header').toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(box.y + box.height, 'above the floating button').toBeLessThanOrEqual(button.y);
    // Its primary action is what a finger lands on, right to its (rounded) end.
    const primary = completion(page).getByRole('link').first();
    expect(
      await primary.evaluate((link) => {
        const rect = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(rect.right - rect.height / 2, rect.top + rect.height / 2));
      }),
    ).toBe(true);
    await expectNoAxeViolations(page, { include: '#contact' });
  });

  test('the privacy page describes the WhatsApp path and names no form service', { tag: '@desktop' }, async ({ page }) => {
    await visit(page, PRIVACY_PATH);
    await expect(page.getByText(privacyLeadPath.whatsapp.recipient, { exact: true })).toBeVisible();
    await expect(page.getByText(privacyLeadPath.endpoint.recipient, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/serviço de recebimento de formulários/i);
  });
});

test('the contact form’s code beyond the first load waits for the visitor', { tag: '@desktop' }, async ({ page }) => {
  // The validation messages live only in the part loaded on first use.
  const MARKER = contactCopy.errors.phoneMobile;
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(bodies)).some((body) => body.includes(MARKER))).toBe(false);

  await leadFields(page).name.focus();
  await expect.poll(async () => (await Promise.all(bodies)).some((body) => body.includes(MARKER))).toBe(true);
  await contactForm(page).getByRole('button', { name: contactCopy.submit }).click();
  await expect(contactForm(page).getByText(contactCopy.errors.nameRequired)).toBeVisible();
});

test(
  'when the form’s own code cannot load, a submit says so, keeps what was typed and offers retry, WhatsApp and the phone; axe clean',
  { tag: '@desktop' },
  async ({ page, issues }) => {
    const firstLoad = new Set(await firstLoadScripts(page, '/'));
    const failures = watchChunkFailures(page);
    await visit(page, '/');
    // The page's other lazy parts arrive first; then the connection drops.
    await expect(floatingWhatsApp(page)).toBeVisible({ timeout: scaled(10_000) });
    await page.waitForLoadState('networkidle');
    const { lift } = await blockScripts(page, (url) => !firstLoad.has(url), issues);

    await fillLead(page, JOAO);
    const typed = await fieldValues(page);
    await submitButton(page).click();
    await expect(leadStatus(page)).toHaveText(contactFormText.unavailable);
    await expect(completion(page).getByRole('link', { name: contactCopy.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(completion(page).getByRole('link', { name: s.call })).toHaveAttribute('href', `tel:${MAIN_PHONE.e164}`);
    expect(await fieldValues(page)).toEqual(typed);
    expect(failures.map((failure) => failure.part)).toContain('formulario-de-contato');
    await expectNoAxeViolations(page, { include: '#contact' });

    await lift();
    await completion(page).getByRole('button', { name: s.retry }).click();
    await expect(leadStatus(page)).toContainText(s.readyTitle);
    expect(whatsappText(await whatsappLinks(page).last().getAttribute('href'))).toBe(expectedWhatsAppText(JOAO, JOAO.phone));
  },
);
