import { MAIN_PHONE } from '@/content/company/brand';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MESSAGE_MAX } from '@/content/contact/limits';
import { contactFormText, PRIVACY_PATH } from '@/content/contact/form-text';
import { PRIVACY_TITLE } from '@/content/legal/privacy';
import { site } from '@/content/company/site';
import { expectNoAxeViolations } from './support/axe';
import {
  clearButton,
  contactForm,
  expectedWhatsAppText,
  expectErrorBeside,
  expectNoError,
  fieldValues,
  fillLead,
  leadFields,
  isSubmitLog,
  leadStatus,
  noScriptNotice,
  submitButton,
  whatsappLinks,
  whatsappText,
  verticalGap,
  type LeadInput,
} from './support/contact';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// The contact form of the default build (no NEXT_PUBLIC_LEAD_ENDPOINT): it validates, keeps a
// draft, logs a valid submit to the console (spec section 7) and hands the lead to WhatsApp.
// Delivery to an endpoint is lead-delivery.spec.ts.

const e = contactCopy.errors;
const s = contactCopy.status;

const MARIA: LeadInput = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '(43) 99999-0000',
  service: 'energia-assinatura',
  message: 'Conta média de R$ 450 em Londrina. Prefiro contato à tarde.',
};

/** A realistic long message, `length` characters long. */
const longMessage = (length: number) =>
  'Tenho uma casa em Londrina e um barracão em Cambé, com contas que somam uns R$ 1.200 por mês. '.repeat(40).slice(0, length);

test.describe('contact form: validation', () => {
  test('an empty submit shows each required field’s message beside it and focuses Nome Completo', async ({ page }) => {
    await visit(page, '/');
    const fields = leadFields(page);
    await submitButton(page).click();

    await expectErrorBeside(page, fields.name, e.nameRequired);
    await expectErrorBeside(page, fields.email, e.emailRequired);
    await expectErrorBeside(page, fields.phone, e.phoneRequired);
    await expectNoError(fields.message);
    await expect(fields.name).toBeFocused();
    await expect(leadStatus(page)).toBeEmpty();
  });

  test('bad input: a message beside each field, focus on the first, nothing typed lost; axe clean', async ({ page }) => {
    // Types 2 000 characters, then a key at a time, and runs axe: 14 s alone, over 30 s beside three workers on 2 cores.
    test.slow();
    await visit(page, '/');
    const fields = leadFields(page);
    await fillLead(page, { name: '12345', email: 'maria@exemplo', phone: '99999-0000', message: longMessage(LEAD_MESSAGE_MAX - 5) });

    // The live counter, and its one-off warnings for screen readers as the limit nears and passes.
    const counter = (used: number) => contactForm(page).getByText(contactCopy.counter(used), { exact: true });
    await expect(counter(LEAD_MESSAGE_MAX - 5)).toBeVisible();
    await expect(fields.message).toHaveAccessibleDescription(contactCopy.counter(LEAD_MESSAGE_MAX - 5));
    await expect(contactForm(page).getByText(contactCopy.counterNear)).toBeAttached();
    await fields.message.pressSequentially(' sol!');
    await expect(counter(LEAD_MESSAGE_MAX)).toBeVisible();
    await fields.message.pressSequentially('?');
    await expect(counter(LEAD_MESSAGE_MAX + 1)).toBeVisible();
    await expect(contactForm(page).getByText(contactCopy.counterOver)).toBeAttached();

    const typed = await fieldValues(page);
    await submitButton(page).click();

    await expectErrorBeside(page, fields.name, e.nameLetters);
    await expectErrorBeside(page, fields.email, e.emailInvalid);
    await expectErrorBeside(page, fields.phone, e.phoneInvalid);
    await expectErrorBeside(page, fields.message, e.messageLong(LEAD_MESSAGE_MAX + 1));
    await expect(fields.name).toBeFocused();
    expect(await fieldValues(page)).toEqual(typed);
    expect(typed.message).toHaveLength(LEAD_MESSAGE_MAX + 1);

    await expectNoAxeViolations(page, { include: '#contact' });
  });

  test('focus goes to the first invalid field in form order, and a fixed field loses its message', async ({ page }) => {
    await visit(page, '/');
    const fields = leadFields(page);
    await fillLead(page, { ...MARIA, email: 'maria.exemplo.com.br', phone: '4399999' });
    await submitButton(page).click();

    await expectNoError(fields.name);
    await expectErrorBeside(page, fields.email, e.emailInvalid);
    await expectErrorBeside(page, fields.phone, e.phoneInvalid);
    await expect(fields.email).toBeFocused();

    // Fields shown as invalid are checked again as the visitor corrects them.
    await fields.email.fill(MARIA.email);
    await expectNoError(fields.email);
    await expect(contactForm(page).getByText(e.emailInvalid)).toHaveCount(0);
    await expectErrorBeside(page, fields.phone, e.phoneInvalid);
  });
});

test.describe('contact form: a valid submit', () => {
  test('emoji, accents, right-to-left text and <script> survive into the WhatsApp text as text', async ({ page }) => {
    const lead: LeadInput = {
      name: '  Zoë Conceição 🌞 ',
      email: 'zoe@exemplo.com.br',
      phone: '(43) 3025-0100',
      service: 'limpeza-placas',
      message:
        'Olá! ' +
        'Placas sujas ' +
        '☀️👍🏽 ' +
        '— ' +
        'مرحبا، شكراً לכם ' +
        '<script>window.__leadXss = 1</script> ' +
        '<b>sem negrito</b> ' +
        '& "aspas" %20 +55',
    };
    await visit(page, '/');
    await fillLead(page, lead);
    const logged = page.waitForEvent('console', isSubmitLog);
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.readyTitle);

    expect(await fieldValues(page)).toMatchObject({ name: lead.name, message: lead.message });
    expect(await (await logged).args()[1]?.jsonValue()).toMatchObject({ name: lead.name, message: lead.message });
    expect(whatsappText(await whatsappLinks(page).last().getAttribute('href'))).toBe(expectedWhatsAppText(lead, lead.phone));
    // Shown and sent as text only: nothing of it became markup or ran.
    expect(await page.evaluate(() => '__leadXss' in window)).toBe(false);
    await expect(page.locator('script', { hasText: '__leadXss' })).toHaveCount(0);
    await expect(contactForm(page).locator('b')).toHaveCount(0);
  });
});

test.describe('contact form: draft', () => {
  test('what was typed survives a reload; Limpar clears it for good; axe clean when cleared', async ({ page }) => {
    const fields = leadFields(page);
    await visit(page, '/');
    await fillLead(page, MARIA);
    const typed = await fieldValues(page);

    await visit(page, '/');
    for (const [field, value] of Object.entries(typed)) await expect(fields[field as keyof typeof fields]).toHaveValue(value);

    await clearButton(page).click();
    await expect(leadStatus(page)).toHaveText(s.cleared);
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    await expectNoAxeViolations(page, { include: '#contact' });

    await visit(page, '/');
    await expect(fields.name).toBeEditable();
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(MARIA.name);
  });
});

test('the consent sentence beside the submit button links to the privacy notice', async ({ page }) => {
  await visit(page, '/');
  const sentence = contactForm(page).getByText(contactFormText.consentBefore.trim());
  const link = sentence.getByRole('link', { name: contactFormText.consentLink, exact: true });
  await expect(link).toHaveAttribute('href', PRIVACY_PATH);
  const gap = await verticalGap(sentence, submitButton(page));
  expect(gap, 'right above the buttons').toBeGreaterThanOrEqual(0);
  expect(gap, 'right above the buttons').toBeLessThan(48);

  await link.click();
  await expect(page).toHaveURL(PRIVACY_PATH);
  await expect(page.getByRole('heading', { level: 1, name: PRIVACY_TITLE })).toBeVisible();
});

test.describe('contact form without JavaScript (no endpoint)', () => {
  test.use({ javaScriptEnabled: false });

  test('the form renders, cannot be submitted, and offers WhatsApp and the phone instead', async ({ page }) => {
    await page.goto('/');
    const fields = leadFields(page);
    await expect(fields.name).toBeEditable();
    await expect(submitButton(page)).toBeDisabled();
    // Without an action there is nowhere to post personal data to.
    expect(await contactForm(page).getAttribute('action')).toBeNull();
    const notice = noScriptNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(contactFormText.noscript.title);
    const whatsapp = notice.getByRole('link', { name: contactCopy.whatsapp });
    await expect(whatsapp).toBeVisible();
    expect(whatsappText(await whatsapp.getAttribute('href'))).toBe(site.whatsapp.greeting);
    await expect(notice.getByRole('link', { name: contactCopy.status.call })).toHaveAttribute('href', `tel:${MAIN_PHONE.e164}`);
  });
});
