import type { Page } from '@playwright/test';
import { footerCopy, LEGAL_DOCUMENTS, type LegalDocument } from '@/content/footer';
import { PRIVACY_PATH, ROADMAP_PATH } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { frames } from './support/gestures';
import { expectAtHeaderOffset } from './support/scroll';
import { footer, navItem, visit } from './support/site';

// The documents with a page (the privacy notice) open it after logging; the others only log.
const logOnly = LEGAL_DOCUMENTS.filter((doc) => !doc.href);
const privacy = LEGAL_DOCUMENTS.filter((doc) => doc.href);

/** A legal document's control: a button today, perhaps a link once its page exists. */
const legalControl = (page: Page, doc: LegalDocument) =>
  footer(page)
    .getByRole('button', { name: doc.label, exact: true })
    .or(footer(page).getByRole('link', { name: doc.label, exact: true }));

/** Clicks a legal control and waits for the console line that names its document. */
async function clickAndExpectLog(page: Page, doc: LegalDocument) {
  const logged = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().includes(doc.label));
  await legalControl(page, doc).click();
  await logged;
}

/** A navigation would have started by now: ~0.5 s of frames after the click. */
async function expectStayed(page: Page, navigations: string[]) {
  await frames(page, 30);
  await expect(page).toHaveURL('/');
  expect(navigations).toEqual([]);
}

/** Records main-frame navigations (full loads and client-side URL changes alike). */
function watchNavigations(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  return urls;
}

test.describe('footer', () => {
  test('the solutions link opens /#solutions at its section', async ({ page }) => {
    const solutions = navItem('solutions');
    await visit(page, ROADMAP_PATH);
    const link = footer(page).getByRole('link', { name: footerCopy.solutionsCta });
    await expect(link).toHaveAttribute('href', solutions.href);
    await link.click();
    await expect(page).toHaveURL(solutions.href);
    await expectAtHeaderOffset(page, solutions.id);
  });

  for (const doc of logOnly) {
    test(`'${doc.label}' only writes to the console`, async ({ page }) => {
      await visit(page, '/');
      await page.waitForLoadState('networkidle');
      const navigations = watchNavigations(page);
      await clickAndExpectLog(page, doc);
      await expectStayed(page, navigations);
    });
  }

  for (const doc of privacy) {
    test(`'${doc.label}' writes to the console`, async ({ page }) => {
      await visit(page, '/');
      await clickAndExpectLog(page, doc);
    });
  }

  for (const doc of privacy) {
    test(`'${doc.label}' then opens ${doc.href}`, async ({ page }) => {
      expect(doc.href?.startsWith(PRIVACY_PATH)).toBe(true);
      await visit(page, '/');
      await legalControl(page, doc).click();
      await expect(page).toHaveURL(doc.href ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (doc.href?.includes('#')) await expectAtHeaderOffset(page, doc.href.split('#')[1] ?? '');
    });
  }
});
