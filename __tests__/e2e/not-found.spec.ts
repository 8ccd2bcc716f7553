import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact/messages';
import { HOME_TITLE } from '@/content/seo';
import { site } from '@/content/company/site';
import { contactForm, expectErrorBeside, fieldValues, fillLead, isSubmitLog, leadFields, leadStatus, submitButton } from './support/contact';
import { expect, test } from './support/fixtures';
import { header, mainMenu, menuToggle, visit } from './support/site';

// app/global-not-found.tsx: any unknown path is the home page, served with status 404 and
// robots noindex (a11y.spec.ts runs axe on it, security-headers.spec.ts checks its CSP). Here:
// that it is the whole home page, styled and interactive like `/`, at a nested path too, and
// that the routes Next exports for the not-found page itself are unknown paths as well.

/** What a reader of the page gets: the sections of <main> and their text. */
async function homeContent(page: Page) {
  return page.locator('main').evaluate((main) => ({
    sections: [...main.querySelectorAll(':scope > section[id]')].map((section) => section.id),
    text: (main as HTMLElement).innerText,
  }));
}

/** Stylesheets in cascade order. */
async function headAssets(page: Page) {
  return page.evaluate(() => ({
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  }));
}

test.describe('unknown paths show the home page', () => {
  for (const path of ['/servicos/usina-antiga/', '/a/b/c', '/404/', '/_not-found/']) {
    test(`${path}: status 404, noindex, the home canonical, and the home page's content and styles`, async ({ page }) => {
      await page.goto('/');
      const home = await homeContent(page);
      const homeAssets = await headAssets(page);
      expect(home.sections).toContain('contact');

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/`);
      await expect(page).toHaveTitle(HOME_TITLE);
      expect(await homeContent(page)).toEqual(home);
      // The same stylesheets in the same order (the cascade).
      expect(await headAssets(page)).toEqual(homeAssets);
    });
  }
});

test.describe('the home page islands work on an unknown path', () => {
  test('the contact form validates and submits', async ({ page }) => {
    await visit(page, '/pagina-que-nao-existe/');
    const fields = leadFields(page);
    await submitButton(page).click();
    await expectErrorBeside(page, fields.name, contactCopy.errors.nameRequired);
    await expect(fields.name).toBeFocused();

    await fillLead(page, { name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(43) 99999-0000' });
    const typed = await fieldValues(page);
    const logged = page.waitForEvent('console', isSubmitLog);
    await submitButton(page).click();
    expect(await (await logged).args()[1]?.jsonValue()).toEqual(typed);
    await expect(leadStatus(page)).toContainText(contactCopy.status.readyTitle);
    await expect(contactForm(page)).toBeVisible();
  });

  test('the header menu opens and closes @mobile', async ({ page }) => {
    await visit(page, '/pagina-que-nao-existe/');
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page)).toBeVisible();
  });
});
