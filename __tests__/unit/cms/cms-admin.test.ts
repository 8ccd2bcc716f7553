/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminHtml, adminPolicy, backendFromEnv, DECAP_MEASURED, writeAdmin } from '@/scripts/operator/cms-admin';
import { htmlFiles } from '@/scripts/build/security-headers.mjs';

// The CMS's page, configuration and bundle as the build writes them to out/admin/.

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the git host, from the build environment', () => {
  it('is GitHub, on main, signing in through the site’s own function unless another OAuth client is named', () => {
    // No base_url: the function fills in the address the page is opened at (lib/cms-auth/admin.ts).
    expect(backendFromEnv({ CMS_REPO: 'empresa/site' })).toEqual({
      backend: { name: 'github', repo: 'empresa/site', branch: 'main', auth_endpoint: 'api/cms/auth' },
      connect: ['https://api.github.com', 'https://www.githubstatus.com'],
      img: ['https://avatars.githubusercontent.com'],
      warnings: [],
    });
    expect(
      backendFromEnv({ CMS_REPO: 'empresa/site', CMS_BRANCH: 'producao', CMS_AUTH_URL: 'https://cms-auth.empresa.workers.dev/', CMS_AUTH_ENDPOINT: '/auth' })
        .backend,
    ).toEqual({ name: 'github', repo: 'empresa/site', branch: 'producao', base_url: 'https://cms-auth.empresa.workers.dev', auth_endpoint: 'auth' });
    // Netlify's own GitHub provider, named: Decap's default path.
    expect(backendFromEnv({ CMS_REPO: 'empresa/site', CMS_AUTH_URL: 'https://api.netlify.com' }).backend).toEqual({
      name: 'github',
      repo: 'empresa/site',
      branch: 'main',
      base_url: 'https://api.netlify.com',
    });
  });

  it('takes the repository GitHub Actions names, and warns when there is none', () => {
    expect(backendFromEnv({ GITHUB_REPOSITORY: 'empresa/site' }).backend.repo).toBe('empresa/site');
    const { backend, warnings } = backendFromEnv({});
    expect(backend.repo).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('CMS_REPO is not set')]);
  });

  it('refuses what cannot work, saying which variable', () => {
    expect(() => backendFromEnv({ CMS_BACKEND: 'gitlab' })).toThrow('CMS_BACKEND=gitlab: only github is supported');
    expect(() => backendFromEnv({ CMS_REPO: 'https://github.com/empresa/site' })).toThrow('CMS_REPO="https://github.com/empresa/site" must be owner/name');
    expect(() => backendFromEnv({ CMS_AUTH_URL: 'http://cms-auth.empresa.com' })).toThrow(
      'CMS_AUTH_URL="http://cms-auth.empresa.com" must start with https://',
    );
  });

  it('follows GitHub Enterprise’s API into the policy', () => {
    const { backend, connect } = backendFromEnv({ CMS_REPO: 'a/b', CMS_API_ROOT: 'https://git.empresa.com/api/v3/' });
    expect(backend.api_root).toBe('https://git.empresa.com/api/v3');
    expect(connect[0]).toBe('https://git.empresa.com');
  });
});

describe("the CMS page's policy", () => {
  const { connect, img } = backendFromEnv({ CMS_REPO: 'a/b' });
  const policy = directives(adminPolicy({ connect, img }));

  it('allows scripts from the site only, with the eval Decap’s config check needs, and no inline script or style', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.get('style-src')?.[0]).toBe("'self'");
    expect(
      policy
        .get('style-src')
        ?.slice(1)
        .every((source) => /^'sha256-[\w+/]+=*'$/.test(source)),
    ).toBe(true);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  });

  it('connects to the site, its own blobs and GitHub only; no forms, plugins or other base', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:', 'https://avatars.githubusercontent.com']);
    expect([policy.get('form-action'), policy.get('base-uri'), policy.get('object-src')]).toEqual([["'none'"], ["'self'"], ["'none'"]]);
  });

  it('was measured with the decap-cms version installed (re-measure after an upgrade: docs/content.md)', () => {
    expect(JSON.parse(readFileSync(require.resolve('decap-cms/package.json'), 'utf8')).version).toBe(DECAP_MEASURED);
  });
});

describe('the page at /admin/', () => {
  const html = adminHtml('default-src a');

  it('states its policy before anything it governs, says noindex, and runs no inline script', () => {
    const lines = html.split('\n');
    expect(lines.slice(3, 6)).toEqual([
      '<meta charset="utf-8">',
      '<meta http-equiv="Content-Security-Policy" content="default-src a">',
      '<meta name="robots" content="noindex">',
    ]);
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/admin/decap-cms.js">']);
    expect(html).toContain('<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">');
    expect(html).toContain('<html lang="pt-BR">');
  });
});

describe('writing out/admin/', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'cms-admin-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('writes the page, the configuration and the installed bundle, and says what it weighs', () => {
    mkdirSync(join(out, 'admin'));
    writeFileSync(join(out, 'admin', 'old.js'), 'left over');
    const { files, config, warnings } = writeAdmin(out, { env: { CMS_REPO: 'empresa/site' } });
    expect(files.map((file) => file.name)).toEqual(['index.html', 'config.yml', 'decap-cms.js', 'decap-cms.js.LICENSE.txt']);
    expect(files[2]!.bytes).toBe(statSync(require.resolve('decap-cms/dist/decap-cms.js')).size);
    expect(() => statSync(join(out, 'admin', 'old.js'))).toThrow();
    // YAML reads JSON as it is; the first line is a YAML comment.
    const yaml = readFileSync(join(out, 'admin', 'config.yml'), 'utf8');
    expect(yaml.split('\n')[0]).toMatch(/^# Written by scripts\/operator\/cms-admin.ts/);
    expect(JSON.parse(yaml.split('\n').slice(1).join('\n'))).toEqual(config);
    // Decap's "view site" link: the address the company gives in its data, whatever it is.
    expect(config.site_url).toBe((JSON.parse(readFileSync(join(process.cwd(), 'content/company/company.json'), 'utf8')) as { url: string }).url);
    expect(warnings).toEqual([]);
  });

  it('for `npm run cms`, points Decap and the policy at the local proxy', () => {
    const { config, policy } = writeAdmin(out, { env: {}, local: { proxy: 'http://127.0.0.1:8081/api/v1', site: 'http://localhost:3000/' } });
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(directives(policy).get('connect-src')).toContain('http://127.0.0.1:8081');
  });

  it('is left alone by the post-build step, which finishes the pages of the site only', () => {
    writeAdmin(out, { env: {} });
    writeFileSync(join(out, 'index.html'), '');
    mkdirSync(join(out, 'a', 'admin'), { recursive: true });
    writeFileSync(join(out, 'a', 'admin', 'index.html'), '');
    expect(
      htmlFiles(out)
        .map((file) => file.slice(out.length + 1))
        .sort(),
    ).toEqual(['a/admin/index.html', 'index.html']);
  });
});
