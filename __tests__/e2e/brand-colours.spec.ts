import type { Locator, Page } from '@playwright/test';
import { OG_COLORS } from '@/components/seo/og-card';
import { FAQ_PATH, faqCopy } from '@/content/faq';
import { hero } from '@/content/hero';
import { SERVICE_PAGES, servicePageCopy, servicePath } from '@/content/service-pages';
import { expect, test } from './support/fixtures';

// The colours written outside the CSS (the theme colour meta, the manifest, the share cards
// drawn at build time) are the design tokens the page really uses; the buttons of every page share one look.

/** A design token of app/globals.css as the page computes it: #rrggbb (the build may write #rgb). */
const token = (name: string) => async (page: Page) => {
  const value = await page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim().toLowerCase(), `--${name}`);
  return /^#[0-9a-f]{3}$/.test(value) ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
};

/** A design token as a computed colour ('rgb(…)'), the form getComputedStyle gives an element's. */
const cssColour = (page: Page, name: string) =>
  page.evaluate((property) => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = `var(${property})`;
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, `--${name}`);

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

/** What a button link looks like, as the page computes it. */
const LOOK = ['background-color', 'color', 'border-color', 'border-radius', 'min-height', 'padding-top', 'padding-left', 'font-weight', 'font-size'];
const lookOf = (link: Locator) => link.evaluate((element, properties) => properties.map((name) => getComputedStyle(element).getPropertyValue(name)), LOOK);

test('the home page, a service page and the questions page show one button look, the primary hovering in --color-sun-hover', async ({ page }) => {
  await page.goto('/');
  const home = page.locator('#home');
  const homeLooks = [
    await lookOf(home.getByRole('link', { name: hero.primaryCta, exact: true })),
    await lookOf(home.getByRole('link', { name: hero.secondaryCta, exact: true })),
  ];
  expect(homeLooks[0], 'primary and secondary differ').not.toEqual(homeLooks[1]);

  const service = SERVICE_PAGES[0]!;
  await page.goto(servicePath(service));
  const steps = page.getByRole('region', { name: servicePageCopy.nextTitle }).getByRole('link');
  expect([await lookOf(steps.nth(0)), await lookOf(steps.nth(1))]).toEqual(homeLooks);
  await steps.nth(0).hover();
  await expect.poll(async () => steps.nth(0).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await cssColour(page, 'color-sun-hover'));

  await page.goto(FAQ_PATH);
  const next = page.getByRole('region', { name: faqCopy.nextTitle });
  expect([await lookOf(next.getByRole('link', { name: faqCopy.simulate })), await lookOf(next.getByRole('link', { name: faqCopy.contact }))]).toEqual(
    homeLooks,
  );
});
