import type { Page } from '@playwright/test';
import { CITIES_PATH } from '@/components/cities/places';
import { contactCopy } from '@/content/contact/messages';
import { notFoundNotice } from '@/content/errors';
import { HOME_TITLE } from '@/content/seo';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { expectNoAxeViolations } from './support/axe';
import { contactForm, expectErrorBeside, fieldValues, fillLead, isSubmitLog, leadFields, leadStatus, submitButton } from './support/contact';
import { expect, test } from './support/fixtures';
import { header, mainMenu, menuToggle, visit } from './support/site';

// app/global-not-found.tsx: any unknown path is the home page under a notice that the page does not
// exist, served with status 404, robots noindex and no canonical (a11y.spec.ts runs axe on it,
// security-headers.spec.ts checks its CSP). Here: that it is the whole home page, styled and
// interactive like `/`, at a nested path too, and that the routes Next exports for the not-found page
// itself are unknown paths as well.

const notice = (page: Page) => page.getByRole('region', { name: notFoundNotice.title });

/** What a reader of the page gets after the notice: the sections of <main> and their text. */
async function homeContent(page: Page) {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelector(':scope > [aria-labelledby="pagina-nao-encontrada"]')?.remove();
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return { sections: [...main.querySelectorAll(':scope > section[id]')].map((section) => section.id), text };
  });
}

/** Stylesheets in cascade order. */
async function headAssets(page: Page) {
  return page.evaluate(() => ({
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  }));
}

test.describe('unknown paths show the home page', () => {
  for (const path of ['/servicos/usina-antiga/', '/a/b/c', '/404/', '/_not-found/']) {
    test(`${path}: status 404, noindex, no canonical, the notice, then the home page's content and styles`, async ({ page }) => {
      await page.goto('/');
      const home = await homeContent(page);
      const homeAssets = await headAssets(page);
      expect(home.sections).toContain('contact');
      await expect(notice(page)).toHaveCount(0);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page).toHaveTitle(HOME_TITLE);
      await expect(notice(page)).toBeVisible();
      expect(await homeContent(page)).toEqual(home);
      // The same stylesheets in the same order (the cascade).
      expect(await headAssets(page)).toEqual(homeAssets);
    });
  }
});

test.describe('the notice at an unknown address', () => {
  test('opens <main> above the hero, says the page was not found and leads to the cities and each service', async ({ page }) => {
    await visit(page, '/pagina-que-nao-existe/');
    const region = notice(page);
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(notFoundNotice.title);
    const first = await page.locator('main').evaluate((main) => main.firstElementChild?.getAttribute('aria-labelledby'));
    expect(first).toBe(await region.getByRole('heading').getAttribute('id'));
    const links = region.getByRole('link');
    await expect(region.getByRole('paragraph')).toContainText(notFoundNotice.lead);
    await expect(links).toHaveText([notFoundNotice.cities, ...SERVICE_PAGES.map((service) => service.title)]);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([CITIES_PATH, ...SERVICE_PAGES.map(servicePath)]);
    const [box, hero] = [await region.boundingBox(), await page.locator('#home').boundingBox()];
    expect(box!.y + box!.height).toBeLessThanOrEqual(hero!.y + 1);
    await links.first().click();
    await expect(page).toHaveURL(CITIES_PATH);
  });

  test('is short on a phone, and axe finds nothing on the page', { tag: '@mobile' }, async ({ page }) => {
    await visit(page, '/a/b/c');
    const box = await notice(page).boundingBox();
    expect(box!.height, 'the notice leaves the hero in the first screen').toBeLessThan(page.viewportSize()!.height / 2);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is there, with its links', async ({ page }) => {
      await page.goto('/pagina-que-nao-existe/');
      await expect(notice(page)).toBeVisible();
      await notice(page).getByRole('link', { name: SERVICE_PAGES[0]!.title }).click();
      await expect(page).toHaveURL(servicePath(SERVICE_PAGES[0]!));
    });
  });
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
