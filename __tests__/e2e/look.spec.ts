import type { Page } from '@playwright/test';
import { COOKIES_PATH, TERMS_PATH } from '@/content/legal/documents';
import { HEADER_CTA, navigation, PRIVACY_PATH, ROADMAP_PATH } from '@/content/navigation';
import { HOME_PROJECTS, projects } from '@/content/company/projects';
import { stats } from '@/content/company/stats';
import { solutions } from '@/content/solutions';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { frames } from './support/gestures';
import { expectAtHeaderOffset } from './support/scroll';
import { floatingWhatsApp, header, mainMenu, menuToggle, openMobileMenu, scrollThroughPage, scrollToPageEnd, visit } from './support/site';
import { scaled } from './support/time-scale';
import { companySectionsPx, homeHeightCapPx } from './support/home-height';

// What only a browser can prove about the look: nothing floats over a control, the page
// ends on the footer, the header's call to action, the phone page's length, one picture each.

/** What a visitor can focus or click, as a test independent of the guard's own list. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** The home page's height cap at 390 px besides the company's own sections: the shipped content's, and what the company's content shows in ours (support/home-height.ts). */
const MAX_HOME_HEIGHT_PX = homeHeightCapPx();
const headerCta = (page: Page) => header(page).getByRole('link', { name: HEADER_CTA.label, exact: true });

/** Every focusable element the shown floating button overlaps right now (none while it steps aside). */
function coveredNow(page: Page, selector: string) {
  return page.evaluate((focusable) => {
    // The floating one: the WhatsApp link that sits in a fixed box (the contact section has its own).
    const floating = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')].find((link) => {
      for (let node: HTMLElement | null = link; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    });
    if (!floating || !floating.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return { shown: false, covered: [] as string[] };
    const box = floating.getBoundingClientRect();
    const covered = [...document.querySelectorAll<HTMLElement>(focusable)]
      .filter((element) => !floating.contains(element) && element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
    return { shown: true, covered };
  }, selector);
}

test.describe('the floating WhatsApp button at 390 px', { tag: '@mobile' }, () => {
  for (const path of ['/', ROADMAP_PATH]) {
    test(`covers no focusable element anywhere on ${path}, scrolled from top to bottom`, async ({ page }) => {
      test.setTimeout(scaled(120_000));
      await visit(page, path);
      await scrollToPageEnd(page);
      await expect(floatingWhatsApp(page)).toBeVisible({ timeout: scaled(10_000) });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      const problems: string[] = [];
      let positions = 0;
      let shownAt = 0;
      for (let y = 0; ; y += 120) {
        const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.min(y, max));
        await frames(page, 3);
        const { shown, covered } = await coveredNow(page, FOCUSABLE);
        positions += 1;
        if (shown) shownAt += 1;
        for (const element of covered) problems.push(`at scrollY ${Math.min(y, max)}: ${element}`);
        if (y >= max) break;
      }
      expect(problems, 'controls under the floating button').toEqual([]);
      // The check means something only if the button was there to cover anything.
      expect(shownAt, `shown at ${shownAt} of ${positions} positions`).toBeGreaterThan(positions / 3);
      expect((await coveredNow(page, FOCUSABLE)).shown, 'shown at the end of the page, where it has room').toBe(true);
    });
  }
});

test.describe('the footer meets the page', { tag: '@desktop' }, () => {
  for (const width of [390, 1440]) {
    test(`the last section of the home page touches the footer at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/');
      const gap = await page.evaluate(() => {
        const last = document.querySelector('main')?.lastElementChild?.getBoundingClientRect();
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        return last && footer ? { gap: footer.top - last.bottom, last: document.querySelector('main')?.lastElementChild?.id } : null;
      });
      expect(gap?.last).toBe('contact');
      expect(Math.abs(gap?.gap ?? Number.NaN), `gap between #contact and the footer: ${gap?.gap}px`).toBeLessThan(0.5);
    });
  }

  test('a page that ends on plain content keeps room before the footer', async ({ page }) => {
    await visit(page, ROADMAP_PATH);
    const room = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const lastChild = main.lastElementChild!.getBoundingClientRect();
      return main.getBoundingClientRect().bottom - lastChild.bottom;
    });
    expect(room).toBeGreaterThanOrEqual(32);
  });
});

test.describe("the header's call to action", () => {
  test('is a primary button beside the six menu items at 1440 px, and leads to the form', { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/');
    const cta = headerCta(page);
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', HEADER_CTA.href);
    await expect(mainMenu(page).getByRole('link')).toHaveText(navigation.map((item) => item.label));
    await expect(mainMenu(page).getByRole('link', { name: HEADER_CTA.label })).toHaveCount(0);
    // In the header's row, right of the menu.
    const [menuBox, ctaBox] = [await mainMenu(page).boundingBox(), await cta.boundingBox()];
    expect(ctaBox!.x).toBeGreaterThan(menuBox!.x + menuBox!.width - 1);
    await cta.click();
    await expect(page).toHaveURL('/#contact');
    await expectAtHeaderOffset(page, 'contact');
  });

  test("stays in the header's row at 390 px, left of the hamburger, and closes the open menu on the way to the form", { tag: '@mobile' }, async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await visit(page, '/');
    const cta = headerCta(page);
    await expect(cta).toBeVisible();
    const [ctaBox, toggleBox] = [await cta.boundingBox(), await menuToggle(page).boundingBox()];
    expect(ctaBox!.x + ctaBox!.width).toBeLessThanOrEqual(toggleBox!.x);
    expect(Math.abs(ctaBox!.y + ctaBox!.height / 2 - (toggleBox!.y + toggleBox!.height / 2))).toBeLessThan(2);
    await openMobileMenu(page);
    await expect(cta).toBeVisible();
    await expect(mainMenu(page).getByRole('link')).toHaveText(navigation.map((item) => item.label));
    await expectNoAxeViolations(page);
    await cta.tap();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/#contact');
    await expectAtHeaderOffset(page, 'contact');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a plain link to the form, shown on every width', async ({ page }) => {
      await page.goto('/');
      const cta = headerCta(page);
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', HEADER_CTA.href);
    });
  });
});

test(`the home page is at most ${MAX_HOME_HEIGHT_PX} px tall at 390 px, plus the company's own sections`, { tag: '@mobile' }, async ({ page }) => {
  await visit(page, '/');
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(page.viewportSize()?.width).toBe(390);
  expect(height - (await companySectionsPx(page))).toBeLessThanOrEqual(MAX_HOME_HEIGHT_PX);
});

test('the hero, each solution and each project show a picture of their own', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, '/');
  // The picture a visitor sees, not a photo's blurred placeholder beneath it (an image with an empty alt).
  const shown = 'img:not([alt=""])';
  const pictures = [
    page.locator(`#home ${shown}`).first(),
    ...solutions.map((solution) => page.locator(`li#${solution.id} ${shown}`).first()),
    // The projects the home page shows (the first HOME_PROJECTS; the rest are links to their pages).
    ...projects()
      .slice(0, HOME_PROJECTS)
      .map((project) => page.getByRole('article', { name: project.title }).locator(shown).first()),
  ];
  const seen: string[] = [];
  for (const picture of pictures) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('alt')).toBeTruthy();
    expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
    seen.push(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
  }
  expect(new Set(seen).size, seen.join('\n')).toBe(pictures.length);
  // Only the hero's drawing is fetched at once; the rest wait until they are near.
  await expect(pictures[0]!).toHaveAttribute('loading', 'eager');
  for (const picture of pictures.slice(1)) await expect(picture).toHaveAttribute('loading', 'lazy');
});

/**
 * Every match of `pattern` in the visible text under `root` that the browser laid out over more
 * than one line: its range has boxes (of some width) at more than one height.
 */
function splitOverLines(page: Page, root: string, pattern: RegExp) {
  return page.evaluate(
    ({ selector, source, flags }) => {
      const found: string[] = [];
      for (const scope of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.checkVisibility()) continue;
          for (const match of (node.textContent ?? '').matchAll(new RegExp(source, flags))) {
            const range = document.createRange();
            range.setStart(node, match.index ?? 0);
            range.setEnd(node, (match.index ?? 0) + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(`"${match[0]}" in "${node.textContent}"`);
          }
        }
      }
      return found;
    },
    { selector: root, source: pattern.source, flags: pattern.flags },
  );
}

test("the company's numbers never break inside a word, from 320 to 1920 px", { tag: '@desktop' }, async ({ page }) => {
  const values = '#numeros-titulo ~ dl dd';
  await visit(page, '/');
  await expect(page.locator(values).first()).toBeVisible();
  for (const width of [320, 360, 390, 600, 768, 900, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await splitOverLines(page, values, /\S+/g), `words broken at ${width} px`).toEqual([]);
  }
});

test('phone numbers and CEPs are never split over two lines at 320 px, on any page', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/', ROADMAP_PATH, PRIVACY_PATH, TERMS_PATH, COOKIES_PATH]) {
    await visit(page, path);
    expect(await splitOverLines(page, 'body', /\(\d{2}\) \d{4,5}-\d{4}|\b\d{5}-\d{3}\b/g), `split over two lines on ${path}`).toEqual([]);
  }
});

test("a solution's list opens on a phone and is open without a toggle on wider screens", async ({ page, isMobile }) => {
  await visit(page, '/');
  const card = page.locator(`li#${solutions[0]!.id}`);
  const firstFeature = card.getByText(solutions[0]!.features[0]!, { exact: true });
  if (isMobile) {
    await expect(firstFeature).toBeHidden();
    await card.locator('summary').tap();
    await expect(firstFeature).toBeVisible();
    await expectNoAxeViolations(page);
  } else {
    await expect(card.locator('summary')).toBeHidden();
    await expect(firstFeature).toBeVisible();
  }
});

test('the first screen of a 390 × 844 phone says what, where, a proof and the call to action, with the picture', { tag: '@mobile' }, async ({ page }) => {
  await visit(page, '/');
  const fold = page.viewportSize()!.height;
  const hero = page.locator('#home');
  const above = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= fold;
  };
  // What the company does and where.
  expect(await above(hero.getByRole('heading', { level: 1 }))).toBe(true);
  // Where: the offices and the service area, as every page says it (content/hero.ts), never "todo o Paraná".
  expect(await above(hero.getByText(/^\d+ municípios do Paraná$/))).toBe(true);
  await expect(hero.getByText(/todo o Paraná/)).toHaveCount(0);
  expect(await above(hero.getByText(/^Projetamos, instalamos e cuidamos/))).toBe(true);
  // The call to action, and a proof point: the company's figures with their source.
  expect(await above(hero.getByRole('link', { name: 'Solicitar Orçamento', exact: true }))).toBe(true);
  // The company's first figure (content/company/figures.json) and its source: under the figures when they
  // fit a line, else a tap away ("De onde vêm esses números"), which opens on the source.
  const figures = stats();
  const [figure] = figures.items;
  expect(figure, 'the company has a figure').toBeDefined();
  expect(await above(hero.getByText(figure!.value, { exact: true }))).toBe(true);
  const sourcesToggle = hero.locator('summary', { hasText: figures.sourcesTitle });
  if (await sourcesToggle.count()) {
    expect(await above(sourcesToggle)).toBe(true);
    await sourcesToggle.click();
  }
  expect(await above(hero.getByText(figure!.source.slice(0, 24), { exact: false }))).toBe(true);
  if (await sourcesToggle.count()) await sourcesToggle.click();
  // The whole picture (not a photo's blurred placeholder: an image with an empty alt).
  expect(await above(hero.locator('img:not([alt=""])').first())).toBe(true);
  // The note's one line (the whole note a tap away), and the band's figures read once: it waits for wide screens.
  await expect(page.locator('#nota-economia summary')).toHaveText(
    /^\*\s?De \d+% a \d+% a partir de \S+ de \d{4} e de \d+% a \d+% na média de 25 anos: como calculamos$/,
  );
  await expect(page.getByRole('heading', { name: /em números$/ })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the home sections open in different ways, no two in a row alike, at 1440 px', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, '/');
  // Each section's opening as the page lays it out: where its heading, intro and figure sit.
  const openings = await page.locator('#conteudo section[data-layout]').evaluateAll((sections) =>
    sections.map((section) => {
      const box = (selector: string) => section.querySelector(selector)?.getBoundingClientRect() ?? null;
      const h2 = box('h2') as DOMRect;
      const header = box('header') as DOMRect;
      const lead = box('header > p:not(:has(strong))');
      const figure = box('header p:has(strong)');
      const content = box(':scope > div > div:last-child') as DOMRect;
      const container = box(':scope > div') as DOMRect;
      const centre = (r: DOMRect) => r.left + r.width / 2;
      let seen = 'stacked';
      if (figure && figure.right <= h2.left) seen = 'figure';
      else if (header.right <= content.left) seen = 'aside';
      else if (lead && lead.left >= h2.right && lead.top < h2.bottom) seen = 'split';
      else if (Math.abs(centre(h2) - centre(container)) < 2 && h2.width < container.width * 0.9) seen = 'centered';
      else if (parseFloat(getComputedStyle(section.querySelector('h2') as Element).fontSize) >= 40) seen = 'statement';
      return { id: section.id, declared: section.getAttribute('data-layout'), seen };
    }),
  );
  // The specification's sections in its order; the company's testimonials and brands, when it has them, between.
  const specSections = ['solutions', 'simulador', 'portfolio', 'benefits', 'about', 'contact'];
  expect(openings.map((o) => o.id).filter((id) => specSections.includes(id))).toEqual(specSections);
  for (const opening of openings) expect(opening.seen, `${opening.id} is laid out as it declares`).toBe(opening.declared);
  openings.slice(1).forEach((opening, i) => expect(opening.seen, `${opening.id} after ${openings[i]?.id}`).not.toBe(openings[i]?.seen));
  expect(new Set(openings.map((o) => o.seen)).size).toBeGreaterThanOrEqual(5);
});
