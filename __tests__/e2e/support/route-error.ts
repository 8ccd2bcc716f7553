import type { Page } from '@playwright/test';
import type { PageIssues } from './fixtures';

// A static export cannot fail on a server, and a page whose own chunk does not arrive simply
// stays unhydrated (tried: no error is thrown). What reaches app/error.tsx is the page
// component throwing while it hydrates, so the test makes it throw: the exported HTML
// carries the page's React Flight payload inline (`self.__next_f.push([1,"…"])`), and
// pointing the page segment's row at an error row does it. This depends on Next's payload
// format, so the helper checks the format first and fails with a message that says so on an
// upgrade that changes it. The route's `.txt` payloads stay intact, so the error screen's
// retry (which fetches them) can recover.

/** The page segment's reference inside the inline payload, quotes escaped as in a JS string. */
const PAGE_REF = /\\"s\\":\\"__PAGE__\\",\\"h\\":\d+,\\"d\\":\{\\"r\\":\\"\$L(\w+)\\"/;
const ERROR_ROW = 'fff0';
/** The Next version whose payload format PAGE_REF was written against. */
const WRITTEN_FOR = '16.4.6';

/**
 * Breaks the page of `routePath` (e.g. '/novas-implementacoes/') in its HTML document until
 * `restore` is called. Call it before visiting the route.
 */
export async function breakRouteDocument(page: Page, routePath: string, issues: PageIssues) {
  const html = await (await page.request.get(routePath)).text();
  if (!PAGE_REF.test(html)) {
    throw new Error(
      `Next's inline payload of ${routePath} no longer has the page segment reference that support/route-error.ts ` +
        `rewrites (written for next ${WRITTEN_FOR}): update PAGE_REF for the installed Next.`,
    );
  }
  const pattern = (url: URL) => url.pathname === routePath;
  // React logs the render error (and the error screen logs it again): expected here.
  issues.allow({ console: /Minified React error|e2e-forced-failure/ });
  await page.route(pattern, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    const ref = body.match(PAGE_REF)!;
    const broken = body
      // The edited payload no longer matches the page's script hashes: its CSP <meta> goes too.
      .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '')
      .replace(ref[0], ref[0].replace(`$L${ref[1]}`, `$L${ERROR_ROW}`))
      .replace('</body>', `<script>self.__next_f.push([1,"${ERROR_ROW}:E{\\"digest\\":\\"e2e-forced-failure\\"}\\n"])</script></body>`);
    // And without the header policy (this breaks the page on purpose; security-headers.spec.ts covers CSP).
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, body: broken, headers });
  });
  return { restore: () => page.unroute(pattern) };
}
