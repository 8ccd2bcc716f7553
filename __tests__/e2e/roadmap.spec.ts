import type { Locator, Page } from '@playwright/test';
import { ROADMAP_PATH } from '@/content/navigation';
import { roadmapCategories, roadmapCopy, roadmapItems, type Level, type Priority, type RoadmapCategoryKey } from '@/content/roadmap';
import { ROADMAP_STAGGER_S } from '@/content/ui';
import { expectNoAxeViolations } from './support/axe';
import { contrastRatio, hueFamily, type HueFamily } from './support/color';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';
import { scaled } from './support/time-scale';

// What only a browser shows of the roadmap: computed colours and contrast, the entrance
// animation, the cards' layout with one open, focus moving through the page. Tab and card state, and the spec's figures, are
// unit tests (roadmap-tabs, roadmap-state, roadmap-figures).
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

/** The text colour of an element and the first opaque background behind it. */
const colours = (locator: Locator) =>
  locator.evaluate((element) => {
    let node: Element | null = element;
    let background = 'rgb(255, 255, 255)';
    for (; node; node = node.parentElement) {
      const value = getComputedStyle(node).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$/.test(value) && value !== 'transparent') {
        background = value;
        break;
      }
    }
    return { text: getComputedStyle(element).color, background };
  });

/** WCAG AA for normal text, once colour transitions have ended. */
async function expectReadable(locator: Locator, what: string) {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  const { text, background } = await colours(locator);
  expect(contrastRatio(text, background), `${what}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
}

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
      await expect(cards(page, 'ux')).toHaveCount(roadmapItems.ux.length);
      for (const card of await cards(page, 'ux').all()) {
        expect(await computed(card, 'animationName')).toBe('none');
        expect(await computed(card, 'animationDelay')).toBe('0s');
      }
    });
  });
});

test.describe('roadmap tabs while the HTML arrives', () => {
  test('a row cut after its first tab is not painted, so no tab jumps when the rest arrive', async ({ page, issues }) => {
    const visibility = (key: RoadmapCategoryKey) => page.locator(`#aba-${key}`).evaluate((element) => getComputedStyle(element).visibility);
    // No script runs on the cut page: hydration would rebuild what the HTML has not delivered.
    issues.allow({ url: /\.js$/ });
    issues.allow({ console: /Failed to load resource.*\.js\)$|console error: ChunkLoadError \[error\]/ });
    await page.route('**/*.js', (route) => route.abort());
    await page.route(`**${ROADMAP_PATH}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const list = html.indexOf('role="tablist"');
      expect(list, 'the tab list is in the HTML').toBeGreaterThan(0);
      // What a slow network may have delivered when the browser paints: one tab, the rest on its way.
      await route.fulfill({ response, body: html.slice(0, html.indexOf('</a>', list) + '</a>'.length) });
    });
    await page.goto(ROADMAP_PATH);
    await expect(page.locator('#aba-ux')).toBeAttached();
    await expect(page.locator('#aba-ui')).not.toBeAttached();
    expect(await visibility('ux')).toBe('hidden');

    await page.unrouteAll({ behavior: 'wait' });
    await visit(page, ROADMAP_PATH);
    for (const key of KEYS) expect(await visibility(key), `tab ${key} on the whole page`).toBe('visible');
  });
});

test.describe('roadmap colours', () => {
  test('the active tab shows its category colour; badges their priority, effort and impact colours; all readable (4.5:1)', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    for (const key of KEYS) {
      await tab(page, key).click();
      await expect.poll(async () => hueFamily(await computed(tab(page, key), 'backgroundColor')), { message: `active ${key} tab` }).toBe(CATEGORY_COLOR[key]);
      await expectReadable(tab(page, key), `active ${key} tab`);

      for (const [index, item] of roadmapItems[key].entries()) {
        const card = cards(page, key).nth(index);
        const badge = (text: string) => card.getByText(text, { exact: true });
        const badges = [
          { what: `priority ${item.priority}`, locator: badge(`${roadmapCopy.priorityLabel}: ${item.priority}`), family: PRIORITY_COLOR[item.priority] },
          { what: `effort ${item.effort}`, locator: badge(`${roadmapCopy.effortLabel}: ${item.effort}`), family: LEVEL_COLOR[item.effort] },
          {
            what: `impact ${item.impact}`,
            locator: badge(`${roadmapCopy.impactLabel}: ${item.impact}`).getByText(item.impact, { exact: true }),
            family: LEVEL_COLOR[item.impact],
          },
        ];
        for (const { what, locator, family } of badges) {
          const { text, background } = await colours(locator);
          expect(hueFamily(text), `${item.title}: ${what}`).toBe(family);
          expect(contrastRatio(text, background), `${item.title}: ${what}, ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

/** Where each card of the visible panel sits, in the list's order, and the gap the list keeps between cards. */
const cardBoxes = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('list')
    .first()
    .evaluate((list) => {
      const box = list.getBoundingClientRect();
      return {
        top: box.top,
        gap: parseFloat(getComputedStyle(list).columnGap),
        cards: [...list.children].map((card) => {
          const { left, top, bottom } = card.getBoundingClientRect();
          return { left: Math.round(left), top, bottom };
        }),
      };
    });

test.describe('roadmap layout at 1440 px', () => {
  // The boxes are read at rest: without the entrance animation's offset.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

  test('an open card lengthens its own column only: no column leaves a gap larger than the grid gap', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await visit(page, ROADMAP_PATH);
    for (const key of KEYS) {
      await tab(page, key).click();
      const closed = await cardBoxes(page);
      for (const [index, item] of roadmapItems[key].entries()) {
        const card = cards(page, key).nth(index);
        await toggleOf(card).click();
        await expectOpen(card, true);
        const { top, gap, cards: boxes } = await cardBoxes(page);
        const what = `${key}, '${item.title}' open`;
        expect(gap, 'the grid has a gap').toBeGreaterThan(0);
        // Two columns, each starting at the top of the list, a card at most the gap below the one above.
        const columns = [...new Set(boxes.map((box) => box.left))].sort((a, b) => a - b);
        expect(columns, what).toHaveLength(2);
        for (const left of columns) {
          const column = boxes.filter((box) => box.left === left).sort((a, b) => a.top - b.top);
          expect(column[0]!.top - top, `${what}: the column at x=${left} starts at the top`).toBeLessThan(1);
          for (let below = 1; below < column.length; below++) {
            expect(column[below]!.top - column[below - 1]!.bottom, `${what}: gap in the column at x=${left}`).toBeLessThanOrEqual(gap + 1);
          }
        }
        // Each card where it was closed, read top to bottom and left to right in the list's order.
        expect(
          boxes.map((box) => box.left),
          `${what}: every card stays in its column`,
        ).toEqual(closed.cards.map((box) => box.left));
        const readingOrder = boxes.map((box, position) => ({ ...box, position })).sort((a, b) => a.left - b.left || a.top - b.top);
        expect(
          readingOrder.map((box) => box.position),
          `${what}: down the left column, then the right, in the list's order`,
        ).toEqual(boxes.map((_, position) => position));
        await toggleOf(card).click();
        await expectOpen(card, false);
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

    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'ui')).toBeFocused();
    await expectSelected(page, 'ui');
    expect(await page.evaluate(() => window.scrollY), 'arrow keys move between tabs, never scroll the page').toBe(scrolledBefore);

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
