import type { Page, Request } from '@playwright/test';
import { navigation, type NavItem, type SectionId } from '@/content/navigation';
import { whatsappButton } from '@/content/company/whatsapp';
import { expect } from './fixtures';

// Locators of the shared header and footer, by role, and the one way to choose a menu
// item on any viewport (through the hamburger on mobile).

export const header = (page: Page) => page.getByRole('banner');
/** The specification's six items (the open phone menu has its shortcuts beside them: ways-in.spec.ts). */
export const mainMenu = (page: Page) => header(page).getByRole('navigation', { name: 'Menu principal' });
/** The hamburger: the header's only button, shown below the desktop breakpoint. */
export const menuToggle = (page: Page) => header(page).getByRole('button');
export const footer = (page: Page) => page.getByRole('contentinfo');
/** The floating WhatsApp button (the contact section has WhatsApp links of its own). */
export const floatingWhatsApp = (page: Page) => page.getByRole('link', { name: whatsappButton.label });

/**
 * Opens a path and waits until React has hydrated the page down to the footer (it hydrates
 * in document order), so that clicks reach the client code rather than the bare HTML.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const last = document.querySelector('footer');
    return last !== null && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
  return response;
}

/**
 * Follows the page's requests from now on. `settled()` waits until none has been in flight for
 * 500 ms (Playwright's 'networkidle', which a client-side navigation does not start again), after
 * two frames, in which the browser starts fetching the lazy images it has just laid out. A test that
 * counts cancelled requests (`strictRequests`) settles before it leaves a page: leaving cancels
 * whatever is still in flight (on /, the portfolio's lazy illustrations, which scrolling to the
 * footer starts), and that cancel would be the test's doing, not the site's.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settled() {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight.size > 0) quietSince = Date.now();
            return Date.now() - quietSince;
          },
          { message: 'no request in flight for 500 ms', intervals: [100] },
        )
        .toBeGreaterThanOrEqual(500);
    },
  };
}

/**
 * Scrolls to the end of the page, where the page keeps room for the floating WhatsApp button:
 * elsewhere the button steps aside while a control is under it.
 */
export async function scrollToPageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}

/**
 * Scrolls down half a screen at a time to the end, as a reader does, so that whatever loads or
 * renders on the way (lazy images, lazy parts) has done so before the page is measured.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
  });
}

export function navItem(id: SectionId): NavItem {
  const item = navigation.find((entry) => entry.id === id);
  if (!item) throw new Error(`No menu item for #${id}`);
  return item;
}

/** A menu link, found even while the collapsed mobile menu hides it. */
export const menuLink = (page: Page, id: SectionId) => mainMenu(page).getByRole('link', { name: navItem(id).label, exact: true, includeHidden: true });

export async function openMobileMenu(page: Page) {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

/** Clicks a header menu item, opening the mobile menu first when there is one. */
export async function chooseMenuItem(page: Page, id: SectionId) {
  if (await menuToggle(page).isVisible()) {
    if ((await menuToggle(page).getAttribute('aria-expanded')) !== 'true') await openMobileMenu(page);
  }
  await mainMenu(page)
    .getByRole('link', { name: navItem(id).label, exact: true })
    .click();
}
