import type { BrowserContext, Request } from '@playwright/test';
import { signInWords } from '@/content/cms';
import { expectNoAxeViolations } from './axe';
import { watchCsp } from './csp';
import { expect, test, type PageIssues } from './fixtures';
import { github, INBOX_SITE } from './inbox-site';
import { INBOX_CMS_REPO } from './lead-build';
import { scaled } from './time-scale';

// The CMS's GitHub sign-in on the site's own host (functions/api/cms/, functions/admin/), on the
// same `wrangler pages dev` as the lead inbox (each start costs 10 to 17 s): declared inside
// lead-inbox.spec.ts's describes. GitHub's OAuth endpoints are support/github-stand-in.ts, its API
// is answered in the browser (the machine is offline). Nothing of the sign-in is a mock.

const problem = (kind: Parameters<typeof signInWords.problem>[0]) => signInWords.problem(kind, { callbackUrl: '', variables: [] }).title;
const PROJECT_TITLE = 'Usina lida pela API';

/** GitHub's API as Decap reads it after the sign-in: the person, the repository, one project. Each call is kept with its token. */
async function githubApi(context: BrowserContext, issues: PageIssues) {
  const calls: string[] = [];
  const project = Buffer.from(JSON.stringify({ title: PROJECT_TITLE, city: 'Cambé', type: 'rural', kWp: 8.4 })).toString('base64');
  await context.route('https://api.github.com/**', (route) => {
    const url = decodeURIComponent(route.request().url());
    calls.push(`${route.request().method()} ${url} ${route.request().headers().authorization}`);
    const repo = `https://api.github.com/repos/${INBOX_CMS_REPO}`;
    if (url === 'https://api.github.com/user') return route.fulfill({ json: { login: 'editora', id: 1, name: 'Editora', avatar_url: '' } });
    if (url === repo) return route.fulfill({ json: { full_name: INBOX_CMS_REPO, owner: { login: 'empresa' }, permissions: { push: true } } });
    if (url === `${repo}/git/trees/main:content/company/projects`) {
      return route.fulfill({ json: { tree: [{ path: 'usina.json', mode: '100644', type: 'blob', sha: 'b1', size: 80 }], truncated: false } });
    }
    if (url === `${repo}/git/blobs/b1`) return route.fulfill({ json: { sha: 'b1', encoding: 'base64', content: project } });
    if (url.startsWith(`${repo}/git/trees/main:`)) return route.fulfill({ json: { tree: [], truncated: false } });
    if (url.startsWith(`${repo}/commits?`)) return route.fulfill({ json: [] });
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  });
  await context.route('https://www.githubstatus.com/**', (route) => route.fulfill({ json: { components: [] } }));
  issues.allow({ url: /^https:\/\/(api\.github|www\.githubstatus)\.com\// });
  return calls;
}

/** Every request the browser made (the CMS and its popup), in order, and each answer's status (a window closes before it can be asked). */
function recordRequests(context: BrowserContext) {
  const requests: Request[] = [];
  const statuses = new Map<Request, number>();
  context.on('request', (request) => requests.push(request));
  context.on('response', (response) => statuses.set(response.request(), response.status()));
  return { requests, statuses };
}

/** A request's line for the report, with the values that must stay secret masked. */
const masked = (line: string, secrets: string[]) => secrets.filter(Boolean).reduce((text, secret) => text.split(secret).join('•••'), line);

/** The sign-in of the CMS at /admin/, the secrets set (the default server of useInboxSite). */
export function cmsSignInTests(server: { log: () => string }) {
  test.describe("the CMS's GitHub sign-in on the site's own host (functions/api/cms/)", () => {
    // Decap's bundle is 5 MB: on a busy machine its sign-in screen takes a while.
    test.describe.configure({ timeout: scaled(90_000) });
    // The sign-in window goes to GitHub, another origin, on purpose.
    test.beforeEach(({ issues }) => issues.allow({ url: new RegExp(`^${github.url}/`) }));
    test('/admin › Entrar com o GitHub › the popup › GitHub › the token reaches the CMS, which reads the repository (and a cancel on GitHub is told in the CMS); headers and policy as strict; nothing secret in the log', async ({
      page,
      context,
      issues,
    }) => {
      const csp = await watchCsp(page);
      const calls = await githubApi(context, issues);
      const { requests, statuses: answered } = recordRequests(context);
      const config = page.waitForResponse((answer) => answer.url() === `${INBOX_SITE}/admin/config.yml`);
      const response = await page.goto('/admin/#/collections/projects');
      // The function told Decap the address the page is opened at.
      expect(await (await config).text()).toContain(`"base_url": "${INBOX_SITE}"`);
      // _headers still applies through the function: the popup's opener policy, noindex, no framing.
      expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

      // First the person cancels on GitHub: the window tells the CMS, which says so and stays signed out.
      github.mode = 'deny';
      await page.getByRole('button', { name: 'Entrar com o GitHub' }).click({ timeout: scaled(30_000) });
      await expect(page.getByText(problem('denied'))).toBeVisible();
      expect(calls).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('decap-cms-user'))).toBeNull();
      // Then they authorise the app.
      github.reset();
      requests.length = 0;
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Entrar com o GitHub' }).click();
      await expect(page.getByText(PROJECT_TITLE)).toBeVisible({ timeout: scaled(20_000) });
      await expect.poll(async () => (await popup).isClosed()).toBe(true);

      const [token] = github.tokens;
      expect(github.tokens).toHaveLength(1);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}').token)).toBe(token);
      expect(calls.length).toBeGreaterThan(2);
      expect(calls.every((call) => call.startsWith('GET https://api.github.com/') && call.endsWith(` token ${token}`))).toBe(true);
      await csp.expectNone();

      // The sign-in's requests, in order: the browser's, and the function's one to GitHub's token endpoint.
      const site = requests.filter((request) => /\/(admin\/(config\.yml)?|api\/cms\/\w+|login\/oauth\/\w+)(\?|$)/.test(new URL(request.url()).pathname + '?'));
      const lines = site.map((request) => `${request.method()} ${request.url()}`);
      const statuses = site.map((request) => answered.get(request));
      expect(statuses).toEqual([302, 302, 200]);
      expect(lines.map((line) => line.replace(/\?.*/, ''))).toEqual([
        `GET ${INBOX_SITE}/api/cms/auth`,
        `GET ${github.url}/login/oauth/authorize`,
        `GET ${INBOX_SITE}/api/cms/callback`,
      ]);
      expect(github.requests.map((request) => `${request.method} ${request.path.replace(/\?.*/, '')}`)).toEqual([
        'GET /login/oauth/authorize',
        'POST /login/oauth/access_token',
      ]);
      const exchange = github.requests[1]!.form!;
      expect(exchange).toMatchObject({ client_id: github.clientId, client_secret: github.clientSecret, redirect_uri: `${INBOX_SITE}/api/cms/callback` });
      const secrets = [github.clientSecret, token!, exchange.code!, new URL(lines[1]!.split(' ')[1]!).searchParams.get('state')!];
      const report = [
        `GET ${INBOX_SITE}/admin/#/collections/projects → ${response?.status()}, then config.yml with base_url ${INBOX_SITE}`,
        ...lines.map((line, index) => `${line} → ${statuses[index]}`),
        `(the function) POST ${github.url}/login/oauth/access_token ${new URLSearchParams(exchange)}`,
        ...calls.slice(0, 3),
      ];
      await test.info().attach('sign-in requests', { body: report.map((line) => masked(line, secrets)).join('\n'), contentType: 'text/plain' });

      // Nothing secret reached the function's log.
      for (const secret of secrets) expect(server.log()).not.toContain(secret);
    });

    test('a forged, replayed or other browser’s state is refused, and GitHub never gets the secret for it', async ({ page, browser }) => {
      const posts = () => github.requests.filter((request) => request.method === 'POST').length;
      /** A sign-in opened by hand, held on GitHub's consent page: this browser has its cookie, the test the address of the Authorize link. */
      const held = async () => {
        github.mode = 'consent';
        await page.goto('/api/cms/auth?provider=github&scope=repo');
        return (await page.getByRole('link', { name: 'Authorize' }).getAttribute('href'))!;
      };
      const heading = (on = page) => on.getByRole('heading', { level: 1 });

      // A state whose signature does not hold (a later expiry), while this browser's cookie is good.
      const first = new URL(await held());
      first.searchParams.set(
        'state',
        first.searchParams.get('state')!.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`),
      );
      expect((await page.goto(first.toString()))?.status()).toBe(403);
      await expect(heading()).toHaveText(problem('forged'));
      expect(posts()).toBe(0);

      // The genuine answer signs in (no CMS opened the window, so it hands nothing over)...
      const callback = await held();
      expect((await page.goto(callback))?.status()).toBe(200);
      await expect(heading()).toHaveText(signInWords.signingIn.title);
      expect(posts()).toBe(1);
      // ...once: the same answer again finds the cookie spent.
      expect((await page.goto(callback))?.status()).toBe(403);
      await expect(heading()).toHaveText(problem('otherBrowser'));
      // The address, taken to another browser (one with no sign-in started).
      const other = await browser.newContext();
      const stranger = await other.newPage();
      await stranger.goto(callback);
      await expect(heading(stranger)).toHaveText(problem('otherBrowser'));
      await other.close();
      expect(posts()).toBe(1);
      expect(github.tokens).toHaveLength(1);
    });

    test('without a code, with GitHub’s refusal, or with GitHub down, the window ends in a page in Portuguese saying what to do; axe clean', async ({
      page,
    }) => {
      for (const [path, title] of [
        ['/api/cms/callback', problem('noCode')],
        ['/api/cms/callback?error=access_denied&error_description=The+user+has+denied&state=x', problem('denied')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('link', { name: signInWords.backToCms })).toHaveAttribute('href', '/admin/');
      }
      await expectNoAxeViolations(page);
      github.mode = 'down';
      await page.goto('/api/cms/auth?provider=github&scope=repo');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(problem('unreachable'));
      await expect.poll(() => server.log()).toContain('(unreachable)');
      expect(server.log()).not.toContain(github.clientSecret);
    });

    test('a page of another origin that opens the sign-in never receives the token', async ({ page }) => {
      // The other site, already trusted on GitHub (GitHub sends the person straight back): it opens the
      // sign-in, listens for every message, and asks the window for the token as Decap would.
      await page.goto(`${github.url}/hostile`);
      const popup = page.waitForEvent('popup');
      await page.evaluate((site) => {
        const received: unknown[] = [];
        Object.assign(window, { received });
        addEventListener('message', (event) => received.push(event.data));
        const opened = window.open(`${site}/api/cms/auth?provider=github&site_id=x&scope=repo`)!;
        setInterval(() => opened.postMessage('authorizing:github', '*'), 50);
      }, INBOX_SITE);
      const signInWindow = await popup;
      await expect(signInWindow.getByRole('heading', { level: 1 })).toHaveText(signInWords.signingIn.title);
      expect(github.tokens).toHaveLength(1);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    });
  });
}

/** /admin/ on a host without the sign-in's secrets (the second server of lead-inbox.spec.ts). */
export function cmsNotConfiguredTests(site: string) {
  test('/admin shows what to configure in place of a sign-in that cannot work; config.yml names no address; axe clean', async ({ page, request }) => {
    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(problem('notConfigured'));
    await expect(page.getByText('falta ou não vale: CMS_GITHUB_CLIENT_ID e CMS_GITHUB_CLIENT_SECRET')).toBeVisible();
    await expect(page.getByText(`${site}/api/cms/callback`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar com o GitHub' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const config = await (await request.get('/admin/config.yml')).text();
    expect(config).toContain('"auth_endpoint": "api/cms/auth"');
    expect(config).not.toContain('base_url');
  });
}
