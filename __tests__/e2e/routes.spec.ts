import type { Page, Response } from '@playwright/test';
import { errorCopy } from '@/content/errors';
import { ROADMAP_LABEL, ROADMAP_PATH, SECTION_IDS } from '@/content/navigation';
import { HOME_TITLE, ROADMAP_TITLE } from '@/content/seo';
import { site } from '@/content/site';
import { expect, test } from './support/fixtures';
import { breakRouteSegment } from './support/route-error';
import { footer, header, visit } from './support/site';

// Coming from the savings-simulator work: an extra section allowed between these two.
const SIMULATOR_ID = 'simulador';

/** The client router's segment files (`__next._tree.txt`, `__next.__PAGE__.txt`, ...). */
const isSegmentFile = (response: Response) => /\/__next[^/]*\.txt$/.test(new URL(response.url()).pathname);

/** Records the segment files the router fetches, and waits until it has fetched some and gone quiet. */
async function settleWithSegments(page: Page, segments: Response[]) {
  await expect.poll(() => segments.length, { message: 'the router prefetches segment files' }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
}

test.describe('routes', () => {
  test.use({ strictRequests: true });

  for (const path of ['/', ROADMAP_PATH]) {
    test(`${path} loads with no console error, failed request or other origin`, async ({ page, issues }) => {
      const segments: Response[] = [];
      page.on('response', (response) => isSegmentFile(response) && segments.push(response));

      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(header(page)).toBeVisible();
      await expect(footer(page)).toBeVisible();
      await settleWithSegments(page, segments);

      for (const segment of segments) {
        expect(segment.status(), segment.url()).toBe(200);
        expect(segment.headers()['content-type'], segment.url()).toMatch(/^text\/plain/);
      }
      expect(await issues.list()).toEqual([]);
    });
  }

  test('the logo and the footer link move between the routes with client navigation', async ({ page, issues }) => {
    const segments: Response[] = [];
    page.on('response', (response) => isSegmentFile(response) && segments.push(response));
    await visit(page, '/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await settleWithSegments(page, segments);

    // A full page load would wipe this marker and request a document.
    await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    const sameDocument = () => page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument);

    await footer(page).getByRole('link', { name: ROADMAP_LABEL, exact: true }).click();
    await expect(page).toHaveURL(ROADMAP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: ROADMAP_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(ROADMAP_TITLE));
    expect(await sameDocument()).toBe(true);

    await header(page).getByRole('link', { name: site.brand }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#home')).toBeVisible();
    await expect(page).toHaveTitle(HOME_TITLE);
    expect(await sameDocument()).toBe(true);
    expect(documents).toEqual([]);
    expect(await issues.list()).toEqual([]);
  });

  test('the home page has its sections in the spec order', async ({ page }) => {
    await visit(page, '/');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    const known = ids.filter((id) => id === SIMULATOR_ID || (SECTION_IDS as readonly string[]).includes(id));
    const withSimulator = [...SECTION_IDS.slice(0, 2), SIMULATOR_ID, ...SECTION_IDS.slice(2)];
    expect([[...SECTION_IDS], withSimulator]).toContainEqual(known);
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/pagina-que-nao-existe/', '/a/b/c']) {
    test(`${path} shows the home page with status 404 and noindex`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(header(page)).toBeVisible();
      await expect(page.locator('#home')).toBeVisible();
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveCount(1);
      await expect(robots).toHaveAttribute('content', 'noindex');
    });
  }
});

test.describe('error screen', () => {
  test('a route that fails to render shows the error screen, and retrying recovers', async ({ page, issues }) => {
    const broken = await breakRouteSegment(page, ROADMAP_PATH, issues);
    await visit(page, '/');
    await footer(page).getByRole('link', { name: ROADMAP_LABEL, exact: true }).click();

    const screen = page.getByRole('main');
    await expect(screen.getByRole('heading', { level: 1, name: errorCopy.title })).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(screen.getByRole('link', { name: errorCopy.home })).toHaveAttribute('href', '/');

    await broken.restore();
    await screen.getByRole('button', { name: errorCopy.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: ROADMAP_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: errorCopy.title })).toHaveCount(0);
  });
});
