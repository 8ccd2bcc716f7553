import type { Page, Route } from '@playwright/test';
import { contactFormText } from '@/content/contact/form-text';
import { contactCopy } from '@/content/contact/messages';
import { expectNoAxeViolations } from './support/axe';
import { contactForm, fieldValues, fillLead, leadStatus, storedDraft, submitButton, whatsappText, type LeadInput } from './support/contact';
import { expect, test } from './support/fixtures';
import { firstLoadScripts, watchChunkFailures } from './support/lazy';
import { floatingWhatsApp, visit } from './support/site';
import { scaled } from './support/time-scale';

// A redeploy under an open tab. The page in the tab names the chunks of its
// own build; once the site is published again they are gone (404), or a slow connection leaves
// one hanging. What the visitor typed must survive either, and the form must say what is true.

const ANA: LeadInput = {
  name: 'Ana Beatriz Kowalski',
  email: 'ana.kowalski@exemplo.com.br',
  phone: '(41) 99123-4567',
  service: 'usinas-consumo',
  message: 'Tenho um barracão em Ponta Grossa e quero saber quanto custa uma usina.',
};

/** The completion: the status sentence and its actions, in the box that holds both. */
const completion = (page: Page) => leadStatus(page).locator('xpath=..');

/**
 * From now on, every script the page's HTML does not name answers as `answer` says: what a
 * redeploy does to the lazy parts of a page opened before it. Returns a way to end it.
 */
async function afterRedeploy(page: Page, answer: (route: Route) => Promise<void>) {
  const firstLoad = new Set(await firstLoadScripts(page, '/'));
  const handler = async (route: Route) => (firstLoad.has(route.request().url()) ? route.continue() : answer(route));
  await page.route('**/_next/static/chunks/*.js', handler);
  return () => page.unroute('**/_next/static/chunks/*.js', handler);
}

test.describe('a redeploy under an open tab', () => {
  test("the form's code is gone: the form says the site was updated, keeps what was typed, and a reload brings it back; axe clean", async ({
    page,
    issues,
  }) => {
    const failures = watchChunkFailures(page);
    await visit(page, '/');
    // The page's other lazy parts arrived before the redeploy.
    await expect(floatingWhatsApp(page)).toBeVisible({ timeout: scaled(10_000) });
    await page.waitForLoadState('networkidle');
    issues.allow({ url: /\/_next\/static\/chunks\/.+\.js$/ });
    issues.allow({ console: /^console error: (Failed to load resource: the server responded with a status of 404|ChunkLoadError \[missing\])/ });
    const redeployed = await afterRedeploy(page, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));

    await fillLead(page, ANA);
    const typed = await fieldValues(page);
    await expect.poll(() => storedDraft(page).then((draft) => draft?.fields), { message: 'the island keeps the draft itself' }).toEqual(typed);
    await submitButton(page).click();
    await expect(leadStatus(page)).toHaveText(contactFormText.updated);
    expect(failures.map((failure) => [failure.part, failure.type])).toContainEqual(['formulario-de-contato', 'missing']);
    const reload = completion(page).getByRole('button', { name: contactFormText.reload });
    await expect(reload).toBeVisible();
    await expect(completion(page).getByRole('button', { name: contactCopy.status.retry }), 'a retry cannot help').toHaveCount(0);
    // WhatsApp carries what was typed, built without the form's code.
    const whatsapp = completion(page).getByRole('link', { name: contactCopy.whatsapp });
    const handedOff = whatsappText(await whatsapp.getAttribute('href'));
    for (const value of [ANA.name, ANA.email, ANA.phone, ANA.message]) expect(handedOff).toContain(value);
    await expect(completion(page).getByRole('link', { name: contactCopy.status.call })).toBeVisible();
    expect(await fieldValues(page)).toEqual(typed);
    await expectNoAxeViolations(page, { include: '#contact' });

    // The new build is what the server has now: the reload loads it, and the draft with it.
    await redeployed();
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    await expect.poll(() => fieldValues(page), { message: 'the form holds the draft again' }).toEqual(typed);
  });

  test("the form's code hangs: a submit says it is preparing the send, the draft is kept, and the send goes on when the code arrives", async ({ page }) => {
    await visit(page, '/');
    await expect(floatingWhatsApp(page)).toBeVisible({ timeout: scaled(10_000) });
    await page.waitForLoadState('networkidle');
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await afterRedeploy(page, async (route) => {
      await held;
      await route.continue();
    });

    await fillLead(page, ANA);
    const typed = await fieldValues(page);
    await submitButton(page).click();
    await expect(leadStatus(page)).toHaveText(contactFormText.preparing);
    await expect(submitButton(page)).toHaveCount(0);
    await expect(contactForm(page).getByRole('button', { name: contactCopy.sending })).toBeVisible();
    await expect(completion(page).getByRole('link', { name: contactCopy.whatsapp })).toBeVisible();
    expect((await storedDraft(page))?.fields).toEqual(typed);

    release();
    await expect(leadStatus(page)).toContainText(contactCopy.status.readyTitle);
  });
});
