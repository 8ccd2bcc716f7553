import { navigation, ROADMAP_PATH, SECTION_IDS } from '@/content/navigation';
import { ROADMAP_TITLE } from '@/content/seo';
import { expect, test } from './support/fixtures';
import { expectAtHeaderOffset } from './support/scroll';
import { footer, mainMenu, navItem } from './support/site';

// Everything a visitor reads is in the static HTML, and the menu is made of real links.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every home section is there with its heading', async ({ page }) => {
    await page.goto('/');
    for (const id of SECTION_IDS) {
      const section = page.locator(`main section#${id}`);
      await expect(section, `#${id}`).toBeVisible();
      await expect(section.getByRole('heading').first(), `heading of #${id}`).toBeVisible();
    }
  });

  test('the roadmap heading is readable', async ({ page }) => {
    await page.goto(ROADMAP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: ROADMAP_TITLE })).toBeVisible();
  });

  test('the menu links are real anchors that reach their sections', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    for (const item of [...navigation].reverse()) {
      const link = mainMenu(page).getByRole('link', { name: item.label, exact: true });
      await expect(link).toHaveAttribute('href', item.href);
      await link.click();
      await expect(page).toHaveURL(item.href);
      await expectAtHeaderOffset(page, item.id);
    }
  });

  test('from the roadmap page a menu link loads the home page at its section', { tag: '@desktop' }, async ({ page }) => {
    const contact = navItem('contact');
    await page.goto(ROADMAP_PATH);
    await mainMenu(page).getByRole('link', { name: contact.label, exact: true }).click();
    await expect(page).toHaveURL(contact.href);
    await expectAtHeaderOffset(page, contact.id);
  });

  // The hamburger needs JavaScript; on small screens the footer's links are the way around.
  test('the footer navigation reaches every section', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    for (const item of navigation) {
      const link = footer(page).getByRole('link', { name: item.label, exact: true });
      await expect(link).toHaveAttribute('href', item.href);
      await link.click();
      await expect(page).toHaveURL(item.href);
      await expectAtHeaderOffset(page, item.id);
    }
  });
});
