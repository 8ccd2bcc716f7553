import type { Page } from '@playwright/test';
import { OG_COLORS } from '@/components/seo/og-card';
import { expect, test } from './support/fixtures';

// The colours written outside the CSS (the theme colour meta, the manifest, the share cards
// drawn at build time) are the design tokens the page really uses.

/** A design token of app/globals.css as the page computes it: #rrggbb (the build may write #rgb). */
const token = (name: string) => async (page: Page) => {
  const value = await page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim().toLowerCase(), `--${name}`);
  return /^#[0-9a-f]{3}$/.test(value) ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
};

test('the theme colour, the manifest and the share cards use the design tokens', async ({ page, request }) => {
  await page.goto('/');
  const primary = await token('color-primary')(page);
  expect(primary, '--color-primary').toMatch(/^#[0-9a-f]{6}$/);

  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', primary);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { theme_color: string; background_color: string };
  expect(manifest.theme_color).toBe(primary);
  expect(manifest.background_color).toBe(await token('color-bg')(page));
  expect(OG_COLORS).toEqual({
    primary,
    sun: await token('color-sun')(page),
    onDark: await token('color-on-dark')(page),
    onDarkMuted: await token('color-on-dark-muted')(page),
  });
});
