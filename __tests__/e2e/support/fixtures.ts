import { test as base, expect, type Request } from '@playwright/test';

export { expect };

/** What a test expects to go wrong on purpose, e.g. a forced failure that logs an error. */
export type Allowance = { console?: RegExp; url?: RegExp };

export type PageIssues = {
  /** Console errors, page errors, failed requests and requests to other origins, so far. */
  list(): Promise<string[]>;
  allow(allowance: Allowance): void;
};

type Options = {
  /**
   * Also count requests the browser cancelled (net::ERR_ABORTED). Off by default because a
   * full page load legitimately cancels the router's in-flight prefetches; tests that wait
   * for the network to settle before navigating turn it on.
   */
  strictRequests: boolean;
};

async function failedForReal(request: Request, strict: boolean): Promise<boolean> {
  const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
  // Chromium reports every body-less HEAD response (the router's check that a page exists
  // before prefetching it) as ERR_ABORTED, even though it got its 2xx.
  const response = await request.response();
  if (aborted && request.method() === 'HEAD' && response && response.status() < 400) return false;
  return strict || !aborted;
}

/**
 * Every test fails if its page logged a console error, threw, had a request fail or
 * contacted another origin; `issues` lets a test read or allow them.
 */
export const test = base.extend<Options & { issues: PageIssues }>({
  strictRequests: [false, { option: true }],
  issues: [
    async ({ page, baseURL, strictRequests, javaScriptEnabled }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const found: { text: string; url: string; kind: 'console' | 'request' }[] = [];
      const allowances: Allowance[] = [];
      const checks: Promise<void>[] = [];
      // Pages served with an error status on purpose (unknown paths): Chromium logs those too.
      const pageErrorStatusUrls = new Set<string>();
      const allowed = ({ kind, text, url }: (typeof found)[number]) => allowances.some((a) => (kind === 'console' ? a.console?.test(text) : a.url?.test(url)));

      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        // With no icon declared, Chromium probes /favicon.ico by itself; that is not the page's request.
        if (new URL(url || origin, origin).pathname === '/favicon.ico') return;
        if (pageErrorStatusUrls.has(url)) return;
        found.push({ kind: 'console', text: `console error: ${message.text()} (${url})`, url });
      });
      page.on('pageerror', (error) => found.push({ kind: 'console', text: `page error: ${error.message}`, url: '' }));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) {
          found.push({ kind: 'request', text: `request to another origin: ${request.url()}`, url: request.url() });
        }
      });
      page.on('response', (response) => {
        const request = response.request();
        // A page's own status is each test's business (unknown paths are 404 on purpose).
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          if (response.status() >= 400) pageErrorStatusUrls.add(request.url());
          return;
        }
        if (response.status() >= 400) {
          found.push({ kind: 'request', text: `HTTP ${response.status()}: ${request.method()} ${request.url()}`, url: request.url() });
        }
      });
      page.on('requestfailed', (request) => {
        // With JavaScript disabled Chromium refuses the page's scripts, as it should.
        if (!javaScriptEnabled && request.resourceType() === 'script' && request.failure()?.errorText === 'csp') return;
        checks.push(
          failedForReal(request, strictRequests).then((failed) => {
            if (!failed) return;
            const text = `failed request: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`;
            found.push({ kind: 'request', text, url: request.url() });
          }),
        );
      });

      const issues: PageIssues = {
        list: async () => {
          await Promise.all(checks);
          return found.filter((issue) => !allowed(issue)).map((issue) => issue.text);
        },
        allow: (allowance) => void allowances.push(allowance),
      };
      await use(issues);
      expect(await issues.list(), 'console errors, failed requests or requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});
