// Writes the CMS into an export: <dir>/admin/index.html (a small page of our own: noindex, its own
// Content-Security-Policy, Decap's bundle), config.yml (scripts/operator/cms-config.ts, from the schemas)
// and decap-cms.js, the prebuilt bundle of the installed decap-cms package, served from the site
// itself (no CDN). `npm run build` runs it last (scripts/operator/cms.mjs build), after
// scripts/build/finish-export.mjs, which leaves admin/ alone; `npm run cms` writes the same page with
// the local proxy (scripts/operator/cms-proxy.ts, decap-server inside) as its backend (scripts/operator/cms-local.ts).
//
// The git host and its sign-in come from the build's environment (docs/content.md):
//   CMS_BACKEND   only `github` (the backend whose origins the policy below allows)
//   CMS_REPO      owner/name of the repository the CMS commits to; default $GITHUB_REPOSITORY
//   CMS_BRANCH    the branch the host deploys; default main
//   CMS_AUTH_URL  a third-party OAuth client's address (Decap's base_url), for a host without
//                 functions (nginx, S3) or Netlify's own (https://api.netlify.com); unset, the site
//                 signs in itself: auth_endpoint is its Pages Function (lib/cms-auth/), and the
//                 function fills base_url with the address the page is opened at, or answers
//                 /admin/ with what to configure (lib/cms-auth/admin.ts)
//   CMS_AUTH_ENDPOINT  the third-party client's path, when not Decap's default `auth`
//   CMS_API_ROOT  GitHub Enterprise's API; default https://api.github.com
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHECK_WORDS } from '../../content/company/read';
import { CMS_COPY } from '../../content/company/schema';
import { CMS_PATH } from '../../content/cms';
import { SITE_AUTH_ENDPOINT } from '../../lib/cms-auth/settings';
import { buildCmsConfig, type DecapBackend, type DecapConfig } from './cms-config';

export const ADMIN_DIR = CMS_PATH.replace(/\//g, '');
export const BUNDLE = 'decap-cms.js';
/** The bundle's licence notices (its first line points at this file). */
export const BUNDLE_LICENSE = 'decap-cms.js.LICENSE.txt';
export const CONFIG_FILE = 'config.yml';

const ROOT = join(__dirname, '..', '..');

export type CmsBackend = {
  backend: DecapBackend;
  /** Origins the CMS calls: the git host's API, its status page. */
  connect: string[];
  /** Origins of images the CMS shows that are not blobs: the signed-in person's avatar. */
  img: string[];
  warnings: string[];
};

const GITHUB_API = 'https://api.github.com';
// The GitHub backend asks GitHub's status page whether GitHub is down and says so in the CMS.
const GITHUB_STATUS = 'https://www.githubstatus.com';
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';

/** An https address as a CSP source (its origin), refused when it is anything else. */
function httpsOrigin(name: string, value: string, allowLoopback = false): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`cms: ${name}="${value}" is not an address`);
  }
  const loopback = allowLoopback && url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback) throw new Error(`cms: ${name}="${value}" must start with https://`);
  return url.origin;
}

/** The production backend from the build's environment (see the top of this file). */
export function backendFromEnv(env: Record<string, string | undefined>): CmsBackend {
  const name = env.CMS_BACKEND || 'github';
  if (name !== 'github') throw new Error(`cms: CMS_BACKEND=${name}: only github is supported (its API origins are in the CMS's policy)`);
  const warnings: string[] = [];
  const repo = env.CMS_REPO || env.GITHUB_REPOSITORY;
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`cms: CMS_REPO="${repo}" must be owner/name`);
  if (!repo) warnings.push('CMS_REPO is not set: /admin cannot sign in until the build knows the repository (docs/content.md)');
  const apiRoot = env.CMS_API_ROOT ? httpsOrigin('CMS_API_ROOT', env.CMS_API_ROOT) : GITHUB_API;
  const backend: DecapBackend = {
    name: 'github',
    ...(repo && { repo }),
    branch: env.CMS_BRANCH || 'main',
    ...(env.CMS_AUTH_URL
      ? {
          base_url: httpsOrigin('CMS_AUTH_URL', env.CMS_AUTH_URL, true),
          ...(env.CMS_AUTH_ENDPOINT && { auth_endpoint: env.CMS_AUTH_ENDPOINT.replace(/^\/+/, '') }),
        }
      : { auth_endpoint: SITE_AUTH_ENDPOINT }),
    ...(env.CMS_API_ROOT && { api_root: env.CMS_API_ROOT.replace(/\/+$/, '') }),
  };
  return { backend, connect: [apiRoot, GITHUB_STATUS], img: [GITHUB_AVATARS], warnings };
}

/**
 * The inline <style> elements Decap 3.16.3 writes, by hash: emotion's style elements are empty
 * (it adds its rules through the CSSOM, which CSP does not govern), and two libraries of the bundle
 * insert a fixed stylesheet each (react-toastify's notifications, Uploadcare's crop tab). Measured
 * in Chromium (docs/content.md#the-cmss-content-security-policy); the CMS's browser test fails on
 * any violation, and the console message then names the hash a new version needs.
 */
export const DECAP_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", // the empty string: emotion's <style data-emotion> elements
  "'sha256-4qb+qTjZ8vb8co1YZpMNDeX7tJSzzRBt6uIroh6K5K8='", // react-toastify's stylesheet
  "'sha256-oLQo1xOLbYlsNCDIECXg24EuQKwYCOy/jJqds+fExxE='", // Uploadcare's effects tab
];
/** The decap-cms version the hashes were measured with. */
export const DECAP_MEASURED = '3.16.3';

/**
 * The CMS page's own policy, as strict as Decap 3.16 runs under (measured in Chromium,
 * docs/content.md#the-cmss-content-security-policy): each directive names why.
 */
export function adminPolicy({ connect, img }: { connect: string[]; img: string[] }): string {
  const directives = [
    ['default-src', "'self'"],
    // Decap's bundle is one same-origin file; its config validation (ajv) compiles its checks with new Function.
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", ...DECAP_STYLE_HASHES],
    // Photos chosen in the CMS are shown from blob: URLs (and, once published, from the site's /photos/).
    ['img-src', "'self'", 'blob:', ...img],
    // Decap reads back its own blob: URLs (an upload's bytes, when it saves the entry or its draft).
    ['connect-src', "'self'", 'blob:', ...connect],
    ['form-action', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page at /admin/: no inline script, nothing a visitor's page shares. */
export function adminHtml(policy: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`,
    '<meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(CMS_COPY.title)}</title>`,
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    `<link rel="cms-config-url" type="text/yaml" href="/${ADMIN_DIR}/${CONFIG_FILE}">`,
    '</head>',
    '<body>',
    `<noscript>${escapeText(CMS_COPY.noScript)}</noscript>`,
    `<script src="/${ADMIN_DIR}/${BUNDLE}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** config.yml: JSON, which YAML reads as it is. */
export function configText(config: DecapConfig): string {
  return `# Written by scripts/operator/cms-admin.ts from content/company/schema.ts; rebuild rather than edit.\n${JSON.stringify(config, null, 2)}\n`;
}

/** The site's public address, for Decap's "view site" link (content/company/company.json). */
function siteUrl(root: string): string | undefined {
  try {
    const { url } = JSON.parse(readFileSync(join(root, 'content/company/company.json'), 'utf8')) as { url?: unknown };
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

export type AdminOptions = {
  env?: Record<string, string | undefined>;
  /**
   * `npm run cms`: the local proxy's address, with the run's secret as its first path segment
   * (http://127.0.0.1:8081/<secret>/api/v1, scripts/operator/cms-proxy.ts: Decap's proxy backend sends no
   * header of its own), and the preview's address. The page's policy allows the proxy's origin.
   */
  local?: { proxy: string; site: string };
  /** The project's folder (content/company/company.json, node_modules/decap-cms). */
  root?: string;
};

/** Writes <out>/admin/ afresh; returns what it wrote, with each file's size in bytes. */
export function writeAdmin(out: string, { env = process.env, local, root = ROOT }: AdminOptions = {}) {
  const { backend, connect, img, warnings } = backendFromEnv(env);
  const config = buildCmsConfig({
    backend,
    ...(local && { localBackend: local.proxy }),
    siteUrl: local ? local.site : siteUrl(root),
    words: CHECK_WORDS,
  });
  const policy = adminPolicy({ connect: [...connect, ...(local ? [httpsOrigin('the local proxy', local.proxy, true)] : [])], img });
  const dir = join(out, ADMIN_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), adminHtml(policy));
  writeFileSync(join(dir, CONFIG_FILE), configText(config));
  const dist = dirname(require.resolve('decap-cms/package.json', { paths: [root] }));
  for (const file of [BUNDLE, BUNDLE_LICENSE]) copyFileSync(join(dist, 'dist', file), join(dir, file));
  const files = ['index.html', CONFIG_FILE, BUNDLE, BUNDLE_LICENSE].map((name) => ({ name, bytes: statSync(join(dir, name)).size }));
  return { dir, policy, config, files, warnings };
}
