import type { BrowserContext, ConsoleMessage, Page, Route } from '@playwright/test';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { bootedScripts } from '@/scripts/build/boot-after-paint.mjs';
import { expect, type PageIssues } from './fixtures';
import { scaled } from './time-scale';

// The site's lazy parts (components/lazy/load-part.ts): each loads through loadPart(name, ...)
// and reports a failure once, as console.error('ChunkLoadError [type] url', error).

/** Part names, as the components pass them to loadPart. */
export const LAZY_PARTS = {
  whatsapp: 'whatsapp-button', // components/layout/floating-whatsapp.tsx
  simulator: 'simulador', // components/simulator/simulator-activator.tsx
  vitals: 'web-vitals', // components/vitals/vitals-reporter.tsx
} as const;
export type LazyPart = (typeof LAZY_PARTS)[keyof typeof LAZY_PARTS];

export type ChunkFailure = { part: string; type: string; url: string; text: string };

/**
 * The absolute URLs of every script a page's HTML names (script src, preloads, and the chunks
 * its boot script adds after the first paint: scripts/build/boot-after-paint.mjs), as served.
 */
export async function firstLoadScripts(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  const markup = await response.text();
  // Parsed by the browser's HTML parser (DOMParser runs no script), not by regular expressions.
  return page.evaluate(
    ({ html, baseUrl, booted }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const named = [
        ...booted,
        ...[...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
        ...[...doc.querySelectorAll('link[rel~="preload"][as="script"], link[rel~="modulepreload"]')].map((link) => link.getAttribute('href')),
      ];
      return [...new Set(named.filter((src): src is string => Boolean(src)).map((src) => new URL(src, baseUrl).href))];
    },
    { html: markup, baseUrl: response.url(), booted: bootedScripts(markup) },
  );
}

/** A ChunkLoadError report, read from the console message's error argument; null for other messages. */
export async function chunkFailure(message: ConsoleMessage): Promise<ChunkFailure | null> {
  if (message.type() !== 'error' || !message.text().startsWith('ChunkLoadError')) return null;
  const error = message.args()[1];
  if (!error) return null;
  const fields = await error.evaluate((value) => {
    const { name, part, type, url } = value as { name?: string; part?: string; type?: string; url?: string };
    return { name, part, type, url };
  });
  if (fields.name !== 'ChunkLoadError') return null;
  return { part: fields.part ?? '', type: fields.type ?? '', url: fields.url ?? '', text: message.text() };
}

/** Collects the page's ChunkLoadError reports, in order. */
export function watchChunkFailures(page: Page): ChunkFailure[] {
  const failures: ChunkFailure[] = [];
  page.on('console', (message) => {
    void chunkFailure(message).then((failure) => failure && failures.push(failure));
  });
  return failures;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Aborts the page's script requests for which `shouldBlock` says so, as a dropped
 * connection would, and tells `issues` to expect what that logs: the failed request,
 * Chromium's "Failed to load resource" line and the site's one ChunkLoadError report.
 */
export async function blockScripts(page: Page, shouldBlock: (url: string) => boolean, issues?: PageIssues) {
  const blocked = new Set<string>();
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.resourceType() !== 'script' || !shouldBlock(request.url())) return route.continue();
    const url = escape(request.url());
    if (issues && !blocked.has(request.url())) {
      issues.allow({ url: new RegExp(`^${url}$`) });
      issues.allow({ console: new RegExp(`^console error: Failed to load resource: net::ERR_FAILED \\(${url}\\)$`) });
      issues.allow({ console: new RegExp(`^console error: ChunkLoadError \\[error\\] ${url} `) });
    }
    blocked.add(request.url());
    return route.abort('failed');
  };
  await page.route('**/_next/static/**', handler);
  return { blocked, lift: () => page.unroute('**/_next/static/**', handler) };
}

/**
 * Learns which chunk each lazy part loads, in a page of its own: with every script the HTML
 * does not name blocked, each part that starts reports the chunk it failed on.
 */
export async function discoverLazyChunks(context: BrowserContext, path: string, parts: readonly LazyPart[]): Promise<Map<string, string>> {
  const page = await context.newPage();
  try {
    const firstLoad = new Set(await firstLoadScripts(page, path));
    const failures = watchChunkFailures(page);
    await blockScripts(page, (url) => !firstLoad.has(url));
    await page.goto(path);
    // The simulator starts loading only as its section nears the viewport.
    if (parts.includes(LAZY_PARTS.simulator)) await page.locator(`#${SIMULATOR_SECTION_ID}`).scrollIntoViewIfNeeded();
    const found = () => new Map(failures.map((failure) => [failure.part, failure.url]));
    await expect
      .poll(() => parts.filter((part) => !found().has(part)), { message: 'lazy parts with no ChunkLoadError yet', timeout: scaled(20_000) })
      .toEqual([]);
    return found();
  } finally {
    await page.close();
  }
}
