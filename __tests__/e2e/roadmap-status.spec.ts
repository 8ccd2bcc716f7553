import type { Page } from '@playwright/test';
import { ROADMAP_PATH } from '@/content/navigation';
import { roadmapCategories, roadmapCopy, roadmapItems, type RoadmapCategoryKey } from '@/content/roadmap';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectAtHeaderOffset } from './support/scroll';
import { visit } from './support/site';
import { scaled } from './support/time-scale';

// Each roadmap item says, on its closed card, whether it is on the site today; an
// available one says where, with a link when it has a place of its own.

const titleOf = (key: RoadmapCategoryKey) => roadmapCategories.find((category) => category.key === key)?.title ?? key;
const tab = (page: Page, key: RoadmapCategoryKey) =>
  page.getByRole('tablist', { name: roadmapCopy.tabsLabel }).getByRole('tab', { name: titleOf(key), exact: true });
/** The calculator, the one item with a place of its own on the home page (its spec name, as its title is copy). */
const calculator = Object.values(roadmapItems)
  .flat()
  .find((item) => item.specItem === 'solar savings calculator')!;
const card = (page: Page, title: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test.describe('roadmap statuses', () => {
  test('every card shows its status in words, closed, in every tab; axe finds nothing', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await visit(page, ROADMAP_PATH);
    for (const [index, { key }] of roadmapCategories.entries()) {
      await tab(page, key).click();
      for (const item of roadmapItems[key]) {
        const status = card(page, item.title).getByText(`${roadmapCopy.statusLabel}: ${item.status}`, { exact: true });
        await expect(status, `${item.title}: ${item.status}`).toBeVisible();
        await expect(card(page, item.title).getByRole('button', { name: item.title })).toHaveAttribute('aria-expanded', 'false');
        if (item.status === 'Disponível' && !item.where.href) await expect(card(page, item.title).getByText(item.where.text)).toBeVisible();
        if (item.status === 'Em desenvolvimento') await expect(card(page, item.title).getByText(item.note)).toBeVisible();
      }
      // The whole page once; then only what the tab changed, its panel (each scan of main took ~6 s under load).
      await expectNoAxeViolations(page, { include: index === 0 ? 'main' : '[role="tabpanel"]:not([hidden])' });
    }
  });

  test('the status is words and a shape, not colour alone', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    /** The mark beside the words: a full, half-full or empty circle. */
    const shapes = () =>
      page
        .getByRole('tabpanel')
        .locator('[data-status]')
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const mark = getComputedStyle(node, '::before');
            if (mark.backgroundImage.includes('gradient')) return 'half';
            return mark.backgroundColor === 'rgba(0, 0, 0, 0)' ? 'empty' : 'full';
          }),
        );
    // ux: the calculator and online scheduling are available; the other two are planned.
    expect(await shapes()).toEqual(['full', 'empty', 'empty', 'full']);
    // ui: the design system is in progress, the rest planned.
    await tab(page, 'ui').click();
    expect(await shapes()).toEqual(['half', 'empty', 'empty', 'empty']);
  });

  test('the calculator’s link opens the simulator on the home page, without opening its card', { tag: '@both' }, async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const link = card(page, calculator.title).getByRole('link', { name: 'Usar o simulador' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`/#${SIMULATOR_SECTION_ID}`);
    await expectAtHeaderOffset(page, SIMULATOR_SECTION_ID);
  });

  test('the card still toggles when clicked beside the link', { tag: '@both' }, async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const calculatorCard = card(page, calculator.title);
    const toggle = calculatorCard.getByRole('button', { name: calculator.title });
    // The description sits under the toggle's stretched hit area: a click there is a click on the card.
    const description = calculatorCard.getByText(calculator.description);
    await description.scrollIntoViewIfNeeded();
    const box = await description.boundingBox();
    if (!box) throw new Error('the description has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(ROADMAP_PATH);
  });

  test('the summary counts what is available and leaves it out of what comes next', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const summary = page.getByRole('region', { name: roadmapCopy.summaryHeading });
    const next = summary.getByRole('list');
    const titles = Object.values(roadmapItems)
      .flat()
      .filter((item) => item.priority === 'Alta' && item.status !== 'Disponível')
      .map((item) => item.title);
    await expect(next.getByRole('listitem')).toHaveCount(titles.length);
    for (const [index, title] of titles.entries()) await expect(next.getByRole('listitem').nth(index)).toContainText(title);
  });
});
