import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { escapeRegExp, fillLead, type LeadInput } from './contact';
import { WCAG_TAGS } from './axe';
import { expect, test } from './fixtures';
import { ensureLeadBuild, LEAD_OUT_DIR } from './lead-build';
import { LeadServer, serveExport } from './lead-server';
import { visit } from './site';
import { scaled } from './time-scale';

// The site as built with a lead endpoint, and the back-end behind it, for the delivery specs
// (lead-delivery.spec.ts, lead-failures.spec.ts).
//
// The endpoint is inlined at build time, so these tests run against a second build, out-lead/
// (lead-build.ts), served on its own port. Rewriting the default build's chunk in the browser
// was not an option: it has no endpoint to substitute (the variable is read as
// `process.env.NEXT_PUBLIC_LEAD_ENDPOINT` at run time and is empty), and its HTML has no form
// action and shows the no-JavaScript notice, so neither the JavaScript-off POST nor the
// hydrated markup would be the configured site's. The endpoint, and so its port, is part of
// the build: groups that use it share LEAD_LOCK, so no two of them (not even the desktop and
// mobile runs of one) use the ports at the same time.

export const LEAD_LOCK = 'lead-endpoint';
const SITE_PORT = Number(process.env.E2E_LEAD_PORT ?? 3232);
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const backEnd = new LeadServer(SITE_PORT + 1, SITE);

export const MARIA: LeadInput = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '(43) 99999-0000',
  service: 'usinas-consumo',
  message: 'Casa em Londrina, conta média de R$ 450. Prefiro contato à tarde.',
};
export const MARIA_E164 = `+55${MARIA.phone.replace(/\D/g, '')}`;

/**
 * Runs the enclosing describe (declared with `{ lock: LEAD_LOCK }`) in one worker against
 * out-lead/ and a fresh back-end for each test. The protocol does not depend on the viewport,
 * so these tests run in the desktop project only (playwright.config.ts).
 */
export function useLeadSite() {
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: SITE });
  let site: { close: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    // A build only when out-lead/ is missing or older than the sources: ~30 s, more on a busy machine.
    test.setTimeout(scaled(180_000));
    await ensureLeadBuild(backEnd.endpoint);
    site = await serveExport(LEAD_OUT_DIR, SITE_PORT);
  });

  test.afterAll(async () => {
    await site?.close();
    await backEnd.stop();
  });

  test.beforeEach(async ({ issues }) => {
    backEnd.reset();
    await backEnd.start();
    // The back-end is the one other origin the site may contact.
    issues.allow({ url: new RegExp(`^${escapeRegExp(backEnd.origin)}/`) });
  });
}

/** Opens the form with a controllable clock: the form drops submits made within 3 s as a bot's. */
export async function openForm(page: Page) {
  await page.clock.install();
  await visit(page, '/');
}

/** A person takes a while to fill the form in; fast-forwarding the clock stands for that. */
export async function fillLikeAPerson(page: Page, lead: LeadInput) {
  await fillLead(page, lead);
  await page.clock.fastForward(LEAD_MIN_FILL_MS);
}

export const parsedPosts = () => backEnd.posts().map((post) => JSON.parse(post.body) as Record<string, unknown>);

/** A promise the test resolves when it chooses: the back-end's answer, held. */
export function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Stops the page's clock (openForm installed it) while the test holds the back-end's answer:
 * the form gives up after LEAD_TIMEOUT_MS, and the checks made meanwhile (typing, an axe scan)
 * took longer than that on a loaded machine, so the test measured the machine, not the form.
 * `page.clock.resume()` before the answer is released.
 */
export async function pauseClock(page: Page) {
  // pauseAt takes a time ahead of the page's clock, which runs meanwhile: a little ahead, again if it got there first.
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50 * attempt);
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Runs `scan` with the page's own timers while Playwright's clock (installed by openForm) is
 * paused: axe resolves each rule on a setTimeout, which a paused clock never fires, and a test
 * pauses the clock so that the form's delivery time-out counts only the time it holds the answer.
 * The clock keeps the real ones as `__pwClock.builtins` (Playwright's own scripts use them).
 */
async function onRealTimers<T>(page: Page, scan: () => Promise<T>): Promise<T> {
  const swap = (toReal: boolean) =>
    page.evaluate((real) => {
      const global = window as unknown as Record<string, unknown> & { __pwClock?: { builtins: Record<string, unknown> } };
      if (!global.__pwClock) throw new Error('Playwright clock not installed: openForm installs it');
      if (real) global.__fakeTimers = { setTimeout: global.setTimeout, clearTimeout: global.clearTimeout };
      const timers = real ? global.__pwClock.builtins : (global.__fakeTimers as Record<string, unknown>);
      global.setTimeout = timers.setTimeout;
      global.clearTimeout = timers.clearTimeout;
    }, toReal);
  await swap(true);
  try {
    return await scan();
  } finally {
    await swap(false);
  }
}

/**
 * axe (WCAG 2.2 AA, as expectNoAxeViolations) on the contact form alone: for the state while a
 * request is held, which only the form shows, and which must be checked well within the page's
 * 10 s delivery time-out even on a busy machine (a whole-page scan can take longer than that).
 */
export async function expectFormAxeClean(page: Page) {
  const { violations, passes } = await onRealTimers(page, () => new AxeBuilder({ page }).include('#contact form').withTags(WCAG_TAGS).analyze());
  expect(passes.length, 'axe checked the form').toBeGreaterThan(10);
  const found = violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, 'axe violations in the contact form').toEqual([]);
}
