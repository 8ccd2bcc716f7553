// Search and sharing metadata as the build wrote it to out/: what crawlers and
// share previews really read. Run by check-budgets.mjs, one check per line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createJiti } from 'jiti';
import { parse } from 'parse5';
import { ASSET_POLICY, headersFor, IMMUTABLE, MAX_LINE, MAX_RULES, parseHeadersFile, REVALIDATE } from '../../scripts/build/headers/headers-file.mjs';
import { MAX_FILE_BYTES } from '../../scripts/build/security-headers.mjs';
import { bytesOf, kib } from '../../scripts/measure/measure.mjs';

const root = new URL('../..', import.meta.url).pathname;
/** The site's URL as content/company/site.ts states it, imported (jiti runs the TypeScript) rather than read by a pattern. */
const { site } = /** @type {{ site: { url: string } }} */ (createJiti(import.meta.url)(join(root, 'content/company/site.ts')));
const SITE_URL = site.url;

/**
 * @typedef {{ route: string, html: string, canonical: string | null, indexed: boolean, jsonLdTypes?: string[] }} RouteSpec
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
 * Checks of one built page. `canonical` is the path it should declare (null: none, as on the 404 page).
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
  // A page not offered to search engines declares no canonical: a canonical asks to be indexed.
  const wanted = spec.canonical === null ? null : new URL(spec.canonical, SITE_URL).href;
  check(`${name} ${wanted ? 'canonical URL' : 'no canonical URL'}`, (canonical ?? null) === wanted, canonical ?? 'none');
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
  /** @type {any[] | null} */
  let blocks = null;
  try {
    blocks = jsonLd.map((text) => JSON.parse(text ?? ''));
  } catch {
    blocks = null;
  }
  // Every page carries the company's block (the layout's); a page from data adds its own (its
  // trail, its service, its questions), each a block of its own.
  const company = blocks?.filter((data) => data?.['@type'] && data.name && data.url === `${SITE_URL}/`) ?? [];
  const own = (blocks ?? []).filter((data) => !company.includes(data)).map((data) => data?.['@type']);
  const expected = spec.jsonLdTypes ?? [];
  check(
    `${name} JSON-LD blocks that parse: the company's${expected.length ? ` and ${expected.join(', ')}` : ''}`,
    Boolean(blocks) && company.length === 1 && JSON.stringify(own) === JSON.stringify(expected),
    blocks ? [...company.map((data) => `${data['@type']} ${data.name}`), ...own].join(', ') || 'none' : `${jsonLd.length} blocks, one does not parse`,
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
  const expected = specs.flatMap((s) => (s.indexed && s.canonical !== null ? [new URL(s.canonical, SITE_URL).href] : []));
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

  // The manifest is linked where an install starts, the home page (and the 404 page, which is it), and
  // nowhere else: Chromium fetches it, and its icon, after each page load (content/seo.ts, MANIFEST_PATH).
  const manifestLink = (/** @type {string} */ html) => [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((m) => m[1]);
  const linking = specs.filter((s) => manifestLink(read(s.html)).length > 0).map((s) => s.route);
  check(
    'the manifest is linked from the home page and the 404 page only, as served',
    JSON.stringify(manifestLink(home)) === JSON.stringify(['/manifest.webmanifest']) &&
      JSON.stringify(linking) === JSON.stringify(['/', '404 (any other path)']) &&
      manifestText !== '',
    linking.join(', ') || 'nowhere',
  );

  const iconLinks = [...home.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]);
  const missing = iconLinks.filter((href) => !localFile(out, href ?? ''));
  check('favicon and Apple touch icon are in out/', iconLinks.length >= 2 && missing.length === 0, missing.join(', ') || iconLinks.join(', '));
}

/**
 * Every page's description as search results and share previews read it (out/admin/, the CMS's own
 * page, is not the site's): the description, Open Graph's and Twitter's, the same text, of 1 to
 * `max` characters (what a result shows before it cuts), and no two pages with the same one.
 * @param {string} out
 * @param {string} label names the export in each check
 * @param {number} max content/seo.ts's MAX_DESCRIPTION_CHARS
 * @param {Check} check
 */
export function descriptionChecks(out, label, max, check) {
  const pages = filesOf(out).filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));
  /** @type {Map<string, string[]>} */
  const byText = new Map();
  /** @type {string[]} */
  const wrong = [];
  let longest = { file: '', length: 0 };
  for (const file of pages) {
    const found = metaContents(readFileSync(join(out, file), 'utf8'));
    const texts = ['description', 'og:description', 'twitter:description'].map((key) => found.get(key) ?? []);
    const [description = ''] = texts[0] ?? [];
    if (texts.some((values) => values.length !== 1 || values[0] !== description)) wrong.push(`${file}: ${JSON.stringify(texts)}`);
    else if (description.trim() === '' || [...description].length > max) wrong.push(`${file}: ${[...description].length} characters, "${description}"`);
    if ([...description].length > longest.length) longest = { file, length: [...description].length };
    byText.set(description, [...(byText.get(description) ?? []), file]);
  }
  check(
    `${label}: every page's description (and Open Graph's and Twitter's, the same) has 1 to ${max} characters`,
    pages.length > 0 && wrong.length === 0,
    wrong.slice(0, 5).join('; ') || `${pages.length} pages, the longest ${longest.length} (${longest.file})`,
  );
  const shared = [...byText.values()].filter((files) => files.length > 1);
  check(
    `${label}: no two pages share a description`,
    pages.length > 0 && shared.length === 0,
    shared.map((files) => files.join(' = ')).join('; ') || `${byText.size} descriptions for ${pages.length} pages`,
  );
}

/**
 * The `content` of each <meta name|property> of a page, by key, decoded as a browser reads it.
 * @param {string} html
 * @returns {Map<string, string[]>}
 */
function metaContents(html) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  /** @param {import('parse5').DefaultTreeAdapterMap['parentNode']} node */
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'meta') {
        const attrs = Object.fromEntries(child.attrs.map((attr) => [attr.name, attr.value]));
        const key = attrs.name ?? attrs.property;
        if (key && attrs.content !== undefined) found.set(key, [...(found.get(key) ?? []), attrs.content]);
      }
      visit(child);
    }
  };
  visit(parse(html));
  return found;
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
 * The CMS (out/admin/, scripts/operator/cms-admin.ts): its own noindex page and header, out of the sitemap
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

/**
 * What the hosts that read `_headers` do with this export (docs/deployment.md): it fits Cloudflare
 * Pages' limits (rules, line length, file size) and Netlify's parser reads it whole; no original
 * photo or photo manifest is published; every file that is not a page gets the policy under which
 * nothing runs, and every chunk and photo variant is immutable, on both hosts (Netlify: its own
 * parser, the later matching rule winning as netlify-cli's headersForPath does); the pages revalidate.
 * @param {string} out
 * @param {string} label names the export in each check
 * @param {Check} check
 */
export async function hostChecks(out, label, check) {
  // Loaded here: it is an ES module, and the unit tests import this file (pngSize) through Jest's CommonJS.
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  const text = existsSync(join(out, '_headers')) ? readFileSync(join(out, '_headers'), 'utf8') : '';
  const rules = parseHeadersFile(text);
  const longest = Math.max(0, ...text.split('\n').map((line) => line.length));
  const { headers: netlify, errors } = await parseAllHeaders({ headersFiles: [join(out, '_headers')], configHeaders: [], minimal: false });
  check(
    `${label}: _headers within Cloudflare Pages' ${MAX_RULES} rules and ${MAX_LINE} characters a line, and read whole by Netlify's parser`,
    text !== '' && rules.length <= MAX_RULES && longest <= MAX_LINE && errors.length === 0 && netlify.length === rules.length,
    `${rules.length} rules, longest line ${longest}; Netlify: ${netlify.length} rules${errors.length ? `, ${errors.map((error) => error.message).join('; ')}` : ''}`,
  );
  const files = filesOf(out).filter((file) => file !== '_headers');
  const large = files.filter((file) => statSync(join(out, file)).size > MAX_FILE_BYTES);
  const unpublished = ['photos', 'generated/photos/manifest.json', 'nginx-csp.conf'].filter((path) => existsSync(join(out, path)));
  check(
    `${label}: no original photo, photo manifest or nginx configuration published, no file over 25 MiB`,
    unpublished.length === 0 && large.length === 0,
    [...unpublished.map((path) => `published: ${path}`), ...large.map((file) => `over 25 MiB: ${file}`)].join(', ') || `${files.length} files`,
  );
  /** @param {string} path */
  const onNetlify = (path) => Object.assign({}, ...netlify.filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path)).map((rule) => rule.values));
  /** @param {string} path */
  const onBoth = (path) => [headersFor(rules, path), onNetlify(path)];
  const paths = files.map((file) => `/${file}`);
  const running = paths.filter((path) => !path.endsWith('.html') && onBoth(path).some((headers) => headers['Content-Security-Policy'] !== ASSET_POLICY));
  check(
    `${label}: every file that is not a page runs nothing when opened, on Cloudflare Pages and Netlify`,
    running.length === 0,
    running.length ? `not covered: ${running.slice(0, 5).join(', ')}` : `${paths.filter((path) => !path.endsWith('.html')).length} files`,
  );
  const hashed = paths.filter((path) => path.startsWith('/_next/static/') || path.startsWith('/generated/photos/'));
  const pages = paths.filter((path) => path.endsWith('/index.html')).map((path) => path.slice(0, -'index.html'.length));
  const wrong = [
    ...hashed.filter((path) => onBoth(path).some((headers) => headers['Cache-Control'] !== IMMUTABLE)),
    ...pages.filter((path) => onBoth(path).some((headers) => headers['Cache-Control'] !== REVALIDATE)),
  ];
  const variants = hashed.filter((path) => path.startsWith('/generated/photos/')).length;
  check(
    `${label}: chunks and photo variants immutable, pages revalidated, on both hosts`,
    wrong.length === 0,
    wrong.length ? `wrong: ${wrong.slice(0, 5).join(', ')}` : `${hashed.length - variants} built files, ${variants} photo variants, ${pages.length} pages`,
  );
}
