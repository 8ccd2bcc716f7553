import type { Page } from '@playwright/test';
import { visitDays, visitText } from '@/components/contact/lead-model';
import { inboxCopy } from '@/content/contact/inbox';
import { contactCopy } from '@/content/contact/messages';
import { expectNoAxeViolations } from './support/axe';
import { contactForm, fillLead, leadFields, leadStatus, storedDraft, submitButton, type LeadInput } from './support/contact';
import { expect, test } from './support/fixtures';
import { backEnd, fillLikeAPerson, LEAD_LOCK, MARIA, openForm, useLeadSite } from './support/lead-site';
import { floatingWhatsApp, visit } from './support/site';
import { scaled } from './support/time-scale';

// The end of the contact form. With a receiver that stores leads (the inbox's answer: a
// reference), a thank-you takes the form's place; without an endpoint the completion is
// WhatsApp, and a desktop shows one WhatsApp call to action in view, not four.

const REFERENCE = 'K7M2-9QXD';

test.describe('the thank-you, once the inbox stored the lead', { lock: LEAD_LOCK }, () => {
  useLeadSite();

  test(
    'takes the form’s place with the first name, the reference, the visit and who answers; the focus on its heading; axe clean; “Enviar outra mensagem” gives the empty form back',
    { tag: '@desktop' },
    async ({ page }) => {
      backEnd.reply({ status: 200, body: JSON.stringify({ ok: true, reference: REFERENCE }) });
      const [day] = visitDays(new Date()).slice(2);
      await openForm(page);
      await fillLikeAPerson(page, { ...MARIA, visitDate: day, visitPeriod: 'manha' });
      await submitButton(page).click();

      const heading = contactForm(page).getByRole('heading', { name: 'Obrigado, Maria!' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // The live region holds the whole thank-you, so a screen reader hears it as it appears.
      await expect(leadStatus(page)).toContainText('Obrigado, Maria!');
      await expect(leadStatus(page)).toContainText(`${inboxCopy.referenceLabel} ${REFERENCE}.`);
      await expect(leadStatus(page)).toContainText(inboxCopy.visit(visitText(day!, 'manha')));
      await expect(leadStatus(page)).toContainText(inboxCopy.reply);
      // The form is gone from view: no fields, no 'Enviar mensagem', no WhatsApp beside it.
      await expect(leadFields(page).name).toBeHidden();
      await expect(submitButton(page)).toHaveCount(0);
      await expect(contactForm(page).getByRole('link', { name: contactCopy.whatsapp })).toHaveCount(0);
      await expectNoAxeViolations(page, { include: '#contact' });

      await contactForm(page).getByRole('button', { name: inboxCopy.another }).click();
      await expect(leadFields(page).name).toBeFocused();
      for (const field of Object.values(leadFields(page))) await expect(field).toHaveValue('');
      await expect(submitButton(page)).toBeVisible();
      await expect(heading).toHaveCount(0);
      expect(await storedDraft(page)).toBeNull();
    },
  );
});

const JOAO: LeadInput = {
  name: 'João Pedro Almeida',
  email: 'joao.almeida@exemplo.com.br',
  phone: '(44) 99876-5432',
  message: 'Moro em Maringá, conta de uns R$ 380.',
};

/** The WhatsApp calls to action a person sees now: links to wa.me, drawn, with a size, inside the viewport. */
function whatsappInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        return inView && box.width > 2 && box.height > 2 && link.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      })
      .map((link) => (link.textContent ?? '').trim() || (link.getAttribute('aria-label') ?? '')),
  );
}

test('without an endpoint, a desktop shows one WhatsApp call to action at the end of the form: the completion’s', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, '/');
  // The floating button is out, as it is for anyone who has been on the page a few seconds.
  await expect(floatingWhatsApp(page)).toBeVisible({ timeout: scaled(10_000) });
  await fillLead(page, JOAO);
  await submitButton(page).click();
  await expect(leadStatus(page)).toContainText(contactCopy.status.readyTitle);
  const completion = leadStatus(page).locator('xpath=..');
  await expect(completion.getByRole('link', { name: contactCopy.whatsapp })).toBeInViewport();
  await expect.poll(() => whatsappInView(page)).toEqual([expect.stringContaining(contactCopy.whatsapp)]);
  expect((await whatsappInView(page))[0]).toBe((await completion.getByRole('link', { name: contactCopy.whatsapp }).textContent())?.trim());

  // The step-back twin beside 'Enviar mensagem' shows again when a keyboard reaches it.
  await submitButton(page).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(new RegExp(contactCopy.whatsapp));
  expect(await focused.evaluate((link) => link.getBoundingClientRect().width)).toBeGreaterThan(40);
});
