import type { Locator } from '@playwright/test';
import { cityCopy } from '@/content/cities/copy';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorCopy } from '@/content/errors';
import { ROADMAP_LABEL, ROADMAP_PATH, SECTION_IDS } from '@/content/navigation';
import { HOME_TITLE, ROADMAP_TITLE } from '@/content/seo';
import { site } from '@/content/company/site';
import { FAQ_PATH } from '@/content/faq';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { cityPath, CITIES_PATH } from '@/components/cities/places';
import { expect, test } from './support/fixtures';
import { breakRouteDocument } from './support/route-error';
import { footer, header, trackRequests, visit } from './support/site';

// Coming from the savings-simulator work: an extra section allowed between these two.
const SIMULATOR_ID = 'simulador';

test.describe('routes', () => {
  test.use({ strictRequests: true });

  // The pages from data (a page per service, the frequent questions, the city hub and a city) load as cleanly as the home page.
  for (const path of ['/', ROADMAP_PATH, ...SERVICE_PAGES.map(servicePath), FAQ_PATH, CITIES_PATH, cityPath('cambe')]) {
    test(`${path} loads with no console error, failed request or other origin`, async ({ page, issues }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(header(page)).toBeVisible();
      await expect(footer(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await issues.list()).toEqual([]);
    });

    // Links are plain anchors (full loads), so the router fetches none of these today; a
    // host must still serve them, for any client navigation a later version may use.
    test(`${path}'s client payload files are served as text/plain`, async ({ request }) => {
      const dir = join(__dirname, '..', '..', 'out', ...path.split('/').filter(Boolean));
      const files = readdirSync(dir).filter((name) => name.endsWith('.txt'));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) {
        const file = await request.get(`${path}${name}`);
        expect(file.status(), name).toBe(200);
        expect(file.headers()['content-type'], name).toMatch(/^text\/plain/);
      }
    });
  }

  // nginx (merge_slashes, its default) and other hosts serve `//x/` as `/x/`.
  // The page must still work: Next's router read `//novas-implementacoes/` as a URL of the host
  // `novas-implementacoes` and replaced the page with its error screen. The boot script rewrites
  // the address first. (`npm start` and the documented hosts redirect such paths: serve-out-edges.)
  test('a page served at a path with repeated slashes takes the single-slash address and works', async ({ page, baseURL }) => {
    await page.route(
      (url) => url.pathname.includes('//'),
      async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${url.origin}${url.pathname.replace(/\/{2,}/g, '/')}${url.search}` }) });
      },
    );
    for (const [served, address] of [
      [`${baseURL}//novas-implementacoes/`, `${baseURL}${ROADMAP_PATH}`],
      [`${baseURL}/novas-implementacoes//?origem=teste#categoria-ui`, `${baseURL}${ROADMAP_PATH}?origem=teste#categoria-ui`],
      [`${baseURL}//`, `${baseURL}/`],
    ] as const) {
      await page.goto(served);
      await expect(page).toHaveURL(address);
      await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      if (address.includes(ROADMAP_PATH)) await expect(heading).toHaveText(ROADMAP_TITLE);
      await expect(page.getByText(errorCopy.title)).toHaveCount(0);
      await expect(page.getByText(/couldn.t load/i)).toHaveCount(0);
    }
    // The roadmap's tabs, an island, respond.
    const tab = page.getByRole('tablist').getByRole('tab').nth(1);
    await page.goto(`${baseURL}//novas-implementacoes/`);
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('a city page is two clicks from the home page (footer or about section, then the hub), and links its neighbours', async ({ page }) => {
    await visit(page, '/');
    // Each page settles before the next click, so no image of it is left half-loaded (an aborted request).
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#about').getByRole('link', { name: 'atendemos do norte ao oeste do estado' })).toHaveAttribute('href', CITIES_PATH);
    // Scrolling to the footer lays out the portfolio's lazy drawings: they load before the click leaves.
    const toHub = footer(page).getByRole('link', { name: 'Energia solar no Paraná' });
    await toHub.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await toHub.click();
    await expect(page).toHaveURL(new RegExp(`${CITIES_PATH}$`));
    // Each link is scrolled to and the pictures around it loaded before the click: the company's project photos
    // beside it start loading as they come into view, and a click that leaves at once aborted one (a CI run,
    // 2026-11-29).
    const settledClick = async (link: Locator) => {
      await link.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await link.click();
    };
    await page.waitForLoadState('networkidle');
    await settledClick(page.getByRole('link', { name: 'Cambé', exact: true }));
    await expect(page).toHaveURL(new RegExp(`${cityPath('cambe')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energia solar em Cambé');
    await page.waitForLoadState('networkidle');
    await settledClick(page.getByRole('heading', { name: cityCopy.served }).locator('xpath=following-sibling::ul[1]').getByRole('link').first());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Energia solar em /);
  });

  test('a municipality the company does not serve has no page: its address shows the home page, not indexed', async ({ page }) => {
    const response = await page.goto(cityPath('curitiba'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the logo and the footer link move between the routes', async ({ page, issues }) => {
    // Every request counts, cancelled ones too: each page's own requests end before the test leaves it.
    const requests = trackRequests(page);
    await visit(page, '/');
    await expect(page).toHaveTitle(HOME_TITLE);

    // On the way down to the footer the browser lays out the portfolio's lazy illustrations and
    // fetches them: they arrive before the click leaves the page.
    const toRoadmap = footer(page).getByRole('link', { name: ROADMAP_LABEL, exact: true });
    await toRoadmap.scrollIntoViewIfNeeded();
    await requests.settled();
    await toRoadmap.click();
    await expect(page).toHaveURL(ROADMAP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: ROADMAP_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(ROADMAP_TITLE));

    await requests.settled();
    await header(page).getByRole('link', { name: site.brand }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#home')).toBeVisible();
    await expect(page).toHaveTitle(HOME_TITLE);

    await requests.settled();
    await page.goBack();
    await expect(page).toHaveURL(ROADMAP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: ROADMAP_TITLE })).toBeVisible();
    await page.waitForLoadState('networkidle');
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

test.describe('error screen', () => {
  test('a route that fails to render shows the error screen, and retrying recovers', async ({ page, issues }) => {
    const broken = await breakRouteDocument(page, ROADMAP_PATH, issues);
    await visit(page, ROADMAP_PATH);

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
