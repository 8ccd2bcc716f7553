import type { Page } from '@playwright/test';
import { hero } from '@/content/hero';
import { site, type Phone } from '@/content/company/site';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { HEADER_OFFSET_PX } from '@/content/ui';
import { expect, test } from './support/fixtures';
import { intermediatePositions, placement, recordScroll } from './support/scroll';
import { visit } from './support/site';

// The hero's calls to action and the home page's phone links (spec section 2).

const TOLERANCE_PX = 2;

const heroSection = (page: Page) => page.getByRole('region', { name: new RegExp(`^${hero.titleStart}`) });

/** Every phone of the company as content/company/site.ts writes it. */
const PHONES: readonly Phone[] = [site.mainPhone, ...site.sites.map((place) => place.phone), site.whatsapp.phone];

const CALLS_TO_ACTION = [
  { label: hero.primaryCta, target: 'contact' },
  { label: hero.secondaryCta, target: SIMULATOR_SECTION_ID },
];

test.describe('hero', () => {
  for (const { label, target } of CALLS_TO_ACTION) {
    test(`'${label}' scrolls smoothly to #${target}, whose top ends 80px below the viewport top`, async ({ page }) => {
      await visit(page, '/');
      const button = heroSection(page).getByRole('link', { name: label, exact: true });
      const samples = await recordScroll(page, () => button.click());

      await expect(page).toHaveURL(`/#${target}`);
      expect(intermediatePositions(samples).length, `a smooth scroll; scrollY per frame: ${samples.join(', ')}`).toBeGreaterThanOrEqual(2);
      const { top, scrollY, maxScrollY } = await placement(page, target);
      expect(maxScrollY - scrollY, 'the page had room to scroll the section to the offset').toBeGreaterThan(0);
      expect(Math.abs(top - HEADER_OFFSET_PX), `#${target} top is ${top}px below the viewport top`).toBeLessThanOrEqual(TOLERANCE_PX);
    });
  }

  test('the hero phone link dials the main office', async ({ page }) => {
    await visit(page, '/');
    const link = heroSection(page).locator('a[href^="tel:"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', `tel:${site.mainPhone.e164}`);
    await expect(link).toHaveText(site.mainPhone.display);
  });
});

test.describe('phone links', () => {
  test('every tel: link on the home page is tel:+55 and digits, a phone of content/company/site.ts, showing that phone', async ({ page }) => {
    await visit(page, '/');
    const links = page.locator('a[href^="tel:"]');
    const count = await links.count();
    expect(count, 'the hero, the contact section and the footer each have phone links').toBeGreaterThanOrEqual(3);

    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^tel:\+55\d+$/);
      const phone = PHONES.find((candidate) => `tel:${candidate.e164}` === href);
      expect(phone, `${href} is a phone of content/company/site.ts`).toBeDefined();
      await expect(link).toContainText(phone?.display ?? 'a known phone');
    }
  });
});
