import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { serviceLabel } from '@/content/services';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { expectNoAxeViolations } from './support/axe';
import { contactForm, fieldValues, fillLead, isSubmitLog, leadFields, leadStatus, submitButton } from './support/contact';
import { expect, test } from './support/fixtures';
import {
  backEnd,
  deferred,
  expectFormAxeClean,
  fillLikeAPerson,
  LEAD_LOCK,
  MARIA,
  MARIA_E164,
  openForm,
  parsedPosts,
  pauseClock,
  SITE,
  useLeadSite,
} from './support/lead-site';
import { visit } from './support/site';
import { NO_OPTIONAL_FIELDS } from '@/__tests__/fixtures/lead';

// Delivery of the contact form to a configured NEXT_PUBLIC_LEAD_ENDPOINT (README
// "Leads"), against a lead back-end the test starts on 127.0.0.1 (support/lead-site.ts).
// Failures are lead-failures.spec.ts.

const s = contactCopy.status;

async function expectFormEmpty(page: Page) {
  for (const field of Object.values(leadFields(page))) await expect(field).toHaveValue('');
}

test.describe('lead delivery to a configured endpoint', { lock: LEAD_LOCK }, () => {
  useLeadSite();

  test('the back-end receives exactly what was typed; axe clean while sending and once sent', async ({ page }) => {
    const answer = deferred();
    backEnd.reply({ status: 200, body: '{"ok":true}', after: answer.promise });
    await openForm(page);
    await fillLikeAPerson(page, MARIA);
    // The specification's console log of the values happens with an endpoint too (docs/leads.md).
    const typed = await fieldValues(page);
    const logged = page.waitForEvent('console', isSubmitLog);
    await pauseClock(page);
    await submitButton(page).click();
    expect(await (await logged).args()[1]?.jsonValue()).toEqual(typed);

    await expect(leadStatus(page)).toHaveText(`${s.sending} ${s.locked}`);
    const busy = contactForm(page).getByRole('button', { name: contactCopy.sending });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => backEnd.posts().length).toBe(1);
    await expectFormAxeClean(page);

    await page.clock.resume();
    answer.resolve();
    await expect(leadStatus(page)).toContainText(s.sentTitle);
    await expect(submitButton(page)).toBeVisible();
    await expectNoAxeViolations(page, { include: '#contact' });

    const [post] = backEnd.posts();
    const [lead] = parsedPosts();
    expect(lead).toEqual({
      // The fields not typed are sent as absent (null), whichever the registry lists (lib/lead/fields.ts).
      ...NO_OPTIONAL_FIELDS,
      name: MARIA.name,
      email: MARIA.email,
      phone: MARIA_E164,
      service: MARIA.service,
      serviceLabel: serviceLabel(MARIA.service!),
      message: MARIA.message,
      // No city chosen: the field is optional (lib/lead/fields.ts).
      city: MARIA.city ?? null,
      page: `${SITE}/`,
      // A visit typed in, with no campaign, click id or other site before it (lead-attribution.spec.ts sends one).
      attribution: null,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      consent: true,
      consentVersion: PRIVACY_VERSION,
      // Filled at a person's pace (the clock was fast-forwarded): not flagged.
      fastFill: false,
      fillMs: expect.any(Number),
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    expect(lead!.fillMs as number).toBeGreaterThanOrEqual(LEAD_MIN_FILL_MS);
    expect(Math.abs(Date.parse(String(lead!.submittedAt)) - Date.now())).toBeLessThan(60_000);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['idempotency-key']).toBe(lead!.idempotencyKey);
    expect(post!.headers.cookie).toBeUndefined();
    // The JSON body and the key header make the browser ask first, as the README says.
    const preflight = backEnd.received.find((request) => request.method === 'OPTIONS');
    expect(preflight?.headers['access-control-request-headers']).toMatch(/idempotency-key/);

    // Delivered: the draft is gone, now and after a reload.
    await expectFormEmpty(page);
    await visit(page, '/');
    await expectFormEmpty(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts to the endpoint and no personal data goes into a URL', { tag: '@desktop' }, async ({ page }) => {
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto('/');
      await fillLead(page, MARIA);
      await submitButton(page).click();
      await expect(page).toHaveURL(`${SITE}/#contact`);

      const [post] = backEnd.posts();
      expect(post?.path).toBe('/lead');
      const fields = Object.fromEntries(new URLSearchParams(post!.body));
      expect(fields).toMatchObject({
        name: MARIA.name,
        email: MARIA.email,
        phone: MARIA.phone,
        service: MARIA.service,
        message: MARIA.message,
        consent: 'true',
      });
      expect(fields._gotcha).toBe('');
      // Read as a form-encoded query would be, '+' for a space.
      const readable = urls.map((url) => decodeURIComponent(url.replace(/\+/g, ' ')));
      for (const secret of [MARIA.name, MARIA.email, MARIA.phone, MARIA.phone.replace(/\D/g, '')]) {
        for (const url of readable) expect(url).not.toContain(secret);
      }
    });
  });
});
