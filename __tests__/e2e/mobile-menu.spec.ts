import type { Page } from '@playwright/test';
import { navigation } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { frames, pointBehindMenu, swipeUp, wheelDown } from './support/gestures';
import { expectAtHeaderOffset, placement, scrollToY } from './support/scroll';
import { mainMenu, menuToggle, navItem, openMobileMenu, visit } from './support/site';
import { scaled } from './support/time-scale';

/** Whether the page's scrolling box (html, or body when html leaves it) has overflow hidden. */
const scrollLocked = (page: Page) => page.evaluate(() => [document.documentElement, document.body].some((el) => getComputedStyle(el).overflowY === 'hidden'));

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether React has hydrated the page (it marks the nodes it owns; the footer comes last). */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('the hamburger toggles the menu and aria-expanded', async ({ page }) => {
    await visit(page, '/');
    const toggle = menuToggle(page);
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const links = mainMenu(page).getByRole('link');

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(links).toHaveText(navigation.map((item) => item.label));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('page scrolling is locked while the menu is open, and released after', async ({ page }) => {
    await visit(page, '/');
    expect((await placement(page, 'home')).maxScrollY, 'the page must be scrollable for this test').toBeGreaterThan(100);
    await openMobileMenu(page);
    expect(await scrollLocked(page)).toBe(true);

    const behind = await pointBehindMenu(page);
    await swipeUp(page, behind);
    await wheelDown(page, behind);
    await frames(page);
    expect(await scrollY(page)).toBe(0);
    await expect(menuToggle(page), 'a swipe is not a click: the menu stays open').toHaveAttribute('aria-expanded', 'true');

    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await scrollLocked(page)).toBe(false);
    await swipeUp(page, behind);
    await expect.poll(() => scrollY(page), { message: 'the same swipe scrolls once the menu is closed' }).toBeGreaterThan(0);
    await scrollToY(page, 0);
    await wheelDown(page, behind);
    await expect.poll(() => scrollY(page), { message: 'the same wheel turn scrolls once the menu is closed' }).toBeGreaterThan(0);
  });

  test('a click outside closes the menu', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    const behind = await pointBehindMenu(page);
    await page.touchscreen.tap(behind.x, behind.y);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await scrollLocked(page)).toBe(false);
    await expect(page).toHaveURL('/');
  });

  test('Escape closes the menu and puts focus back on the hamburger', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    await mainMenu(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuToggle(page)).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('choosing an item closes the menu and scrolls to its section', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    const { id, label } = navItem('about');
    await mainMenu(page).getByRole('link', { name: label, exact: true }).tap();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(`/#${id}`);
    await expectAtHeaderOffset(page, id);
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(await scrollLocked(page)).toBe(false);
  });

  test('a tap before hydration opens the menu; hydration takes it over, open, with its scroll lock and Escape', async ({ page }) => {
    // Next's scripts are held back: the page is painted, the button shown, React not there yet.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = menuToggle(page);
    const links = mainMenu(page).getByRole('link');
    await expect(toggle).toBeVisible();
    expect(await hydrated(page), 'React has not run').toBe(false);
    await toggle.tap();
    await expect(links).toHaveText(navigation.map((item) => item.label));
    for (const link of await links.all()) await expect(link).toBeVisible();

    release();
    await expect.poll(() => hydrated(page), { timeout: scaled(15_000) }).toBe(true);
    await expect(toggle, 'React follows the menu the browser opened').toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => scrollLocked(page)).toBe(true);
    await links.first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toHaveCount(0);
    await expect(toggle).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });
});
