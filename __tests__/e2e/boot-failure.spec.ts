import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact/messages';
import { contactFormText } from '@/content/contact/form-text';
import { navigation } from '@/content/navigation';
import { simulatorCopy } from '@/content/simulator/copy';
import { readBoot } from '@/scripts/build/boot-after-paint.mjs';
import { expectNoAxeViolations } from './support/axe';
// escapeRegExp: a script URL (with deploymentId's `?dpl=`, say) as a literal in a regular expression.
import { autosaveNote, escapeRegExp, noScriptNotice, submitButton } from './support/contact';
import { expect, test } from './support/fixtures';
import { mainMenu, menuToggle, visit } from './support/site';

// A start-up script that fails to load. The boot script (lib/boot/boot-script.js)
// tries it once more; if that fails too, it reports the failure like a lazy part's and puts the
// page in its no-JavaScript state, where everything a visitor meets works without scripts.

/** The page's first-load chunks, as its boot script lists them. */
async function startupScripts(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  const boot = readBoot(await response.text());
  if (!boot || boot.scripts.length === 0) throw new Error(`${path} has no boot script`);
  return boot.scripts;
}

/**
 * Makes `src` fail: the first `times` requests are reset (times = Infinity: every one 404s).
 * Returns the requests for it, as "METHOD url".
 */
async function failScript(page: Page, src: string, times: number) {
  let failed = 0;
  const requests: string[] = [];
  await page.route(`**${src}`, async (route) => {
    requests.push(`${route.request().method()} ${route.request().url()}`);
    if (failed >= times) return route.continue();
    failed++;
    if (times === Infinity) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    return route.abort('connectionreset');
  });
  return requests;
}

const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));

test.describe('a start-up script that fails to load', () => {
  test('once: it is tried again, and the page hydrates with nothing reported', async ({ page, issues }) => {
    const [, runtime] = await startupScripts(page, '/');
    const requests = await failScript(page, runtime!, 1);
    issues.allow({ url: new RegExp(`${escapeRegExp(runtime!)}$`) });
    issues.allow({ console: new RegExp(`Failed to load resource.*${escapeRegExp(runtime!)}`) });
    await visit(page, '/');
    expect(
      requests.filter((request) => request.startsWith('GET ')),
      'the script, then its retry',
    ).toHaveLength(2);
    await expect(page.locator('html')).toHaveAttribute('data-js', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-boot', /./);
    expect((await issues.list()).filter((line) => line.includes('ChunkLoadError'))).toEqual([]);
  });

  // The runtime is Turbopack's chunk, or webpack's with `next build --webpack` (scripts/test/check-next-options.mjs).
  for (const which of ['the bundler runtime', 'the last chunk'] as const) {
    test(
      `for good (${which}): reported with its type and URL, and the page works as without JavaScript; axe clean`,
      // The phone's menu strip is checked once, with the runtime missing.
      { tag: which === 'the bundler runtime' ? '@both' : '@desktop' },
      async ({ page, issues }, testInfo) => {
        const scripts = await startupScripts(page, '/');
        const src = which === 'the last chunk' ? scripts.at(-1)! : scripts.find((script) => /\/(turbopack|webpack)-[^/]*\.js/.test(script))!;
        expect(src, `a runtime chunk among ${scripts.join(', ')}`).toBeTruthy();
        const requests = await failScript(page, src, Infinity);
        const url = new URL(src, page.url() === 'about:blank' ? testInfo.project.use.baseURL : page.url()).href;
        issues.allow({ url: new RegExp(`${escapeRegExp(src)}$`) });
        issues.allow({
          console: new RegExp(`Failed to load resource.*${escapeRegExp(src)}|console error: ChunkLoadError \\[missing\\] ${escapeRegExp(url)} `),
        });
        const reported = page.waitForEvent('console', (message) => message.text().startsWith('ChunkLoadError'));

        await page.goto('/');
        expect((await reported).text()).toBe(`ChunkLoadError [missing] ${url}`);
        expect(requests, 'the script, its retry, and the check of what the server says of it').toEqual([`GET ${url}`, `GET ${url}`, `HEAD ${url}`]);
        const root = page.locator('html');
        await expect(root).toHaveAttribute('data-boot', 'failed');
        await expect(root).not.toHaveAttribute('data-js', /.*/);
        expect(await hydrated(page), 'React never ran').toBe(false);

        // The menu: on a phone its links are a strip under the header, as without JavaScript.
        const mobile = testInfo.project.name === 'mobile';
        if (mobile) await expect(menuToggle(page)).toBeHidden();
        const links = mainMenu(page).getByRole('link');
        await expect(links).toHaveText(navigation.map((item) => item.label));
        for (const link of await links.all()) await expect(link).toBeVisible();

        // The form: no promise of a draft; WhatsApp and the phone offered instead of a dead button.
        await expect(submitButton(page)).toBeDisabled();
        await expect(autosaveNote(page)).toBeHidden();
        const notice = noScriptNotice(page);
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(contactFormText.noscript.title);
        await expect(notice.getByRole('link', { name: contactCopy.whatsapp })).toBeVisible();
        await expect(notice.getByRole('link', { name: contactCopy.status.call })).toBeVisible();
        // The simulator says it needs JavaScript and points to the form.
        await expect(page.getByText(simulatorCopy.noScript)).toBeVisible();

        // What the failure changed: the header's menu, the simulator's notice, the form's notice.
        await expectNoAxeViolations(page, { include: 'header, #simulador, #contact' });
        // A link of the strip still reaches its section.
        const contact = navigation.find((item) => item.id === 'contact')!;
        await mainMenu(page).getByRole('link', { name: contact.label, exact: true }).click();
        await expect(page).toHaveURL(contact.href);
      },
    );
  }
});
