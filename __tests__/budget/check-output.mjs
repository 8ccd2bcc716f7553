// Search and sharing metadata as the build wrote it to out/: what crawlers and
// share previews really read. Run by check-budgets.mjs, one check per line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createJiti } from 'jiti';
import { headersFor, parseHeadersFile } from '../../scripts/headers/headers-file.mjs';
import { bytesOf, kib } from './measure.mjs';

const root = new URL('../..', import.meta.url).pathname;
/** The site's URL as content/company/site.ts states it, imported (jiti runs the TypeScript) rather than read by a pattern. */
const { site } = /** @type {{ site: { url: string } }} */ (createJiti(import.meta.url)(join(root, 'content/company/site.ts')));
const SITE_URL = site.url;

/**
 * @typedef {{ route: string, html: string, canonical: string, indexed: boolean }} RouteSpec
 * @typedef {(name: string, ok: boolean, detail: string) => void} Check
 */

/**
 * @param {string} html
 * @param {string} key
 */
const meta = (html, key) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
/**
 * @param {string} html
 * @param {string} rel
 */
const linkHref = (html, rel) => html.match(new RegExp(`<link rel="${rel}" href="([^"]*)"`))?.[1];

/**
 * Width and height of a PNG, from its IHDR chunk; null when the file is not a PNG.
 * @param {Buffer} buffer
 */
export function pngSize(buffer) {
  if (buffer.length < 24 || buffer.readUInt32BE(0) !== 0x89504e47) return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/**
 * @param {string} out
 * @param {string} url
 */
function localFile(out, url) {
  const path = decodeURIComponent(new URL(url, SITE_URL).pathname);
  const file = join(out, path);
  return existsSync(file) ? file : null;
}

/**
 * Checks of one built page. `canonical` is the path it should declare.
 * @param {string} out
 * @param {RouteSpec} spec
 * @param {string} html
 * @param {Check} check
 */
export function pageChecks(out, spec, html, check) {
  const name = spec.route;
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
  check(`${name} <html lang="pt-BR">`, /<html[^>]* lang="pt-BR"/.test(html), html.match(/<html[^>]*>/)?.[0] ?? 'no <html>');
  const canonical = linkHref(html, 'canonical');
  check(`${name} canonical URL`, canonical === new URL(spec.canonical, SITE_URL).href, canonical ?? 'none');
  check(`${name} og:locale pt_BR`, meta(html, 'og:locale') === 'pt_BR', meta(html, 'og:locale') ?? 'none');
  check(`${name} ${spec.indexed ? 'indexable' : 'noindex'}`, noindex === !spec.indexed, noindex ? 'noindex' : 'indexable');

  const image = meta(html, 'og:image') ?? '';
  const file = image.startsWith(`${SITE_URL}/`) ? localFile(out, image) : null;
  const size = file ? pngSize(readFileSync(file)) : null;
  check(
    `${name} og:image absolute, a 1200×630 PNG in out/`,
    Boolean(size && size.width === 1200 && size.height === 630 && meta(html, 'twitter:image') === image),
    `${image || 'none'}${size ? ` (${size.width}×${size.height})` : ''}`,
  );

  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]);
  let data = null;
  try {
    data = jsonLd.length === 1 ? JSON.parse(jsonLd[0] ?? '') : null;
  } catch {
    data = null;
  }
  check(
    `${name} one JSON-LD block that parses`,
    Boolean(data?.['@type'] && data.name && data.url === `${SITE_URL}/`),
    data ? `${data['@type']} ${data.name}` : `${jsonLd.length} blocks`,
  );
}

/**
 * Checks of the site-wide files: sitemap, robots, manifest, icons.
 * @param {string} out
 * @param {RouteSpec[]} specs
 * @param {Check} check
 */
export function siteChecks(out, specs, check) {
  /** @param {string} file */
  const read = (file) => (existsSync(join(out, file)) ? readFileSync(join(out, file), 'utf8') : '');
  const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = specs.filter((s) => s.indexed).map((s) => new URL(s.canonical, SITE_URL).href);
  check('sitemap.xml lists every page, absolute, and nothing else', JSON.stringify(locs) === JSON.stringify(expected), locs.join(' ') || 'missing');

  const robots = read('robots.txt');
  check(
    'robots.txt allows crawling and names the sitemap',
    /Allow: \//.test(robots) && robots.includes(`Sitemap: ${SITE_URL}/sitemap.xml`),
    robots.replace(/\s+/g, ' ').trim() || 'missing',
  );
  check('robots.txt keeps crawlers out of the CMS', /^Disallow: \/admin\/$/m.test(robots), robots.replace(/\s+/g, ' ').trim() || 'missing');

  const manifestText = read('manifest.webmanifest');
  /** @type {{ icons: { src: string, sizes?: string, type?: string }[], theme_color?: string }} */
  const manifest = manifestText ? JSON.parse(manifestText) : { icons: [] };
  const home = read('index.html');
  const badIcons = manifest.icons.filter((icon) => {
    const file = localFile(out, icon.src);
    if (!file) return true;
    if (icon.type !== 'image/png') return false;
    const size = pngSize(readFileSync(file));
    return !size || `${size.width}x${size.height}` !== icon.sizes;
  });
  check(
    'manifest icons exist with their sizes; theme colour as in the pages',
    manifest.icons.length > 0 && badIcons.length === 0 && manifest.theme_color === meta(home, 'theme-color'),
    badIcons.length ? `wrong: ${badIcons.map((i) => i.src).join(', ')}` : `${manifest.icons.length} icons, ${manifest.theme_color}`,
  );

  const iconLinks = [...home.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]);
  const missing = iconLinks.filter((href) => !localFile(out, href ?? ''));
  check('favicon and Apple touch icon are in out/', iconLinks.length >= 2 && missing.length === 0, missing.join(', ') || iconLinks.join(', '));
}

/**
 * Every file of the export, as paths relative to it with forward slashes.
 * @param {string} dir
 * @returns {string[]}
 */
function filesOf(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name), root) : [relative(root, join(dir, entry.name)).split(sep).join('/')],
  );
}

/**
 * The CMS (out/admin/, scripts/cms-admin.ts): its own noindex page and header, out of the sitemap
 * (sitemapChecks lists every URL it has), and nothing a visitor loads names it: no page, script,
 * stylesheet or router payload says `/admin` or `decap`, so no route's first load (or any later
 * one) can fetch its 5 MB.
 * @param {string} out
 * @param {Check} check
 */
export function cmsChecks(out, check) {
  const page = existsSync(join(out, 'admin/index.html')) ? readFileSync(join(out, 'admin/index.html'), 'utf8') : '';
  const policy = page.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1] ?? '';
  check(
    'the CMS page is noindex and has its own policy, without inline scripts',
    page.includes('<meta name="robots" content="noindex">') && /script-src 'self' 'unsafe-eval';/.test(policy) && !/<script>/.test(page),
    policy || 'out/admin/index.html is missing',
  );
  const headers = existsSync(join(out, '_headers')) ? headersFor(parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8')), '/admin/') : {};
  check(
    'the CMS is answered with X-Robots-Tag: noindex, and a COOP its sign-in popup works under',
    headers['X-Robots-Tag'] === 'noindex' && headers['Cross-Origin-Opener-Policy'] === 'same-origin-allow-popups',
    JSON.stringify({ 'X-Robots-Tag': headers['X-Robots-Tag'], 'Cross-Origin-Opener-Policy': headers['Cross-Origin-Opener-Policy'] }),
  );
  const visitor = filesOf(out).filter((file) => !file.startsWith('admin/') && /\.(html|js|css|txt)$/.test(file) && file !== 'robots.txt');
  const naming = visitor.filter((file) => /\/admin|decap/i.test(readFileSync(join(out, file), 'utf8')));
  const admin = existsSync(join(out, 'admin')) ? filesOf(join(out, 'admin')) : [];
  const sizes = admin.map((file) => {
    const bytes = bytesOf(readFileSync(join(out, 'admin', file)));
    return `${file} ${kib(bytes.raw)} (${kib(bytes.gzip)} gzip)`;
  });
  check(
    `no visitor page or script names the CMS (${visitor.length} files read)`,
    visitor.length > 0 && naming.length === 0,
    naming.length ? `naming /admin or decap: ${naming.join(', ')}` : `the CMS loads only itself: ${sizes.join(', ') || 'not built'}`,
  );
}
