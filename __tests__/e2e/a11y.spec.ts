import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { errorCopy } from '@/content/errors';
import { COOKIES_PATH, TERMS_PATH } from '@/content/legal/documents';
import { HEADER_CTA, navigation, PRIVACY_PATH, ROADMAP_PATH } from '@/content/navigation';
import { site } from '@/content/company/site';
import { FAQ_PATH } from '@/content/faq';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { cityPath, CITIES_PATH } from '@/components/cities/places';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { breakRouteDocument } from './support/route-error';
import { expectAtHeaderOffset } from './support/scroll';
import { header, mainMenu, menuToggle, navItem, openMobileMenu, visit } from './support/site';
import { scaled } from './support/time-scale';

/** Scrolls so the top `by` pixels of the element are under the sticky header; returns scrollY. */
function slideUnderHeader(page: Page, selector: string, by: number): Promise<number> {
  return page.evaluate(
    ({ selector, by }) => {
      const bar = document.querySelector('header[data-scrolled]')!.getBoundingClientRect();
      const box = document.querySelector(selector)!.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + box.top - bar.bottom + by, behavior: 'instant' });
      return window.scrollY;
    },
    { selector, by },
  );
}

test.describe('axe (WCAG 2.2 AA)', () => {
  for (const path of [
    '/',
    ROADMAP_PATH,
    PRIVACY_PATH,
    TERMS_PATH,
    COOKIES_PATH,
    ...SERVICE_PAGES.map(servicePath),
    FAQ_PATH,
    CITIES_PATH,
    cityPath('cambe'),
    cityPath('nova-aurora'),
    '/pagina-que-nao-existe/',
  ]) {
    test(`${path} has no violations`, { tag: '@both' }, async ({ page }) => {
      await visit(page, path);
      await expect(header(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the home page scrolled, with the header in its scrolled style, has no violations', { tag: '@both' }, async ({ page }) => {
    await visit(page, '/#contact');
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expectNoAxeViolations(page);
  });

  test('the open mobile menu has no violations', { tag: '@mobile' }, async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    await expect(mainMenu(page).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'a control that scrolling slid under the sticky header is judged where it can be seen; a small one still fails',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/');
      // Slide the radio up under the header a few pixels at a time until axe alone flags it
      // (axe-core#3720; here once it is about a header's height up): the premise of the helper's
      // second look. Up to sixteen axe runs, two of the whole home page: over a minute beside three
      // other workers on 2 cores.
      test.setTimeout(scaled(150_000));
      let scroll = -1;
      for (let covered = 40; covered <= 100 && scroll < 0; covered += 4) {
        const y = await slideUnderHeader(page, '#sim-mode-usina', covered);
        const raw = await new AxeBuilder({ page }).include('#sim-mode-usina').withRules(['target-size']).analyze();
        if (raw.violations.length > 0) scroll = y;
      }
      expect(scroll, 'axe alone no longer flags a control under the sticky header: the second look in support/axe.ts can go').toBeGreaterThanOrEqual(0);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => window.scrollY), 'the scroll position is put back').toBe(scroll);

      // A genuinely small pair of targets there is still a violation.
      await page.evaluate(() => {
        const pair = document.createElement('div');
        for (const text of ['a', 'b']) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = text;
          Object.assign(button.style, { width: '12px', height: '12px', margin: '0', padding: '0', fontSize: '8px', lineHeight: '1' });
          pair.append(button);
        }
        document.querySelector('#sim-mode-usina')!.closest('label')!.after(pair);
      });
      // Half under the header, so the helper takes its second look, and fails it there too.
      await slideUnderHeader(page, '#simulador button', 6);
      await expect(expectNoAxeViolations(page)).rejects.toThrow(/target-size/);
    },
  );

  test('the error screen has no violations', async ({ page, issues }) => {
    await breakRouteDocument(page, ROADMAP_PATH, issues);
    await visit(page, ROADMAP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: errorCopy.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('keyboard only', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await visit(page, '/');
    const main = page.getByRole('main');
    const skipLink = page.getByRole('link').first();
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await expect(skipLink).toHaveAttribute('href', `#${await main.getAttribute('id')}`);
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
  });

  test('Tab through the header menu to Contato, Enter: the contact section is in view at 80px', { tag: '@both' }, async ({ page }) => {
    await visit(page, '/');
    const contact = navItem('contact');
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: site.brand })).toBeFocused();

    if (await menuToggle(page).isVisible()) {
      // On a phone the quote button stands between the logo and the hamburger.
      await page.keyboard.press('Tab');
      await expect(header(page).getByRole('link', { name: HEADER_CTA.label, exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menuToggle(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    }
    for (const item of navigation.slice(0, navigation.indexOf(contact) + 1)) {
      await page.keyboard.press('Tab');
      await expect(mainMenu(page).getByRole('link', { name: item.label, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(contact.href);
    await expectAtHeaderOffset(page, contact.id);
    await expect(page.locator(`#${contact.id}`)).toBeInViewport();
  });
});
