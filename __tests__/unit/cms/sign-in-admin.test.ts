/** @jest-environment node */
import { signInWords } from '@/content/cms';
import { handleAdmin, withSiteBaseUrl } from '@/lib/cms-auth/admin';
import { backendFromEnv, configText } from '@/scripts/operator/cms-admin';
import { buildCmsConfig } from '@/scripts/operator/cms-config';
import { CHECK_WORDS } from '@/content/company/read';

// /admin/ on the host (functions/admin/_middleware.ts): config.yml told the page's own address when
// the sign-in is the site's and its secrets are set; the page replaced by what to configure when not.

const SITE = 'https://www.empresa.com.br';
const SECRETS = { CMS_GITHUB_CLIENT_ID: 'Iv1.cliente', CMS_GITHUB_CLIENT_SECRET: 'segredo' };

/** config.yml as the build writes it, from the build's environment. */
const builtConfig = (env: Record<string, string>) =>
  configText(buildCmsConfig({ backend: backendFromEnv({ CMS_REPO: 'empresa/site', ...env }).backend, words: CHECK_WORDS }));

const ADMIN_HEADERS = { 'Content-Type': 'text/html', 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups', 'X-Robots-Tag': 'noindex' };

/** The static files, as Pages' asset server answers them (with their _headers). */
function site(config: string) {
  const files: Record<string, string> = { '/admin/': '<!doctype html><title>Painel</title>', '/admin/config.yml': config, '/admin/decap-cms.js': 'decap' };
  const serve = (path: string) => new Response(files[path] ?? 'não há', { status: files[path] ? 200 : 404, headers: { ...ADMIN_HEADERS, ETag: '"1"' } });
  return (path: string, env: Record<string, string>, method = 'GET') =>
    handleAdmin(new Request(`${SITE}${path}`, { method }), env, signInWords, {
      next: async () => serve(path === '/admin/index.html' ? '/admin/' : path),
      asset: async (asset) => serve(asset),
      log: () => {},
    });
}

const backendOf = async (response: Response) => (JSON.parse((await response.text()).replace(/^#.*\n/, '')) as { backend: Record<string, unknown> }).backend;

describe('/admin/ on the host, the sign-in left to the site (no CMS_AUTH_URL)', () => {
  const request = site(builtConfig({}));

  it('with the secrets: config.yml points Decap at the address the page is opened at, and the page is the CMS', async () => {
    const config = await request('/admin/config.yml', SECRETS);
    expect(await backendOf(config)).toEqual({ name: 'github', repo: 'empresa/site', branch: 'main', auth_endpoint: 'api/cms/auth', base_url: SITE });
    expect(config.headers.get('Cache-Control')).toBe('no-store');
    expect(config.headers.get('ETag')).toBeNull();
    expect(config.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    const page = await request('/admin/', SECRETS);
    expect(await page.text()).toBe('<!doctype html><title>Painel</title>');
    expect(page.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('without them: the page says the sign-in is not configured and what to set, with no script; no address is filled in', async () => {
    for (const path of ['/admin/', '/admin/index.html']) {
      const page = await request(path, { CMS_GITHUB_CLIENT_ID: 'Iv1.cliente' });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain('O login do painel ainda não foi configurado');
      expect(html).toContain('falta ou não vale: CMS_GITHUB_CLIENT_SECRET');
      expect(html).toContain(`${SITE}/api/cms/callback`);
      expect(html).not.toMatch(/<script/);
      expect(page.headers.get('Content-Security-Policy')).toMatch(
        /^default-src 'none'; style-src 'sha256-[\w+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      );
      expect(page.headers.get('X-Robots-Tag')).toBe('noindex');
    }
    expect((await backendOf(await request('/admin/config.yml', {}))).base_url).toBeUndefined();
  });

  it('passes everything else through untouched', async () => {
    expect(await (await request('/admin/decap-cms.js', {})).text()).toBe('decap');
    expect((await request('/admin/config.yml', SECRETS, 'POST')).headers.get('ETag')).toBe('"1"');
  });
});

describe('/admin/ on the host, with another OAuth client (CMS_AUTH_URL)', () => {
  const request = site(builtConfig({ CMS_AUTH_URL: 'https://cms-auth.empresa.workers.dev' }));

  it('leaves config.yml and the page as built, secrets or not', async () => {
    expect((await backendOf(await request('/admin/config.yml', SECRETS))).base_url).toBe('https://cms-auth.empresa.workers.dev');
    expect((await request('/admin/', {})).status).toBe(200);
  });
});

describe('withSiteBaseUrl', () => {
  it('keeps the file’s comment and leaves a file it cannot read alone', () => {
    const filled = withSiteBaseUrl(builtConfig({}), SITE)!;
    expect(filled.split('\n')[0]).toMatch(/^# Written by scripts\/operator\/cms-admin\.ts/);
    expect(withSiteBaseUrl('backend:\n  name: github\n', SITE)).toBeNull();
  });
});
