import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { footerCopy, LEGAL_DOCUMENTS, type LegalDocument } from '@/content/footer';
import { ROADMAP_PATH } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { frames } from './support/gestures';
import { expectAtHeaderOffset } from './support/scroll';
import { footer, navItem, visit } from './support/site';

// Another branch makes these two also open the privacy policy page, once it exists.
const PRIVACY_IDS: readonly LegalDocument['id'][] = ['privacy', 'data-protection'];
const PRIVACY_PATH = '/politica-de-privacidade/';
const privacyPageBuilt = existsSync(join(__dirname, '..', '..', 'out', 'politica-de-privacidade', 'index.html'));

const logOnly = LEGAL_DOCUMENTS.filter((doc) => !PRIVACY_IDS.includes(doc.id));
const privacy = LEGAL_DOCUMENTS.filter((doc) => PRIVACY_IDS.includes(doc.id));

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

  test(`the privacy buttons open ${PRIVACY_PATH} when that page is built, and otherwise stay`, async ({ page }) => {
    for (const doc of privacy) {
      await visit(page, '/');
      await page.waitForLoadState('networkidle');
      const navigations = watchNavigations(page);
      await legalControl(page, doc).click();
      if (privacyPageBuilt) await expect(page).toHaveURL(PRIVACY_PATH);
      else await expectStayed(page, navigations);
    }
  });
});
