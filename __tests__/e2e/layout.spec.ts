import { ROADMAP_PATH } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { header, visit } from './support/site';

const NARROWEST_PX = 320;

// The narrowest phone: run on the mobile project (touch, meta viewport honoured).
test.describe('layout', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: NARROWEST_PX, height: 640 } });

  for (const path of ['/', ROADMAP_PATH]) {
    test(`${path} has no horizontal overflow at ${NARROWEST_PX}px`, async ({ page }) => {
      await visit(page, path);
      await expect(header(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        viewport: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(widths.viewport).toBe(NARROWEST_PX);
      expect(widths.scrollWidth).toBeLessThanOrEqual(NARROWEST_PX);
    });
  }
});
