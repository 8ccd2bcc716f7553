import type { Page } from '@playwright/test';
import { footerCopy, LEGAL_DOCUMENTS, type LegalDocument } from '@/content/footer';
import { ROADMAP_PATH } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { expectAtHeaderOffset } from './support/scroll';
import { footer, navItem, visit } from './support/site';

/** A legal document's control: the spec's button, made a link to the document. */
const legalControl = (page: Page, doc: LegalDocument) => footer(page).getByRole('link', { name: doc.label, exact: true });

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

  for (const doc of LEGAL_DOCUMENTS) {
    test(`'${doc.label}' writes to the console, then opens ${doc.href}`, async ({ page }) => {
      await visit(page, '/');
      const logged = page.waitForEvent('console', (message) => message.type() === 'log' && message.text() === `Documento legal solicitado: ${doc.label}`);
      await legalControl(page, doc).click();
      await logged;
      await expect(page).toHaveURL(doc.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const [, anchor] = doc.href.split('#');
      if (anchor) await expectAtHeaderOffset(page, anchor);
    });
  }
});
