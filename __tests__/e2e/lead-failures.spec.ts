import type { Request } from '@playwright/test';
import { contactCopy } from '@/content/contact/messages';
import { expectNoAxeViolations } from './support/axe';
import {
  escapeRegExp,
  expectedWhatsAppText,
  fieldValues,
  leadFields,
  leadStatus,
  retryButton,
  submitButton,
  whatsappLinks,
  whatsappText,
} from './support/contact';
import { expect, test } from './support/fixtures';
import { frames } from './support/gestures';
import { backEnd, fillLikeAPerson, LEAD_LOCK, MARIA, MARIA_E164, openForm, parsedPosts, useLeadSite } from './support/lead-site';
import { scrollThroughPage, visit } from './support/site';

// A lead that cannot be delivered (server down, offline) is never lost: the visitor is told
// why, the draft stays, and retry, WhatsApp and the phone are offered.

const s = contactCopy.status;

test.describe('lead delivery failures', { lock: LEAD_LOCK }, () => {
  useLeadSite();

  test('server down: says so, offers retry and WhatsApp, keeps the draft across a reload; axe clean', async ({ page, issues }) => {
    issues.allow({ console: new RegExp(escapeRegExp(backEnd.endpoint)) });
    await backEnd.stop();
    await openForm(page);
    await fillLikeAPerson(page, MARIA);
    const typed = await fieldValues(page);
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(s.failedTitle);
    await expect(leadStatus(page)).toContainText(s.failed.network);
    await expect(leadStatus(page)).toContainText(s.kept);
    await expect(retryButton(page)).toBeVisible();
    await expect(whatsappLinks(page)).toHaveCount(2);
    for (const link of await whatsappLinks(page).all()) {
      expect(whatsappText(await link.getAttribute('href'))).toBe(expectedWhatsAppText(MARIA, MARIA.phone));
    }
    expect(await fieldValues(page)).toEqual(typed);
    await expectNoAxeViolations(page, { include: '#contact' });

    await visit(page, '/');
    for (const [field, value] of Object.entries(typed)) await expect(leadFields(page)[field as keyof typeof typed]).toHaveValue(value);

    // Back up: the restored draft goes through.
    await backEnd.start();
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.sentTitle);
    expect(parsedPosts()).toEqual([expect.objectContaining({ name: MARIA.name, phone: MARIA_E164 })]);
  });

  test('offline: says so and keeps the draft; back online, retry delivers', { tag: '@desktop' }, async ({ page, context }) => {
    // The delivery code loads when the form is first focused; a visitor goes offline after that.
    const deliveryLoaded = page.waitForResponse(
      async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('Idempotency-Key'),
    );
    const pending = new Set<Request>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    await openForm(page);
    await fillLikeAPerson(page, MARIA);
    await deliveryLoaded;
    // The page's other lazy parts (WhatsApp button, simulator, pictures below the fold) load as
    // they near the screen: a reader's scroll through the page fetches them all, and once they
    // have arrived going offline fails only the lead.
    await scrollThroughPage(page);
    await submitButton(page).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        if (pending.size > 0) return pending.size;
        await frames(page);
        return pending.size;
      })
      .toBe(0);
    const typed = await fieldValues(page);

    await context.setOffline(true);
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.failed.offline);
    await expect(leadStatus(page)).toContainText(s.kept);
    expect(await fieldValues(page)).toEqual(typed);
    expect(backEnd.posts()).toEqual([]);

    await context.setOffline(false);
    await retryButton(page).click();
    await expect(leadStatus(page)).toContainText(s.sentTitle);
    expect(parsedPosts()).toHaveLength(1);
  });
});
