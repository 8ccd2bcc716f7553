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
// This file holds the boot script's build-time side (compileBootScript) and reads a finished
// page's boot data back (readBoot, bootedScripts: the browser tests and budgets use them); the
// rewrite itself is scripts/build/export/finish-page.mjs, in the same parse as the page's CSP. No
// imports here: the browser tests load this file as CommonJS.

/** Added anyway when no first paint has been reported by then (the constant in lib/boot/boot-script.js). */
export const BOOT_TIMEOUT_MS = 3000;

/** The page's data block and the boot script after it, as scripts/build/export/finish-page.mjs writes them. */
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
 * A finished page's boot script, read back from the page: its code and the chunks its data
 * block lists. Null for a page the export step has not been through.
 * @param {string} html
 * @returns {{ code: string, scripts: string[], preloads: string[], attributes: Record<string, string>, own: Record<string, Record<string, string>>, vitals: string } | null}
 */
export function readBoot(html) {
  const match = BOOT.exec(html);
  if (!match) return null;
  const data = JSON.parse(match[1] ?? '{}');
  return {
    code: match[2] ?? '',
    scripts: data.scripts ?? [],
    preloads: data.preloads ?? [],
    attributes: data.attributes ?? {},
    own: data.own ?? {},
    vitals: data.vitals ?? '',
  };
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
