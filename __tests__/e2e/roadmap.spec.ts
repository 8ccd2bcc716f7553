import type { Locator, Page } from '@playwright/test';
import { ROADMAP_PATH } from '@/content/navigation';
import {
  ROADMAP_DEFAULT_CATEGORY,
  roadmapCategories,
  roadmapCopy,
  roadmapItems,
  type Level,
  type Priority,
  type RoadmapCategoryKey,
} from '@/content/roadmap';
import { ROADMAP_STAGGER_S } from '@/content/ui';
import { expectNoAxeViolations } from './support/axe';
import { hueFamily, type HueFamily } from './support/color';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// The spec's figures (sections 3, 4 and 9), stated here as the requirement rather than
// read back from content/roadmap.ts, so a content change that breaks them fails.
const CARDS: Record<RoadmapCategoryKey, number> = { ux: 4, ui: 4, accessibility: 4, performance: 3, features: 4 };
const HIGH_PRIORITY: Record<RoadmapCategoryKey, number> = { ux: 3, ui: 1, accessibility: 2, performance: 1, features: 0 };
const SUMMARY = { total: 19, highPriority: 7, categories: 5, available: 5 };
const CATEGORY_COLOR: Record<RoadmapCategoryKey, HueFamily> = { ux: 'blue', ui: 'purple', accessibility: 'green', performance: 'amber', features: 'red' };
const PRIORITY_COLOR: Record<Priority, HueFamily> = { Alta: 'red', Média: 'amber', Baixa: 'green' };
// Effort and impact: Alto dark red, Médio amber-brown, Baixo green.
const LEVEL_COLOR: Record<Level, HueFamily> = { Alto: 'red', Médio: 'amber', Baixo: 'green' };

const KEYS = roadmapCategories.map((category) => category.key);
const titleOf = (key: RoadmapCategoryKey) => roadmapCategories.find((category) => category.key === key)?.title ?? key;

const tablist = (page: Page) => page.getByRole('tablist', { name: roadmapCopy.tabsLabel });
const tab = (page: Page, key: RoadmapCategoryKey) => tablist(page).getByRole('tab', { name: titleOf(key), exact: true });
const panel = (page: Page, key: RoadmapCategoryKey) => page.getByRole('tabpanel', { name: titleOf(key), exact: true, includeHidden: true });
/** A panel's cards: the list items that carry a card title (h3). */
const cards = (page: Page, key: RoadmapCategoryKey) =>
  panel(page, key)
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByRole('heading', { level: 3, includeHidden: true }) });
const toggleOf = (card: Locator) => card.getByRole('button', { includeHidden: true });
/** The region a card's toggle controls (its features and technologies). */
const detailsOf = async (card: Locator) => card.locator(`[id="${await toggleOf(card).getAttribute('aria-controls')}"]`);

const computed = (locator: Locator, property: 'color' | 'backgroundColor' | 'animationName' | 'animationDelay') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

async function expectSelected(page: Page, key: RoadmapCategoryKey) {
  for (const other of KEYS) {
    const selected = other === key;
    await expect(tab(page, other)).toHaveAttribute('aria-selected', String(selected));
    await expect(tab(page, other)).toHaveAttribute('tabindex', selected ? '0' : '-1');
    if (selected) await expect(panel(page, other)).toBeVisible();
    else await expect(panel(page, other)).toBeHidden();
  }
}

async function expectOpen(card: Locator, open: boolean) {
  await expect(toggleOf(card)).toHaveAttribute('aria-expanded', String(open));
  const details = await detailsOf(card);
  if (open) await expect(details).toBeVisible();
  else await expect(details).toBeHidden();
}

test.describe('roadmap tabs', () => {
  test('five tabs, ux selected by default, each controlling its panel with a roving tabindex', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    await expect(tablist(page).getByRole('tab')).toHaveText(roadmapCategories.map((category) => category.title));
    expect(ROADMAP_DEFAULT_CATEGORY).toBe('ux');
    for (const key of KEYS) {
      const controlled = page.locator(`[id="${await tab(page, key).getAttribute('aria-controls')}"]`);
      await expect(controlled).toHaveAttribute('role', 'tabpanel');
      await expect(controlled).toHaveAttribute('aria-labelledby', (await tab(page, key).getAttribute('id')) ?? 'a tab id');
    }
    await expectSelected(page, 'ux');

    await tab(page, 'performance').click();
    await expectSelected(page, 'performance');
    await expect(page).toHaveURL(ROADMAP_PATH);
  });

  test('ArrowRight, ArrowLeft (both wrapping), Home and End move focus and selection', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    await tab(page, 'ux').focus();
    const moves: [string, RoadmapCategoryKey][] = [
      ['ArrowRight', 'ui'],
      ['ArrowRight', 'accessibility'],
      ['ArrowLeft', 'ui'],
      ['ArrowLeft', 'ux'],
      ['ArrowLeft', 'features'],
      ['ArrowRight', 'ux'],
      ['End', 'features'],
      ['Home', 'ux'],
    ];
    for (const [key, expected] of moves) {
      await page.keyboard.press(key);
      await expect(tab(page, expected), `${key} focuses ${expected}`).toBeFocused();
      await expectSelected(page, expected);
    }
    expect(await page.evaluate(() => window.scrollY), 'arrow keys must not scroll the page').toBe(0);
  });

  test("each tab lists 4/4/4/3/4 cards with 3/1/2/1/0 'Alta' badges", async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    for (const key of KEYS) {
      await tab(page, key).click();
      await expectSelected(page, key);
      const items = roadmapItems[key];
      await expect(cards(page, key), `cards of ${key}`).toHaveCount(CARDS[key]);
      await expect(cards(page, key).getByRole('heading', { level: 3 })).toHaveText(items.map((item) => item.title));
      for (const [index, item] of items.entries()) {
        const card = cards(page, key).nth(index);
        await expect(card.getByText(item.description, { exact: true })).toBeVisible();
        await expect(card.getByText(`${roadmapCopy.priorityLabel}: ${item.priority}`, { exact: true })).toBeVisible();
        await expect(card.getByText(`${roadmapCopy.effortLabel}: ${item.effort}`, { exact: true })).toBeVisible();
        await expect(card.getByText(`${roadmapCopy.impactLabel}: ${item.impact}`, { exact: true })).toBeVisible();
      }
      const high = panel(page, key).getByText(`${roadmapCopy.priorityLabel}: Alta`, { exact: true });
      await expect(high, `'Alta' badges in ${key}`).toHaveCount(HIGH_PRIORITY[key]);
    }
  });

  test("the summary shows 19 items, 7 'Alta', 5 categories, 5 available and the next steps", async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const summary = page.getByRole('region', { name: roadmapCopy.summaryHeading });
    await expect(summary.getByRole('term')).toHaveText([roadmapCopy.totalLabel, roadmapCopy.highPriorityLabel, roadmapCopy.categoriesLabel, roadmapCopy.availableLabel]);
    await expect(summary.getByRole('definition')).toHaveText([SUMMARY.total, SUMMARY.highPriority, SUMMARY.categories, SUMMARY.available].map(String));
    await expect(summary.getByRole('heading', { name: roadmapCopy.nextStepsHeading, exact: true })).toBeVisible();
    await expect(summary.getByText(roadmapCopy.nextStepsText, { exact: true })).toBeVisible();
  });
});

test.describe('roadmap cards', () => {
  test('a click opens a card to its features and technologies; a second click closes it', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const item = roadmapItems.ux[0];
    if (!item) throw new Error('no ux item');
    const card = cards(page, 'ux').first();
    const icon = toggleOf(card).locator('svg');
    const details = await detailsOf(card);

    await expectOpen(card, false);
    await expect(icon.locator('path'), 'a plus while closed').toHaveCount(2);
    await card.click();
    await expectOpen(card, true);
    await expect(icon.locator('path'), 'a minus while open').toHaveCount(1);
    await expect(details.getByRole('heading')).toHaveText([roadmapCopy.featuresHeading, roadmapCopy.technologiesHeading]);
    await expect(details.getByRole('listitem')).toHaveText([...item.features, ...item.technologies]);

    await card.click();
    await expectOpen(card, false);
    await expect(icon.locator('path')).toHaveCount(2);
  });

  test('Enter opens a focused card and Space closes it', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const card = cards(page, 'ux').nth(2);
    await toggleOf(card).focus();
    await page.keyboard.press('Enter');
    await expectOpen(card, true);
    await page.keyboard.press('Space');
    await expectOpen(card, false);
    await page.keyboard.press('Space');
    await expectOpen(card, true);
  });

  test('only one card is open at a time', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const [first, second] = [cards(page, 'ux').nth(0), cards(page, 'ux').nth(1)];
    await first.click();
    await expectOpen(first, true);
    await second.click();
    await expectOpen(second, true);
    await expectOpen(first, false);
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test('the open card is kept across tab switches and shows only in its own tab', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const uxCard = cards(page, 'ux').nth(1);
    await uxCard.click();
    await expectOpen(uxCard, true);

    // Same position, other category: a different card, and it stays closed.
    await tab(page, 'ui').click();
    await expectSelected(page, 'ui');
    await expect(panel(page, 'ui').locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(await detailsOf(uxCard)).toBeHidden();

    await tab(page, 'ux').click();
    await expectOpen(uxCard, true);

    // Opening a card in another tab replaces it.
    await tab(page, 'ui').click();
    const uiCard = cards(page, 'ui').nth(0);
    await uiCard.click();
    await expectOpen(uiCard, true);
    await tab(page, 'ux').click();
    await expectOpen(uxCard, false);
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
    await tab(page, 'ui').click();
    await expectOpen(uiCard, true);
  });
});

test.describe('roadmap entrance', () => {
  test('the first four cards enter 0, 0.1, 0.2 and 0.3 s apart', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    for (let index = 0; index < 4; index++) {
      const card = cards(page, 'ux').nth(index);
      expect(await computed(card, 'animationName'), `card ${index + 1} is animated`).not.toBe('none');
      const delay = parseFloat(await computed(card, 'animationDelay'));
      expect(delay, `delay of card ${index + 1}`).toBeCloseTo(ROADMAP_STAGGER_S * index, 5);
    }
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('cards do not animate', async ({ page }) => {
      await visit(page, ROADMAP_PATH);
      await expect(cards(page, 'ux')).toHaveCount(CARDS.ux);
      for (const card of await cards(page, 'ux').all()) {
        expect(await computed(card, 'animationName')).toBe('none');
        expect(await computed(card, 'animationDelay')).toBe('0s');
      }
    });
  });
});

test.describe('roadmap colours', () => {
  test('the active tab shows its category colour; badges their priority, effort and impact colours', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    for (const key of KEYS) {
      await tab(page, key).click();
      await expect.poll(async () => hueFamily(await computed(tab(page, key), 'backgroundColor')), { message: `active ${key} tab` }).toBe(CATEGORY_COLOR[key]);

      for (const [index, item] of roadmapItems[key].entries()) {
        const card = cards(page, key).nth(index);
        const badge = (text: string) => card.getByText(text, { exact: true });
        const priority = badge(`${roadmapCopy.priorityLabel}: ${item.priority}`);
        const effort = badge(`${roadmapCopy.effortLabel}: ${item.effort}`);
        const impact = badge(`${roadmapCopy.impactLabel}: ${item.impact}`).getByText(item.impact, { exact: true });
        expect(hueFamily(await computed(priority, 'color')), `${item.title}: priority ${item.priority}`).toBe(PRIORITY_COLOR[item.priority]);
        expect(hueFamily(await computed(effort, 'color')), `${item.title}: effort ${item.effort}`).toBe(LEVEL_COLOR[item.effort]);
        expect(hueFamily(await computed(impact, 'color')), `${item.title}: impact ${item.impact}`).toBe(LEVEL_COLOR[item.impact]);
      }
    }
  });
});

test.describe('roadmap accessibility', () => {
  test('a card open has no axe violations', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const card = cards(page, 'accessibility').first();
    await tab(page, 'accessibility').click();
    await card.click();
    await expectOpen(card, true);
    await expectNoAxeViolations(page);
  });

  test('keyboard only: Tab into the tabs, arrow to a tab, Tab into its panel, Enter opens a card, Space closes it', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null);
    let presses = 0;
    do {
      await page.keyboard.press('Tab');
      presses++;
    } while ((await focusedRole()) !== 'tab' && presses < 40);
    // Roving tabindex: the one tab in the Tab sequence is the selected one.
    await expect(tab(page, 'ux')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'ui')).toBeFocused();
    await expectSelected(page, 'ui');

    await page.keyboard.press('Tab');
    await expect(panel(page, 'ui')).toBeFocused();
    await page.keyboard.press('Tab');
    const card = cards(page, 'ui').first();
    await expect(toggleOf(card)).toBeFocused();

    await page.keyboard.press('Enter');
    await expectOpen(card, true);
    await page.keyboard.press('Space');
    await expectOpen(card, false);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tab(page, 'ui'), 'Shift+Tab from the panel returns to the selected tab').toBeFocused();
  });
});
