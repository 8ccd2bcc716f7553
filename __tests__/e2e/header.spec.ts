import type { Page } from '@playwright/test';
import { navigation, ROADMAP_PATH, type SectionId } from '@/content/navigation';
import { ACTIVE_SECTION_PROBE_PX, HEADER_SCROLLED_THRESHOLD_PX } from '@/content/ui';
import { expect, test } from './support/fixtures';
import { expectAtHeaderOffset, intermediatePositions, placement, recordScroll, scrollToY } from './support/scroll';
import { chooseMenuItem, header, mainMenu, visit } from './support/site';

// The last section: the farthest scroll from the top, whatever the sections' heights.
const FAR_SECTION: SectionId = 'contact';

async function currentItems(page: Page) {
  return mainMenu(page)
    .locator('a[aria-current="location"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test.describe('menu scrolling', () => {
  test('choosing an item scrolls smoothly to its section, 80px below the top', async ({ page }) => {
    await visit(page, '/');
    const samples = await recordScroll(page, () => chooseMenuItem(page, FAR_SECTION));

    await expect(page).toHaveURL(`/#${FAR_SECTION}`);
    await expectAtHeaderOffset(page, FAR_SECTION);
    const start = samples[0] ?? 0;
    const end = samples.at(-1) ?? 0;
    expect(end - start, 'the page must have room to scroll for this test').toBeGreaterThan(20);
    // A jump goes straight from start to end; a smooth scroll passes through positions between.
    expect(intermediatePositions(samples).length, `scrollY per frame: ${samples.join(', ')}`).toBeGreaterThanOrEqual(2);
    const moving = [...new Set(samples)];
    expect(moving, 'the scroll moves one way, never back').toEqual([...moving].sort((a, b) => a - b));
  });

  test('from the roadmap page an item opens the home page at its section, 80px below the top', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    await expect(mainMenu(page).locator('[aria-current]')).toHaveCount(0);
    await chooseMenuItem(page, FAR_SECTION);
    await expect(page).toHaveURL(`/#${FAR_SECTION}`);
    await expectAtHeaderOffset(page, FAR_SECTION);
    expect((await placement(page, FAR_SECTION)).scrollY).toBeGreaterThan(0);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the scroll to a section is instant', async ({ page }) => {
      await visit(page, '/');
      const samples = await recordScroll(page, () => chooseMenuItem(page, FAR_SECTION));
      await expectAtHeaderOffset(page, FAR_SECTION);
      expect(samples.at(-1)).not.toBe(samples[0]);
      expect(intermediatePositions(samples), `scrollY per frame: ${samples.join(', ')}`).toEqual([]);
    });
  });
});

test.describe('active item', () => {
  test('the current item is the section under the 100px probe', async ({ page }) => {
    await visit(page, '/');
    const checked: string[] = [];

    for (const [index, item] of navigation.entries()) {
      if (index === 0) continue;
      const { top, scrollY, maxScrollY } = await placement(page, item.id);
      const absoluteTop = top + scrollY;
      const justAbove = absoluteTop - (ACTIVE_SECTION_PROBE_PX - 1);
      const justBelow = absoluteTop - (ACTIVE_SECTION_PROBE_PX + 1);
      if (justBelow < 0 || justAbove > maxScrollY) continue;

      // Top 1px above the probe: this section spans it.
      await scrollToY(page, justAbove);
      expect((await placement(page, item.id)).top).toBeLessThanOrEqual(ACTIVE_SECTION_PROBE_PX);
      await expect.poll(() => currentItems(page)).toEqual([item.href]);

      // Top 1px below the probe: the item is the section that spans it now, if any.
      await scrollToY(page, justBelow);
      const spanning = [];
      for (const other of navigation) {
        const box = await placement(page, other.id);
        if (box.top <= ACTIVE_SECTION_PROBE_PX && box.bottom > ACTIVE_SECTION_PROBE_PX) spanning.push(other.href);
      }
      expect(spanning).not.toContain(item.href);
      await expect.poll(() => currentItems(page)).toEqual(spanning);
      checked.push(item.id);
    }
    expect(checked.length, 'sections whose top can be scrolled to the probe').toBeGreaterThanOrEqual(2);
  });
});

test.describe('scrolled header', () => {
  test('takes its scrolled style past 50px, not at 40px', async ({ page }) => {
    await visit(page, '/');
    const { maxScrollY } = await placement(page, 'home');
    expect(maxScrollY).toBeGreaterThan(HEADER_SCROLLED_THRESHOLD_PX);
    const shadow = () => header(page).evaluate((element) => getComputedStyle(element).boxShadow);

    expect(await shadow()).toBe('none');
    await scrollToY(page, HEADER_SCROLLED_THRESHOLD_PX + 1);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(shadow).not.toBe('none');

    await scrollToY(page, 40);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(shadow).toBe('none');
  });
});
