import type { Page } from '@playwright/test';
import { cityPath, CITIES_PATH } from '@/components/cities/places';
import { servedPlaces } from '@/components/cities/service-area';
import { FAQ_PATH, faqCopy } from '@/content/faq';
import { HEADER_CTA, menuShortcutsCopy, navigation } from '@/content/navigation';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { header, mainMenu, menuToggle, openMobileMenu, visit } from './support/site';
import { scaled } from './support/time-scale';

// From the first screen of any page, a phone reaches the quote, each service, the served cities and
// the frequent questions: the quote button stays in the header's row below the desktop breakpoint,
// and the open menu lists the other pages under the specification's six items, which stay as they are.

const PAGES = ['/', cityPath(servedPlaces()[0]!.slug), servicePath(SERVICE_PAGES[0]!)];
const SHORTCUTS = [
  ...SERVICE_PAGES.map((service) => ({ name: service.title, href: servicePath(service) })),
  { name: menuShortcutsCopy.cities, href: CITIES_PATH },
  { name: faqCopy.name, href: FAQ_PATH },
];

const headerCta = (page: Page) => header(page).getByRole('link', { name: HEADER_CTA.label, exact: true });
const shortcuts = (page: Page) => header(page).getByRole('navigation', { name: menuShortcutsCopy.label });

/** The element's box lies inside the viewport and inside the header's. */
async function expectInHeaderRow(page: Page, locator: ReturnType<Page['locator']>) {
  const [box, bar] = [await locator.boundingBox(), await header(page).boundingBox()];
  expect(box && bar, 'both laid out').toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('ways in from every page at 390 px', { tag: '@mobile' }, () => {
  for (const path of PAGES) {
    test(`${path}: the quote button in the header's row, and the open menu leads to each service, the cities and the questions`, async ({ page }) => {
      test.setTimeout(scaled(60_000));
      await visit(page, path);
      await expect(headerCta(page)).toBeVisible();
      await expect(headerCta(page)).toHaveAttribute('href', HEADER_CTA.href);
      await expectInHeaderRow(page, headerCta(page));
      await expectInHeaderRow(page, menuToggle(page));
      await expect(shortcuts(page)).toBeHidden();

      await openMobileMenu(page);
      await expect(mainMenu(page).getByRole('link')).toHaveText(navigation.map((item) => item.label));
      const links = shortcuts(page).getByRole('link');
      await expect(links).toHaveText(SHORTCUTS.map((link) => link.name));
      for (const [index, link] of SHORTCUTS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', link.href);
        await expect(links.nth(index)).toBeInViewport();
      }
      // Under the six items, inside the panel the hamburger opened.
      const lastItem = await mainMenu(page).getByRole('link').last().boundingBox();
      expect((await links.first().boundingBox())!.y).toBeGreaterThan(lastItem!.y + lastItem!.height - 1);
      await expectNoAxeViolations(page);
    });
  }

  test('the quote button leads to the form from another page, its whole name read', async ({ page }) => {
    await visit(page, PAGES[1]!);
    await headerCta(page).tap();
    await expect(page).toHaveURL(HEADER_CTA.href);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('a shortcut opens its page and the menu is closed there', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    await shortcuts(page).getByRole('link', { name: faqCopy.name }).tap();
    await expect(page).toHaveURL(FAQ_PATH);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the keyboard reaches the quote button, then the shortcuts after the six items', async ({ page }) => {
    await visit(page, PAGES[2]!);
    await headerCta(page).focus();
    await page.keyboard.press('Tab');
    await expect(menuToggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    for (const item of navigation) {
      await page.keyboard.press('Tab');
      await expect(mainMenu(page).getByRole('link', { name: item.label, exact: true })).toBeFocused();
    }
    for (const link of SHORTCUTS) {
      await page.keyboard.press('Tab');
      await expect(shortcuts(page).getByRole('link', { name: link.name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(FAQ_PATH);
  });

  test('before hydration a tap opens the menu with its shortcuts', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGES[1]!, { waitUntil: 'domcontentloaded' });
    await expect(headerCta(page)).toBeVisible();
    await menuToggle(page).tap();
    for (const link of await shortcuts(page).getByRole('link').all()) await expect(link).toBeVisible();
    release();
  });
});

test.describe('ways in at 768 px', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the quote button shows its whole label in the header, and the menu lists the services in two columns', async ({ page }) => {
    await visit(page, PAGES[1]!);
    await expect(headerCta(page)).toHaveText(HEADER_CTA.label);
    await expectInHeaderRow(page, headerCta(page));
    await openMobileMenu(page);
    const [first, second] = [await shortcuts(page).getByRole('link').nth(0).boundingBox(), await shortcuts(page).getByRole('link').nth(1).boundingBox()];
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(Math.abs(second!.y - first!.y)).toBeLessThan(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('ways in without JavaScript, on a phone', { tag: '@mobile' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the quote button is in the header, and the shortcuts follow the six items in the strip of links', async ({ page }) => {
    await page.goto('/');
    await expect(headerCta(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link')).toHaveText(navigation.map((item) => item.label));
    const links = shortcuts(page).getByRole('link');
    await expect(links).toHaveText(SHORTCUTS.map((link) => link.name));
    await links.last().scrollIntoViewIfNeeded();
    await links.last().click();
    await expect(page).toHaveURL(FAQ_PATH);
  });
});

test.describe('at desktop width', { tag: '@desktop' }, () => {
  test('the header keeps the six items and the quote button; the footer lists the services, the cities and the questions', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/');
    await expect(shortcuts(page)).toHaveCount(0);
    await expect(headerCta(page)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const link of SHORTCUTS.filter((shortcut) => shortcut.href !== CITIES_PATH)) {
      await expect(footer.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
    }
    await expect(footer.locator(`a[href="${CITIES_PATH}"]`)).toBeVisible();
  });
});
