// How much text the city pages offered to search engines share, as a search engine's duplicate filter
// would judge it: with every municipality's name and every number masked (a template with the name and
// the figures swapped is the same page), word 5-gram shingles, and the Jaccard index of every pair
// (shared ÷ all). Measured on the built HTML of each indexable city page: its <main> without the two
// site-wide tools every page carries (the simulator and the contact form, the same as on the home
// page), without its data (tables, the chart, the figures: numbers, masked), and without the blocks
// repeated word for word on most of the city pages (a button's label, the company's rating, the
// sources), which a duplicate filter discounts as boilerplate. What a template varies by city (its
// sentences with the name and the figures in them) is never identical, so it stays and is masked.
// Near-duplicate detection treats 0,9 and above as one document (Broder, "On the resemblance and
// containment of documents", 1997); a page must share at most half of its runs with any other.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_SHARED = 0.5;

const root = new URL('../..', import.meta.url).pathname;
/** The 399 municipalities, longest first (so 'Rancho Alegre D'Oeste' is masked before 'Rancho Alegre'). */
const MUNICIPALITIES = readFileSync(join(root, 'data', 'ibge-parana-municipal-seats.csv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[1] ?? '')
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * `html` without the element that opens at `start` and everything in it (its own tag name, nesting counted).
 * @param {string} html
 * @param {number} start
 */
function cut(html, start) {
  const name = /^<([a-z0-9]+)/i.exec(html.slice(start))?.[1];
  if (!name) return html;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match; (match = tags.exec(html));) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return `${html.slice(0, start)} ${html.slice(tags.lastIndex)}`;
  }
  return html.slice(0, start);
}

/**
 * `html` without every element an opening tag matching `pattern` starts.
 * @param {string} html
 * @param {RegExp} pattern
 */
function without(html, pattern) {
  let rest = html;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) rest = cut(rest, match.index);
  return rest;
}

/**
 * The page's own blocks of text, unmasked: <main> without the simulator, the contact form and the
 * data, one entry per block element (a paragraph, a heading, an item, a link, an address line).
 * @param {string} html
 */
export function ownBlocks(html) {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  let own = main.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ');
  own = without(own, /<section\b[^>]*\bid="(?:simulador|contact)"/i);
  own = without(own, /<(?:table|dl|svg)\b|<figure\b[^>]*\bdata-data\b|<div\b[^>]*\bdata-data\b/i);
  return own
    .split(/<\/?(?:p|h[1-6]|li|a|address|strong|span|dt|dd|figcaption|blockquote|nav|ol|ul|section|header|footer|div|article)\b[^>]*>/i)
    .map((block) =>
      decode(block.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** Blocks, masked, joined: the text to shingle. @param {string[]} blocks */
export function maskedText(blocks) {
  let text = blocks.join(' . ');
  for (const name of MUNICIPALITIES) text = text.split(name).join(' MUNICIPIO ');
  return text;
}

/** The page's own text, masked (no boilerplate removed: a single page has none to compare with). @param {string} html */
export const ownText = (html) => maskedText(ownBlocks(html));

/**
 * The blocks that stand word for word on more than half of `pages` (every city page of a build): the
 * site's boilerplate on them, discounted as a duplicate filter does.
 * @param {string[][]} pages
 */
export function boilerplate(pages) {
  const seen = new Map();
  for (const blocks of pages) for (const block of new Set(blocks)) seen.set(block, (seen.get(block) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count > pages.length / 2).map(([block]) => block));
}

/** Word 5-gram shingles, numbers masked. @param {string} text */
export function shingles(text, size = 5) {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,'][\p{L}\p{N}]+)*/gu) ?? []).map((word) => (/\p{N}/u.test(word) ? 'NUM' : word));
  const set = new Set();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '));
  return set;
}

/** @param {Set<string>} a @param {Set<string>} b */
export function jaccard(a, b) {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Every pair of the indexable city pages of an export: the median and the worst, and the pages.
 * @param {string} out
 */
export function measureCityPages(out) {
  const dir = join(out, 'energia-solar');
  const all = (existsSync(dir) ? readdirSync(dir) : [])
    .map((slug) => ({ slug, file: join(dir, slug, 'index.html') }))
    .filter(({ file }) => existsSync(file))
    .map(({ slug, file }) => {
      const html = readFileSync(file, 'utf8');
      return { slug, indexed: !/<meta name="robots" content="[^"]*noindex/.test(html), blocks: ownBlocks(html) };
    });
  const common = boilerplate(all.map((page) => page.blocks));
  const pages = all
    .filter((page) => page.indexed)
    .map(({ slug, blocks }) => ({ slug, set: shingles(maskedText(blocks.filter((block) => !common.has(block)))) }));
  /** @type {{ value: number, pair: string }[]} */
  const pairs = [];
  pages.forEach((a, i) => pages.slice(i + 1).forEach((b) => pairs.push({ value: jaccard(a.set, b.set), pair: `${a.slug} × ${b.slug}` })));
  pairs.sort((a, b) => a.value - b.value);
  return { pages: pages.map((page) => page.slug), pairs, median: pairs[Math.floor(pairs.length / 2)]?.value ?? 0, worst: pairs.at(-1) };
}

/**
 * The check: every pair of indexable city pages within MAX_SHARED.
 * @param {string} out
 * @param {string} label
 * @param {(name: string, ok: boolean, detail: string) => void} check
 */
export function sharedTextChecks(out, label, check) {
  const { pages, pairs, median, worst } = measureCityPages(out);
  const detail = pairs.length
    ? `${pages.length} indexable city pages (${pages.join(', ')}), ${pairs.length} pairs: median ${median.toFixed(3)}, worst ${worst?.value.toFixed(3)} (${worst?.pair})`
    : `${pages.length} indexable city page(s): ${pages.join(', ') || 'none'}`;
  check(
    `${label}: indexable city pages share at most ${MAX_SHARED * 100}% of their 5-word runs, names and numbers masked`,
    !worst || worst.value <= MAX_SHARED,
    detail,
  );
}

/** Of `a`'s runs, the share `b` repeats: how much of one page another holds. @param {Set<string>} a @param {Set<string>} b */
export function containment(a, b) {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return a.size ? shared / a.size : 0;
}

/**
 * The questions page and each service page: an answer lives on the questions page, and a service's page
 * links to it instead of repeating it (they held 74–78 % of each other when the service pages folded the
 * answers in). Each holds at most MAX_SHARED of the other's runs, names and numbers masked.
 * @param {string} out
 * @param {string} label
 * @param {(name: string, ok: boolean, detail: string) => void} check
 */
export function faqServiceChecks(out, label, check) {
  const faqFile = join(out, 'perguntas-frequentes', 'index.html');
  const dir = join(out, 'servicos');
  if (!existsSync(faqFile) || !existsSync(dir)) return check(`${label}: the questions page and the service pages are built`, false, 'missing');
  const faq = shingles(ownText(readFileSync(faqFile, 'utf8')));
  for (const slug of readdirSync(dir).filter((name) => existsSync(join(dir, name, 'index.html')))) {
    const page = shingles(ownText(readFileSync(join(dir, slug, 'index.html'), 'utf8')));
    const worst = Math.max(containment(page, faq), containment(faq, page));
    check(
      `${label}: /servicos/${slug}/ and the questions page repeat at most ${MAX_SHARED * 100}% of each other`,
      worst <= MAX_SHARED,
      `page in the questions ${containment(page, faq).toFixed(3)}, questions in the page ${containment(faq, page).toFixed(3)}`,
    );
  }
}
