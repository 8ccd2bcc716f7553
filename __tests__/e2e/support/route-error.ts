import type { Page } from '@playwright/test';
import type { PageIssues } from './fixtures';

// A static export cannot fail on a server, so the only way a route fails in the browser is
// its client payload: the `.txt` files the router fetches for a client navigation (the page
// segment when prefetched, the whole route's `index.txt` when not). Rewriting the page's row
// of that React Flight payload into an error row makes the page component throw while
// rendering, which is what app/error.tsx must catch.

const PAGE_ROW = /"s":"__PAGE__","h":\d+,"d":\{"r":"\$L(\w+)"/;

/**
 * Breaks the page of `routePath` (e.g. '/novas-implementacoes/') for client navigation until
 * `restore` is called. Call it before the page that links there loads (it prefetches).
 */
export async function breakRouteSegment(page: Page, routePath: string, issues: PageIssues) {
  // Every payload of the route but its tree (which holds no page row).
  const pattern = (url: URL) => url.pathname.startsWith(routePath) && /\.txt$/.test(url.pathname) && !url.pathname.endsWith('_tree.txt');
  // React logs the render error (and the error screen logs it again): expected here.
  issues.allow({ console: /Minified React error #441|e2e-forced-failure/ });
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const row = body.match(PAGE_ROW)?.[1];
    if (!row) throw new Error(`No page row in ${route.request().url()}: the segment format changed`);
    const broken = body.replace(new RegExp(`^${row}:.*$`, 'm'), `${row}:E{"digest":"e2e-forced-failure"}`);
    await route.fulfill({ response, body: broken });
  });
  return { restore: () => page.unroute(pattern) };
}
