import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { contactFormText } from '@/content/contact/form-text';
import { COOKIES_PATH, TERMS_PATH } from '@/content/legal/documents';
import { PRIVACY_PATH, ROADMAP_PATH } from '@/content/navigation';
import { roadmapCategories, roadmapCopy, roadmapItems } from '@/content/roadmap';
import { resultCopy, simulatorCopy } from '@/content/simulator';
import { whatsappButton } from '@/content/company/whatsapp';
import { parsePolicies, watchCsp, type Policy } from './support/csp';
import { expect, test as base, type PageIssues } from './support/fixtures';
import { chooseMenuItem, menuToggle, openMobileMenu, scrollToPageEnd, visit } from './support/site';
import { expectAtHeaderOffset, scrollToY } from './support/scroll';

// The headers of out/_headers, as the test server applies them like Cloudflare Pages, and a
// strict CSP that lets every feature of the site work: each page's own policy in a <meta>
// (script hashes, no 'unsafe-inline'), and one header policy for every path (frame-ancestors
// and what holds whatever the page), both enforced.

const UNKNOWN_PATH = '/pagina-que-nao-existe/';
const OUT = join(__dirname, '..', '..', process.env.E2E_EXPORT_DIR ?? 'out');

/** A build-time endpoint as the CSP names it (origin and path), or null when none or same-origin. */
function endpointSource(value: string | undefined): string | null {
  if (!value?.trim() || value.trim().startsWith('/')) return null;
  const url = new URL(value.trim());
  return `${url.origin}${url.pathname}`;
}
// npm test builds and tests with the same environment, so these are the build's endpoints.
const LEAD = endpointSource(process.env.NEXT_PUBLIC_LEAD_ENDPOINT);
const VITALS = endpointSource(process.env.NEXT_PUBLIC_VITALS_URL);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Answers the endpoints in the browser (they are other origins) and lets the fixture accept them. */
async function fakeEndpoints(page: Page, issues: PageIssues) {
  const calls: string[] = [];
  for (const endpoint of [LEAD, VITALS]) {
    if (!endpoint) continue;
    issues.allow({ url: new RegExp(`^${escapeRegExp(endpoint)}`) });
    await page.route(`${endpoint}**`, (route) => {
      calls.push(`${route.request().method()} ${endpoint}`);
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
      };
      return route.fulfill({ status: route.request().method() === 'OPTIONS' ? 204 : 200, headers: cors, contentType: 'application/json', body: '{}' });
    });
  }
  return calls;
}

/** Every test answers the build's endpoints, if it has any: any page may send a metric. */
const test = base.extend<{ endpointCalls: string[] }>({
  endpointCalls: [async ({ page, issues }, use) => use(await fakeEndpoints(page, issues)), { auto: true }],
});

/** Resolves when the lazily loaded web-vitals chunk has arrived. */
const webVitalsChunk = (page: Page) =>
  page.waitForResponse(
    async (response) => /\/_next\/static\/chunks\/.+\.js(\?|$)/.test(response.url()) && (await response.text()).includes('largest-contentful-paint'),
  );

/** The page's own policy, as its <meta http-equiv> carries it (one, first in the head, before any script). */
async function metaPolicy(page: Page): Promise<Policy> {
  const metas = page.locator('meta[http-equiv="Content-Security-Policy" i]');
  await expect(metas).toHaveCount(1);
  const { content, beforeScripts } = await metas.evaluate((meta) => {
    const firstScript = document.querySelector('script');
    return {
      content: meta.getAttribute('content') ?? '',
      beforeScripts: !firstScript || Boolean(meta.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  });
  expect(beforeScripts, 'the meta policy comes before every script').toBe(true);
  const policies = parsePolicies(content);
  expect(policies).toHaveLength(1);
  return policies[0]!;
}

async function expectStrictPolicy(page: Page, response: Response | null) {
  const header = response?.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  // The header: one policy, the same for every path, with what a meta policy cannot carry.
  const headerPolicies = parsePolicies(header!);
  expect(headerPolicies).toHaveLength(1);
  const site = headerPolicies[0]!;
  expect(site.get('frame-ancestors')).toEqual(["'none'"]);
  expect(site.get('form-action')).toEqual(["'self'", ...(LEAD ? [LEAD] : [])]);
  expect(site.get('base-uri')).toEqual(["'self'"]);
  expect(site.get('object-src')).toEqual(["'none'"]);
  expect(site.get('upgrade-insecure-requests')).toEqual([]);
  expect(site.has('script-src') || site.has('default-src'), 'the header leaves scripts to the page’s meta').toBe(false);

  // The page's own policy: hashes only, nothing unsafe.
  const own = await metaPolicy(page);
  const scripts = own.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.length, 'script hashes').toBeGreaterThan(1);
  expect(
    scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    scripts.join(' '),
  ).toBe(true);
  expect(own.get('default-src')).toEqual(["'self'"]);
  // The page's stylesheets are written into it (scripts/build/export/inline-css.mjs): each one's
  // text, and nothing else, allowed by its hash.
  const sheets = await page.evaluate(() => [...document.querySelectorAll('head style[data-href]')].map((style) => style.textContent ?? ''));
  expect(sheets.length, 'stylesheets in the page').toBeGreaterThan(0);
  expect(own.get('style-src')).toEqual(["'self'", ...new Set(sheets.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`))]);
  expect(own.get('img-src')).toEqual(["'self'", 'data:']);
  expect(own.get('font-src')).toEqual(["'self'"]);
  expect(own.get('connect-src'), 'connect-src: the build and the test must share NEXT_PUBLIC_* endpoints').toEqual([
    "'self'",
    ...new Set([LEAD, VITALS].filter(Boolean)),
  ]);
  expect(own.get('form-action')).toEqual(["'self'", ...(LEAD ? [LEAD] : [])]);
  expect(own.get('base-uri')).toEqual(["'self'"]);
  expect(own.get('object-src')).toEqual(["'none'"]);
  expect(own.has('frame-ancestors'), 'ignored in a meta policy: the header has it').toBe(false);

  const headers = response!.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  return { header: header!, own };
}

async function expectWhatsAppButton(page: Page) {
  // At the end of the page, where it keeps its room: elsewhere it steps aside from controls.
  await scrollToPageEnd(page);
  const button = page.getByRole('link', { name: new RegExp(whatsappButton.label) });
  await expect(button).toBeVisible();
  await button.hover();
  await expect(page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: whatsappButton.tooltip })).toBeVisible();
}

test.describe('security headers', () => {
  for (const path of ['/', ROADMAP_PATH, PRIVACY_PATH, TERMS_PATH, COOKIES_PATH, UNKNOWN_PATH]) {
    test(`${path} carries the strict policy and the security headers`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === UNKNOWN_PATH ? 404 : 200);
      await expectStrictPolicy(page, response);
      if (path !== UNKNOWN_PATH) expect(response?.headers()['cache-control']).toBe('no-cache');
    });
  }

  test("one header policy for every path, however many pages; each page's meta allows its own scripts only", async ({ page, request }) => {
    const paths = ['/', ROADMAP_PATH, PRIVACY_PATH, TERMS_PATH, COOKIES_PATH, UNKNOWN_PATH];
    const headers = await Promise.all(paths.map(async (path) => (await request.get(path)).headers()['content-security-policy']));
    expect(new Set(headers).size, headers.join('\n')).toBe(1);
    // The header carries no hash: its length does not grow with the pages.
    expect(headers[0]).not.toMatch(/sha256-/);
    await page.goto('/');
    const home = (await metaPolicy(page)).get('script-src')!;
    await page.goto(ROADMAP_PATH);
    const roadmap = (await metaPolicy(page)).get('script-src')!;
    expect(home.filter((hash) => !roadmap.includes(hash)).length, "the home page's payload is not allowed on the roadmap page").toBeGreaterThan(0);
  });

  test('static chunks are immutable, .txt files revalidate as text/plain, folders get their slash', async ({ page, request }) => {
    await page.goto('/');
    const chunk = await page.locator('script[src^="/_next/static/chunks/"]').first().getAttribute('src');
    const chunkResponse = await request.get(chunk!);
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunkResponse.headers()['content-type']).toMatch(/^text\/javascript/);
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(robots.headers()['cache-control']).toBe('no-cache');
    const bare = await request.get(ROADMAP_PATH.replace(/\/$/, ''), { maxRedirects: 0 });
    expect([301, 308], 'a permanent redirect (nginx says 301, Cloudflare Pages and serve-out 308)').toContain(bare.status());
    expect(bare.headers()['location']).toBe(ROADMAP_PATH);
    expect((await request.get('/_headers')).status(), 'the rules themselves are not served').toBe(404);
  });

  test('the policy is enforced: an unhashed inline script, eval, a style attribute and an unhashed <style> are refused', async ({ page, issues }) => {
    issues.allow({ console: /Content Security Policy/ });
    const csp = await watchCsp(page);
    await visit(page, '/');
    await csp.expectNone();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      document.body.setAttribute('style', 'outline: 5px solid red');
      // A <style> the page's hashes do not name: the page's own stylesheets are in <style>s too.
      const style = document.createElement('style');
      style.textContent = 'main { visibility: hidden }';
      document.head.append(style);
      // DevTools lets code it evaluates call eval; a task the page runs later is the page's own.
      setTimeout(() => {
        let result = 'ran';
        try {
          eval('1 + 1');
        } catch (error) {
          result = (error as Error).name;
        }
        Object.assign(window, { __evalResult: result });
      });
    });
    const outcome = () =>
      page.evaluate(() => {
        const own = window as { __injected?: boolean; __evalResult?: string };
        return {
          injected: own.__injected === true,
          evalResult: own.__evalResult,
          outline: getComputedStyle(document.body).outlineStyle,
          main: getComputedStyle(document.querySelector('main')!).visibility,
        };
      });
    await expect.poll(outcome).toEqual({ injected: false, evalResult: 'EvalError', outline: 'none', main: 'visible' });
    await expect
      .poll(async () => new Set((await csp.violations()).map((v) => v.directive)))
      .toEqual(new Set(['script-src-elem', 'script-src', 'style-src-attr', 'style-src-elem']));
  });
});

test.describe('files that are not pages', () => {
  // An SVG or XML file that reaches the export (the CMS's media library writes to public/photos/,
  // which Next copies into out/, whatever the content names) and carries a script: opened on the
  // site's own origin, it would read what the site keeps there (the CMS editor's GitHub token,
  // the visitor's draft). Whichever folder it lands in, the headers give it a policy under which
  // nothing runs, in an opaque origin (sandbox). Each test writes its own file (tests run in
  // parallel) and removes it, and the folder if it made it, so out/ is left as built.
  const SCRIPT = "document.documentElement.setAttribute('data-ran', String(localStorage.length >= 0))";
  const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${SCRIPT}</script></svg>`;
  const XHTML = `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>${SCRIPT}</script></body></html>`;
  const FILES = [
    ['photos', 'telhado.svg', SVG],
    ['illustrations', 'desenho.svg', SVG],
    ['generated/photos', 'feed.xml', XHTML],
  ] as const;

  for (const [folder, name, body] of FILES) {
    test(`/${folder}/${name}, opened directly, runs no script`, async ({ page, issues }) => {
      const made = !existsSync(join(OUT, folder));
      const file = join(OUT, folder, `e2e-${randomUUID()}-${name}`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      try {
        // Chromium says in the console that it refused the script.
        issues.allow({ console: /sandboxed|allow-scripts|Content Security Policy/ });
        const response = await page.goto(`/${folder}/${basename(file)}`);
        expect(response?.status()).toBe(200);
        // Read from outside the page (DevTools' own evaluation), which no policy restricts.
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran')), 'the file’s script ran').toBeNull();
        const policy = parsePolicies(response?.headers()['content-security-policy'] ?? '');
        expect(policy.map((p) => p.get('default-src'))).toContainEqual(["'none'"]);
        expect(policy.some((p) => p.has('sandbox'))).toBe(true);
      } finally {
        rmSync(file, { force: true });
        if (made) rmSync(join(OUT, folder.split('/')[0]!), { recursive: true, force: true });
      }
    });
  }
});

test.describe('no policy violation while using the site', () => {
  // Both viewports: the mobile menu (hamburger, scroll lock) is code of its own.
  test('home: menu, simulator, contact form, WhatsApp button and web vitals', { tag: '@both' }, async ({ page, endpointCalls: calls }) => {
    const csp = await watchCsp(page);
    const vitalsLoaded = webVitalsChunk(page);
    await visit(page, '/');
    const hydratedAt = await page.evaluate(() => performance.now());
    // The JSON-LD is a data block: no hash, and no violation either.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    if (await menuToggle(page).isVisible()) {
      await openMobileMenu(page);
      await page.keyboard.press('Escape');
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    }
    await chooseMenuItem(page, 'solutions');
    await expectAtHeaderOffset(page, 'solutions');

    const bill = page.getByLabel(simulatorCopy.bill.label);
    await bill.scrollIntoViewIfNeeded();
    await bill.fill('450');
    const results = page.getByRole('region', { name: simulatorCopy.resultsTitle });
    await expect(results).toContainText(resultCopy.usina.headline('R$').split('R$')[0]!);

    // The floating button before the form is sent: once the form offers its own WhatsApp link, the
    // floating one steps aside on a desktop while that link is in view (one call to action at a time).
    await expectWhatsAppButton(page);

    const form = page.locator('form').filter({ has: page.getByLabel(contactFormText.labels.name) });
    await form.getByRole('button', { name: contactCopy.submit }).click();
    await expect(form.getByText(contactCopy.errors.nameRequired)).toBeVisible();
    await expect(form.getByLabel(contactFormText.labels.name)).toBeFocused();
    await form.getByLabel(contactFormText.labels.name).fill('Maria da Silva');
    await form.getByLabel(contactFormText.labels.email).fill('maria@exemplo.com.br');
    await form.getByLabel(contactFormText.labels.phone).fill('(43) 99999-0000');
    // The form takes a submit faster than this after hydration for a bot's and sends nothing.
    await page.waitForFunction((readyAt) => performance.now() > readyAt, hydratedAt + LEAD_MIN_FILL_MS + 200);
    await form.getByRole('button', { name: contactCopy.submit }).click();
    if (LEAD) {
      await expect(form.getByText(contactCopy.status.sentTitle)).toBeVisible();
      expect(calls).toContain(`POST ${LEAD}`);
    } else {
      await expect(form.getByText(contactCopy.status.readyTitle)).toBeVisible();
    }

    await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await vitalsLoaded;
    await scrollToY(page, 0);
    if (VITALS) await expect.poll(() => calls.filter((call) => call.endsWith(VITALS))).not.toEqual([]);
    await csp.expectNone();
  });

  test('roadmap: tabs and a card', async ({ page }) => {
    const csp = await watchCsp(page);
    const vitalsLoaded = webVitalsChunk(page);
    await visit(page, ROADMAP_PATH);
    if (await menuToggle(page).isVisible()) {
      await openMobileMenu(page);
      await menuToggle(page).click();
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    }
    const category = roadmapCategories[1]!;
    const tab = page.getByRole('tab', { name: category.title });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('tabpanel').getByRole('button', { name: roadmapItems[category.key][0]!.title });
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`#${await card.getAttribute('aria-controls')}`);
    await expect(details.getByRole('heading', { name: roadmapCopy.featuresHeading })).toBeVisible();
    await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await vitalsLoaded;
    await csp.expectNone();
  });

  for (const path of [PRIVACY_PATH, TERMS_PATH, COOKIES_PATH, UNKNOWN_PATH]) {
    test(`${path}: hydration, WhatsApp button and web vitals`, async ({ page }) => {
      const csp = await watchCsp(page);
      const vitalsLoaded = webVitalsChunk(page);
      await visit(page, path);
      await expectWhatsAppButton(page);
      await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
      await vitalsLoaded;
      await csp.expectNone();
    });
  }
});
