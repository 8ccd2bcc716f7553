// The byte budgets of a first visit, per route. JavaScript is budgeted against the
// framework's floor: what a bare App Router page with the same next/react ships.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { KiB } from '../../scripts/measure/measure.mjs';
import { beyondMeasured, MEASURED_WITH } from './measured-with.mjs';

/** The served municipalities (content/company/service-area.json): each has a page, budgeted as one. */
const SERVICE_AREA = JSON.parse(readFileSync(new URL('../../content/company/service-area.json', import.meta.url), 'utf8'));
const jiti = createJiti(import.meta.url);
/** The slug of a city page: lib/format/slug.ts itself, through jiti (it runs the TypeScript). */
const { slugify } = /** @type {{ slugify: (name: string) => string }} */ (jiti(new URL('../../lib/format/slug.ts', import.meta.url).pathname));
/**
 * The cities search engines are offered (lib/content/first-hand.ts, the rule the pages use): a real
 * office, a photographed project or a testimonial of the company there, read from the company's files.
 */
const { firstHandCities } = /** @type {typeof import('../../lib/content/first-hand')} */ (
  jiti(new URL('../../lib/content/first-hand.ts', import.meta.url).pathname)
);
/** Whether content/company/ is still the shipped content the HTML caps were measured with (__tests__/fixtures/shipped-content.ts). */
const { contentIsShipped } = /** @type {typeof import('../fixtures/shipped-content')} */ (
  jiti(new URL('../fixtures/shipped-content.ts', import.meta.url).pathname)
);
const { PLACEHOLDERS } = /** @type {typeof import('../../content/company/placeholders')} */ (
  jiti(new URL('../../content/company/placeholders.ts', import.meta.url).pathname)
);
/** @param {string} folder */
const entries = (folder) => {
  const dir = new URL(`../../content/company/${folder}/`, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')))
    : [];
};
const INDEXED_CITIES = firstHandCities(
  {
    offices: JSON.parse(readFileSync(new URL('../../content/company/company.json', import.meta.url), 'utf8')).sites,
    projects: entries('projects'),
    testimonials: entries('testimonials'),
  },
  (value) => PLACEHOLDERS.some((placeholder) => placeholder.value === value),
);
/** The services with a page (content/services.ts, the registry): each page is budgeted. */
const { PAGED_SERVICES, servicePath } =
  /** @type {{ PAGED_SERVICES: readonly { page: { slug: string } }[], servicePath: (page: { slug: string }) => string }} */ (
    jiti(new URL('../../content/services.ts', import.meta.url).pathname)
  );
const collator = new Intl.Collator('pt-BR');

/** Measured once by `node scripts/measure/measure-floor.mjs --write`; rerun it after upgrading next or react. */
export const FLOOR = JSON.parse(readFileSync(new URL('./floor.json', import.meta.url), 'utf8'));

/**
 * + 64 B since the line that opens what is a tap away (the hero's note, the figures' sources on a phone) is
 * one global rule (app/globals.css .tap-away) instead of the hero's own: the questions page and the city hub
 * measured 12.292 B gzip with it (2026-11-29).
 */
export const CSS_GZIP_MAX = 12 * KiB + 64;
/**
 * The pages that carry the home page's sections (the home page, the 404 that is it, the city pages with
 * its simulator, form, projects and testimonials, and the service pages with the projects, a testimonial
 * and the rating): 13.6 KiB gzip (13.3 on a service page) since the city pages import them.
 * Turbopack then merges the home's stylesheets with the service and question pages' into one shared
 * sheet (about 2.4 KiB of it unused on /); its `cssChunking: false` and `'strict'` are webpack-only (the
 * build stops with "only supported with webpack", 2026-11-29). The sheets are written into each page,
 * so this costs bytes, not requests. The other pages keep CSS_GZIP_MAX.
 */
export const HOME_SECTIONS_CSS_GZIP_MAX = 14 * KiB;
/**
 * One web font: Outfit Bold cut to the site's characters (12,472 B; the Latin file it comes from is
 * 14,060), for headings and figures. Preloaded and font-display swap (app/globals.css,
 * scripts/build/export/font-preload.mjs), so a first visit shows it; a swap preload does not hold the
 * first paint (an optional one did, and the Inter font it once was held it). 13 KiB: with its
 * response's headers it must fit a new connection's first flight (10 packets, about 14,600 B), or
 * Lighthouse's mobile model adds a round trip to every page's LCP (docs/performance.md). Another
 * face or weight is a decision to measure the same way, not a change to slip in.
 */
export const FONT_MAX = 13 * KiB;
export const FONT_FILES_MAX = 1;
/**
 * Every page's HTML carries the font preload: +58 B gzip at most (the privacy policy; 135 B raw),
 * measured with and without it on the same build.
 */
export const FONT_PRELOAD_HTML_GZIP = 58;
/**
 * Every page's header carries the open phone menu's shortcuts (each service's page, the served cities,
 * the frequent questions: components/layout/menu-shortcuts.tsx), in its HTML and again in its RSC
 * payload: 238 B gzip (a city page) to 398 B (the home page), measured by removing them from the built
 * pages (2026-11-29).
 */
export const MENU_SHORTCUTS_HTML_GZIP = 400;
/**
 * The stylesheets written into each page (scripts/build/export/inline-css.mjs) are measured as its CSS;
 * what they leave in its HTML besides is their hashes in the page's CSP and the disabled links React
 * finds them by: +86 to +94 B gzip on the same sources with and without (2026-11-29).
 */
export const INLINE_CSS_HTML_GZIP = 100;
export const HTML_GZIP_MAX = 40 * KiB + FONT_PRELOAD_HTML_GZIP + MENU_SHORTCUTS_HTML_GZIP + INLINE_CSS_HTML_GZIP;

/**
 * The caps below were measured with 26 served municipalities, 4 services with a page and the lead's 8
 * fields (MEASURED_WITH, ./measured-with.mjs). A page grows with each more, in words the company or a developer adds on purpose, so each cap
 * follows the registries (content/company/service-area.json, content/services.ts, lib/lead/fields.ts)
 * by what one more measured, never less when there are fewer. Measured on 2026-11-29, one build each
 * beside the unchanged one:
 * - a municipality (Apucarana): +53 to +67 B gzip on the pages with the form (its option, its name in the
 *   JSON-LD's areaServed, the footer's and the menu's links), +11 to +30 on the others;
 * - a service with a page (Manutenção e Suporte): +808 B on the home page and +825 on the 404 (its card),
 *   +115 to +141 on every other page (the menu, the footer, the JSON-LD's catalogue);
 * - a lead field (a choice of three: how to be contacted): +235 B on the home page, +184 to +229 on the
 *   other pages with the form, none elsewhere.
 */
export const EACH_MORE_HTML_GZIP = { municipality: 80, service: 160, serviceCard: 700, leadField: 260 };
const { LEAD_FIELDS } = /** @type {{ LEAD_FIELDS: readonly string[] }} */ (jiti(new URL('../../lib/lead/fields.ts', import.meta.url).pathname));

/**
 * What a route's HTML cap grows by with the registries' entries beyond those it was measured with.
 * @param {string} route
 */
export function registriesAllowance(route) {
  const services = beyondMeasured(PAGED_SERVICES.length, MEASURED_WITH.pagedServices);
  const withCards = route === '/' || route.startsWith('404');
  return (
    beyondMeasured(SERVICE_AREA.municipalities.length, MEASURED_WITH.municipalities) * EACH_MORE_HTML_GZIP.municipality +
    services * (EACH_MORE_HTML_GZIP.service + (withCards ? EACH_MORE_HTML_GZIP.serviceCard : 0)) +
    beyondMeasured(LEAD_FIELDS.length, MEASURED_WITH.leadFields) * EACH_MORE_HTML_GZIP.leadField
  );
}

/**
 * How much the home page's HTML may grow (gzip) when the company has filled every CMS screen: 12
 * projects with photos, 6 testimonials, 8 brands and a team of 6. Its JavaScript may not
 * grow at all: that content is rendered on the server.
 */
export const CONTENT_GROWTH_HTML_MAX = 15 * KiB;

/**
 * The HTML caps above hold exactly on the content the repository shipped (__tests__/fixtures/shipped/,
 * contentIsShipped). Once the company has saved its own content in the CMS, each page may carry as much
 * more as its content was budgeted, CONTENT_GROWTH_HTML_MAX: measured on 2026-11-29, a company that
 * changed every field of every screen (__tests__/fixtures/company-edits.ts: 3 offices, longer sources
 * and FAQ, 28 municipalities) made the home page 12.1 KiB gzip heavier and the city pages 2.6 to 5.0 KiB;
 * the filled fixture's home, 10.8 KiB. So the markup is held to the byte while the content is the shipped
 * one, and within the company's allowance after its first save (with the content-growth check on out-fixture/).
 */
export const COMPANY_CONTENT_HTML_GZIP = contentIsShipped() ? 0 : CONTENT_GROWTH_HTML_MAX;

/**
 * What a service page and the frequent questions page may download over the floor (gzip): the shell's
 * islands only, 4.748 B when they were added and 4.757 B once the other pages' changes were merged;
 * the same 5 KiB as a city page.
 */
export const DATA_PAGE_JS_OVER_FLOOR = 5 * KiB;

/**
 * @typedef {{ route: string, html: string, jsOverFloor: number, canonical: string | null, indexed: boolean, htmlGzipMax?: number, cssGzipMax?: number, jsAtMostHome?: boolean, jsonLdTypes?: string[] }} RouteBudget
 * `jsonLdTypes`: the page's own JSON-LD blocks, in order, beside the company's that every page has.
 */
/**
 * The hub's first-load JavaScript over the floor, and its HTML (gzip): 139.566 B of JavaScript (floor
 * + 4.740 B: the shell's islands only), HTML 11.244 B when measured.
 */
const CITY_JS_OVER_FLOOR = 5 * KiB;
const CITY_HTML_GZIP_MAX = 16 * KiB + MENU_SHORTCUTS_HTML_GZIP + INLINE_CSS_HTML_GZIP;
/**
 * A city page carries the home page's simulator and contact form (both set to the city), so its
 * JavaScript is the home page's (146.266 B gzip on both, 2026-11-29; jsAtMostHome holds it there) and its
 * HTML holds their server-rendered markup and props: 38.8 to 38.9 KiB gzip on the 26 default pages.
 * + 600 B for the company's JSON-LD, as on / (its offices, the served municipalities' state, the
 * catalogue's pages and prices): 40.210–40.358 → 40.779–40.940 B gzip on the 26 pages, 2026-11-29.
 */
const CITY_PAGE_JS_OVER_FLOOR = 12 * KiB;
const CITY_PAGE_HTML_GZIP_MAX = 40 * KiB + 600;

/**
 * Every route must be in the build. The 404 page is what any unknown path shows: the home
 * page under a notice that the address does not exist, not indexed, without a canonical.
 * @type {RouteBudget[]}
 */
export const ROUTES = [
  // 41 KiB because the figures are in the first screen of a phone too (HeroFigures; the band shows them
  // from 960 px): 40.887 B gzip when this budget was set. What the company adds in the CMS is budgeted apart
  // (CONTENT_GROWTH_HTML_MAX, with a full fixture); raise this with the measured page when its content grows.
  // 42 KiB since the page states beside each saving what the simulator computes (the 5th year on, 25 years,
  // the best case, the loan's clock) and the premises name their new sources: 42.920 B gzip when raised.
  // + 356 B: the boot script keeps what brought the visit (campaign, click id, landing path, referring host) before any
  // navigation can lose it (docs/leads.md#what-brought-the-lead); measured 42.980 → 43.336 B gzip when it was added.
  // + 755 B for the links to the pages of each service and the frequent questions: the footer's, the
  // solution cards' titles, four premises' questions, and the five pages in the company's data
  // (42.978 → 43.733 B gzip).
  // + 52 B for the brand font's preload (42.980 B gzip without it, 43.032 with it, on one build).
  // + 41 B since the tariff premise gives the rural (B2) and commercial (B3) tariffs and says they are
  // B1's until the company informs its own.
  // + 353 B since the company's JSON-LD names the 26 served municipalities in areaServed and the footer and the
  // about section link the city pages (43.330 B gzip when raised).
  // + 52 B since the boot script moved before the stylesheets (+10 B on one build: 44.596 → 44.606 B gzip) and the
  // font and the shared stylesheet got new hashed names (the subset font; +31 B: 44.565 → 44.596); three builds
  // of the same sources then measured 44.603, 44.606 and 44.608 B (the build's random id compresses differently),
  // so 11 B of room for that.
  // + the menu's shortcuts and what the inlined stylesheets leave in the HTML (their constants above).
  {
    route: '/',
    html: 'index.html',
    jsOverFloor: 12 * KiB,
    canonical: '/',
    indexed: true,
    // + 273 B: the form's city field (its 26 options; 46.105 → 45.843 B gzip without it), + 820 B for the
    // rest of the lead's field words and the merged pages' links (46.206 B gzip measured, 2026-11-29);
    // + 430 B: one savings story, its conditions said in words in the hero, the benefits and the projects (46.636 B).
    // + 570 B: the company's JSON-LD (every page's, in its script and in the router's payload) gives the branch a
    // business node of its own (address, coordinates, phone), each office its coordinates, each served municipality
    // its state (Paraná, BR-PR) and the catalogue its pages and the cleaning's prices: 46.641 → 47.204 B gzip, the
    // same sources with and without it, 2026-11-29.
    // + 30 B: the note's summary names its global class (.tap-away), in the HTML and in the router's payload: 47.187 →
    // 47.211 B gzip, 2026-11-29.
    htmlGzipMax: 42 * KiB + 356 + 755 + 52 + 41 + 353 + 52 + 273 + 820 + 430 + 570 + 30 + MENU_SHORTCUTS_HTML_GZIP + INLINE_CSS_HTML_GZIP,
    cssGzipMax: HOME_SECTIONS_CSS_GZIP_MAX,
  },
  { route: '/novas-implementacoes/', html: 'novas-implementacoes/index.html', jsOverFloor: 10 * KiB, canonical: '/novas-implementacoes/', indexed: true },
  // The legal documents: static text, under one budget.
  {
    route: '/politica-de-privacidade/',
    html: 'politica-de-privacidade/index.html',
    jsOverFloor: 10 * KiB,
    canonical: '/politica-de-privacidade/',
    indexed: true,
  },
  { route: '/termos-de-uso/', html: 'termos-de-uso/index.html', jsOverFloor: 10 * KiB, canonical: '/termos-de-uso/', indexed: true },
  { route: '/politica-de-cookies/', html: 'politica-de-cookies/index.html', jsOverFloor: 10 * KiB, canonical: '/politica-de-cookies/', indexed: true },
  // The pages from data, a page per service of the registry and the frequent questions: static text with the shell's
  // islands only, so no more JavaScript than the home page (check-budgets.mjs compares them too).
  // Their budget is what they measured when added: floor + 4.748 B gzip.
  ...[...PAGED_SERVICES.map((service) => [servicePath(service.page), 'Service']), ['/perguntas-frequentes/', 'FAQPage']].map(([route = '', type = '']) => ({
    route,
    html: `${route.slice(1)}index.html`,
    jsOverFloor: DATA_PAGE_JS_OVER_FLOOR,
    canonical: route,
    indexed: true,
    ...(route.startsWith('/servicos/') && { cssGzipMax: HOME_SECTIONS_CSS_GZIP_MAX }),
    jsAtMostHome: true,
    jsonLdTypes: ['BreadcrumbList', type],
  })),
  // The city pages and their hub, in the sitemap's order: server-rendered tables and text, no island of
  // their own (the simulator is linked, /?cidade=<slug>#simulador), so their JavaScript is the roadmap's.
  {
    route: '/energia-solar/',
    html: 'energia-solar/index.html',
    jsOverFloor: CITY_JS_OVER_FLOOR,
    canonical: '/energia-solar/',
    indexed: true,
    htmlGzipMax: CITY_HTML_GZIP_MAX,
    jsAtMostHome: true,
    jsonLdTypes: ['BreadcrumbList'],
  },
  ...[...SERVICE_AREA.municipalities].sort(collator.compare).map((/** @type {string} */ name) => {
    const path = `/energia-solar/${slugify(name)}/`;
    const indexed = INDEXED_CITIES.has(name);
    return {
      route: path,
      html: `${path.slice(1)}index.html`,
      jsOverFloor: CITY_PAGE_JS_OVER_FLOOR,
      // A page without the company's own work there is noindex and declares no canonical (components/cities/metadata.ts).
      canonical: indexed ? path : null,
      indexed,
      htmlGzipMax: CITY_PAGE_HTML_GZIP_MAX,
      cssGzipMax: HOME_SECTIONS_CSS_GZIP_MAX,
      jsAtMostHome: true,
      jsonLdTypes: ['BreadcrumbList'],
    };
  }),
  // The same content as /, whose flight data compresses about 1.3 KiB worse in this file (42.226 against
  // 40.887 B gzip with the figures in the first screen; 44.251 against 42.920 with the simulator's figures
  // beside each saving): a KiB and a half more than the home page.
  // + 366 B: the same boot script as every page (44.313 → 44.679 B gzip when it began keeping what brought the visit).
  // + 795 B for the same links as / (44.310 → 45.105 B gzip).
  // + 67 B for the font's preload (44.314 B gzip without it, 44.381 with it).
  // + 481 B for the served municipalities and the links to the city pages, as on / (44.793 B gzip when raised).
  // + the menu's shortcuts and the inlined stylesheets, as on /. With the notice that the page does not
  // exist, its own shorter description and no canonical it measured 44.998 B gzip (46.067 before them).
  // + 610 B for the company's JSON-LD, as on / (46.720 → 47.328 B gzip, 2026-11-29).
  {
    route: '404 (any other path)',
    html: '404.html',
    jsOverFloor: 12 * KiB,
    canonical: null,
    indexed: false,
    cssGzipMax: HOME_SECTIONS_CSS_GZIP_MAX,
    htmlGzipMax: 43.5 * KiB + 366 + 795 + 67 + 481 + 610 + MENU_SHORTCUTS_HTML_GZIP + INLINE_CSS_HTML_GZIP,
  },
];

/** A string only the web-vitals library holds: it must not be in first-load scripts. */
export const WEB_VITALS_MARKER = 'largest-contentful-paint';
