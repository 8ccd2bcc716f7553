import type { Page } from '@playwright/test';
import type { PageIssues } from './fixtures';

// A static export cannot fail on a server, so the only way a route fails in the browser is
// its React Flight payload, which the exported HTML carries inline
// (`self.__next_f.push([1,"…"])`). Pointing the page segment's row at an error row makes
// the page component throw while hydrating, which is what app/error.tsx must catch. The
// route's `.txt` payloads stay intact, so the error screen's retry (which fetches them)
// can recover.

/** The page segment's reference inside the inline payload, quotes escaped as in a JS string. */
const PAGE_REF = /\\"s\\":\\"__PAGE__\\",\\"h\\":\d+,\\"d\\":\{\\"r\\":\\"\$L(\w+)\\"/;
const ERROR_ROW = 'fff0';

/**
 * Breaks the page of `routePath` (e.g. '/novas-implementacoes/') in its HTML document until
 * `restore` is called. Call it before visiting the route.
 */
export async function breakRouteDocument(page: Page, routePath: string, issues: PageIssues) {
  const pattern = (url: URL) => url.pathname === routePath;
  // React logs the render error (and the error screen logs it again): expected here.
  issues.allow({ console: /Minified React error|e2e-forced-failure/ });
  await page.route(pattern, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    const ref = html.match(PAGE_REF);
    if (!ref) throw new Error(`No page segment in ${route.request().url()}: the payload format changed`);
    const broken = html
      .replace(ref[0], ref[0].replace(`$L${ref[1]}`, `$L${ERROR_ROW}`))
      .replace('</body>', `<script>self.__next_f.push([1,"${ERROR_ROW}:E{\\"digest\\":\\"e2e-forced-failure\\"}\\n"])</script></body>`);
    // The edited payload no longer matches the page's CSP script hashes: serve it without
    // that header (this breaks the page on purpose; security-headers.spec.ts covers CSP).
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, body: broken, headers });
  });
  return { restore: () => page.unroute(pattern) };
}
