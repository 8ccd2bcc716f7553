// The exported pages start Next's scripts after their first paint, not before it.
//
// Next writes its bootstrap as `<script src="/_next/static/chunks/…" async>` tags (plus a
// low-priority script preload). On a page as long as the home page, all of them have
// arrived before the browser has parsed, styled and laid out the HTML, and the first ones
// run before the first frame: traced unthrottled, the home page painted at about 250 ms with
// a 70 ms script evaluation in front of its first frame, where the bare App Router page
// paints at about 60 ms, before its scripts arrive (docs/performance.md, Lighthouse).
// Nothing on these pages needs JavaScript to be read (the HTML is complete, and the menu,
// forms and links work without it), so the scripts can wait for the paint: one small inline
// script takes the place of the tags and adds them, unchanged and in the same order, once
// the browser reports the first contentful paint. They then download while the visitor
// reads, instead of competing with the HTML, the stylesheets and the font for the first
// screen. If the page is hidden (opened in a background tab) they are added at once, since
// no paint is coming; a browser without paint timing adds them after its first frame; and
// if no paint is reported within BOOT_TIMEOUT_MS, they are added anyway.
//
// Pure: a string in, a string out. scripts/finish-export.mjs runs it on every exported page
// before the CSP hashes are computed, so the new inline script is hashed like Next's own.

/** Added anyway when no first paint has been reported by then. */
export const BOOT_TIMEOUT_MS = 3000;

const SCRIPT_TAG = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g;
const ANY_SCRIPT_SRC = /<script\b[^>]*\bsrc=/g;
// Next's polyfills for browsers without modules: modern browsers never fetch them, and the
// old ones run them while parsing, before the boot script adds the rest. They stay.
const NOMODULE_TAG = /<script src="[^"]+" noModule=""><\/script>/g;
const BOOT_PREFIX = '<script>((scripts, preloads) => {';

/**
 * The inline script that replaces the tags. Written out by hand (ES2020, no dependencies):
 * it runs in the head before anything else of the site's, on every browser.
 * @param {string[]} scripts
 * @param {string[]} preloads
 */
export function bootScript(scripts, preloads) {
  return [
    BOOT_PREFIX.slice('<script>'.length),
    'let started = false;',
    'const start = () => {',
    'if (started) return;',
    'started = true;',
    'for (const href of preloads) {',
    "const link = document.createElement('link');",
    "link.rel = 'preload'; link.setAttribute('as', 'script'); link.setAttribute('fetchpriority', 'low'); link.href = href;",
    'document.head.appendChild(link);',
    '}',
    'for (const src of scripts) {',
    "const script = document.createElement('script');",
    'script.src = src; script.async = true;',
    'document.head.appendChild(script);',
    '}',
    '};',
    "if (document.visibilityState !== 'visible') return start();",
    "document.addEventListener('visibilitychange', start, { once: true });",
    `setTimeout(start, ${BOOT_TIMEOUT_MS});`,
    "if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {",
    'new PerformanceObserver((list, observer) => {',
    "if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start(); }",
    "}).observe({ type: 'paint', buffered: true });",
    '} else requestAnimationFrame(() => setTimeout(start));',
    `})(${JSON.stringify(scripts)}, ${JSON.stringify(preloads)})`,
  ].join('\n');
}

/**
 * Replaces Next's script tags and script preloads with the boot script, at the place of the
 * first tag (in the head). Throws when the page has a script tag of another shape: a Next
 * upgrade that writes its tags differently must be looked at, not silently left to load first.
 * @param {string} html an exported page
 * @returns {{ html: string, scripts: string[], preloads: string[] }}
 */
export function bootAfterPaint(html) {
  if (html.includes(BOOT_PREFIX)) return { html, scripts: [], preloads: [] }; // finished already
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => /** @type {string} */ (match[1]));
  const others = (html.match(ANY_SCRIPT_SRC) ?? []).length - scripts.length - (html.match(NOMODULE_TAG) ?? []).length;
  if (scripts.length === 0) throw new Error('boot-after-paint: no <script src="/_next/static/chunks/…" async=""> tag in the page');
  if (others > 0) throw new Error(`boot-after-paint: ${others} script tag(s) with src of another shape than Next's async chunk tags and noModule polyfills`);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => /** @type {string} */ (match[1])).filter((href) => !scripts.includes(href));
  const first = html.search(SCRIPT_TAG);
  const head = html.indexOf('</head>');
  if (head < 0 || first > head) throw new Error('boot-after-paint: the first script tag is not in the head');
  let placed = false;
  const boot = `<script>${bootScript(scripts, preloads)}</script>`;
  const replaced = html.replace(PRELOAD_TAG, '').replace(SCRIPT_TAG, () => (placed ? '' : ((placed = true), boot)));
  return { html: replaced, scripts, preloads };
}

/**
 * A finished page's boot script, read back from the page: its code and the chunks it adds
 * after the paint. Null for a page the export step has not been through.
 * @param {string} html
 * @returns {{ code: string, scripts: string[], preloads: string[] } | null}
 */
export function readBoot(html) {
  const start = html.indexOf(BOOT_PREFIX);
  if (start < 0) return null;
  const code = html.slice(start + '<script>'.length, html.indexOf('</script>', start));
  const lists = /\}\)\((\[[^\]]*\]), (\[[^\]]*\])\)$/.exec(code);
  if (!lists) throw new Error('boot-after-paint: the boot script ends without its two lists');
  return { code, scripts: JSON.parse(lists[1] ?? '[]'), preloads: JSON.parse(lists[2] ?? '[]') };
}

/**
 * The chunks a finished page's boot script adds after the paint (its scripts, then its
 * preloads): what the browser tests count as first-load scripts.
 * @param {string} html
 * @returns {string[]}
 */
export function bootedScripts(html) {
  const boot = readBoot(html);
  return boot ? [...boot.scripts, ...boot.preloads] : [];
}
