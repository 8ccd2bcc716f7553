import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Content-Security-Policy in the browser: the violations a page reports, and the policies a
// response header carries (a header may hold several, comma-separated; all are enforced).

export type CspViolation = { directive: string; blocked: string; sample: string; source: string };

type ViolationWindow = Window & { __cspViolations?: CspViolation[] };

/**
 * Records every `securitypolicyviolation` of every document the page opens (installed before
 * the page's own scripts run) and every console message about the policy.
 */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const found: CspViolation[] = [];
    Object.defineProperty(window, '__cspViolations', { value: found });
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        found.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    );
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
  return {
    violations,
    consoleMessages: () => [...consoleMessages],
    /** No violation event in the current document and no CSP message in the console so far. */
    expectNone: async () => {
      expect(await violations(), 'securitypolicyviolation events').toEqual([]);
      expect(consoleMessages, 'console messages about the Content-Security-Policy').toEqual([]);
    },
  };
}

export type Policy = Map<string, string[]>;

/** The policies of a Content-Security-Policy header value, each as directive → sources. */
export function parsePolicies(header: string): Policy[] {
  return header.split(',').map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
      ),
  );
}
