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
// script (lib/boot/boot-script.js, the same on every page) takes the place of the tags and
// adds them, unchanged and in the same order, from a JSON data block of the page's own, once
// the browser reports the first contentful paint. They then download while the visitor
// reads, instead of competing with the HTML, the stylesheets and the font for the first
// screen. If the page is hidden (opened in a background tab) they are added at once, since
// no paint is coming; a browser without paint timing adds them after its first frame; and
// if no paint is reported within BOOT_TIMEOUT_MS, they are added anyway. A script that fails
// twice puts the page in its no-JavaScript state (see the boot script).
//
// Pure: strings in, a string out. scripts/finish-export.mjs runs it on every exported page
// before the CSP hashes are computed, so the new inline script is hashed like Next's own.

/** Added anyway when no first paint has been reported by then (the constant in lib/boot/boot-script.js). */
export const BOOT_TIMEOUT_MS = 3000;

const SCRIPT_TAG = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g;
const ANY_SCRIPT_SRC = /<script\b[^>]*\bsrc=/g;
// Next's polyfills for browsers without modules: modern browsers never fetch them, and the
// old ones run them while parsing, before the boot script adds the rest. They stay.
const NOMODULE_TAG = /<script src="[^"]+" noModule=""><\/script>/g;
/** The page's data block, read by the boot script that follows it. */
const DATA_OPEN = '<script type="application/json" id="boot-scripts">';
const BOOT = /<script type="application\/json" id="boot-scripts">([^<]*)<\/script><script>([^<]*)<\/script>/;

/** Where the boot script's source is, from the project's root. */
export const BOOT_SOURCE = 'lib/boot/boot-script.js';

/**
 * The boot script as pages carry it: the source (BOOT_SOURCE, linted and type-checked like the
 * rest) without its comment lines and indentation. The same on every page, so the CSP allows
 * it by one hash. The source keeps its comments on lines of their own (a trailing comment
 * would stay, harmless); a "</" would end the inline script early and is refused.
 * @param {string} source
 * @returns {string}
 */
export function compileBootScript(source) {
  let inBlock = false;
  const code = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      if (inBlock) {
        inBlock = !line.endsWith('*/');
        return false;
      }
      if (line.startsWith('/*')) {
        inBlock = !line.endsWith('*/');
        return false;
      }
      return line !== '' && !line.startsWith('//');
    })
    .join('\n');
  if (code.includes('</')) throw new Error('boot-after-paint: the boot script must not contain "</"');
  return code;
}

/**
 * The JSON the boot script reads: `<` escaped, so the block cannot end early.
 * @param {{ scripts: string[], preloads: string[], vitals: string }} data
 */
const dataBlock = (data) => `${DATA_OPEN}${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * Replaces Next's script tags and script preloads with the boot script, at the place of the
 * first tag (in the head). Throws when the page has a script tag of another shape: a Next
 * upgrade that writes its tags differently must be looked at, not silently left to load first.
 * @param {string} html an exported page
 * @param {{ code: string, vitals?: string }} options `code`: the boot script (compileBootScript);
 *   `vitals`: where it reports a script that failed to load (NEXT_PUBLIC_VITALS_URL; none when empty)
 * @returns {{ html: string, scripts: string[], preloads: string[] }}
 */
export function bootAfterPaint(html, { code, vitals = '' }) {
  if (html.includes(DATA_OPEN)) return { html, scripts: [], preloads: [] }; // finished already
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => /** @type {string} */ (match[1]));
  const others = (html.match(ANY_SCRIPT_SRC) ?? []).length - scripts.length - (html.match(NOMODULE_TAG) ?? []).length;
  if (scripts.length === 0) throw new Error('boot-after-paint: no <script src="/_next/static/chunks/…" async=""> tag in the page');
  if (others > 0) throw new Error(`boot-after-paint: ${others} script tag(s) with src of another shape than Next's async chunk tags and noModule polyfills`);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => /** @type {string} */ (match[1])).filter((href) => !scripts.includes(href));
  const first = html.search(SCRIPT_TAG);
  const head = html.indexOf('</head>');
  if (head < 0 || first > head) throw new Error('boot-after-paint: the first script tag is not in the head');
  let placed = false;
  const boot = `${dataBlock({ scripts, preloads, vitals })}<script>${code}</script>`;
  const replaced = html.replace(PRELOAD_TAG, '').replace(SCRIPT_TAG, () => (placed ? '' : ((placed = true), boot)));
  return { html: replaced, scripts, preloads };
}

/**
 * A finished page's boot script, read back from the page: its code and the chunks its data
 * block lists. Null for a page the export step has not been through.
 * @param {string} html
 * @returns {{ code: string, scripts: string[], preloads: string[], vitals: string } | null}
 */
export function readBoot(html) {
  const match = BOOT.exec(html);
  if (!match) return null;
  const data = JSON.parse(match[1] ?? '{}');
  return { code: match[2] ?? '', scripts: data.scripts ?? [], preloads: data.preloads ?? [], vitals: data.vitals ?? '' };
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
