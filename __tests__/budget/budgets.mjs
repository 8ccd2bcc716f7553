// The byte budgets of a first visit, per route. JavaScript is budgeted against the
// framework's floor: what a bare App Router page with the same next/react ships.
import { readFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { KiB } from '../../scripts/measure/measure.mjs';

/** The served municipalities (content/company/service-area.json): each has a page, budgeted as one. */
const SERVICE_AREA = JSON.parse(readFileSync(new URL('../../content/company/service-area.json', import.meta.url), 'utf8'));
const jiti = createJiti(import.meta.url);
/** The slug of a city page: lib/format/slug.ts itself, through jiti (it runs the TypeScript). */
const { slugify } = /** @type {{ slugify: (name: string) => string }} */ (jiti(new URL('../../lib/format/slug.ts', import.meta.url).pathname));
/** The services with a page (content/services.ts, the registry): each page is budgeted. */
const { PAGED_SERVICES, servicePath } =
  /** @type {{ PAGED_SERVICES: readonly { page: { slug: string } }[], servicePath: (page: { slug: string }) => string }} */ (
    jiti(new URL('../../content/services.ts', import.meta.url).pathname)
  );
const collator = new Intl.Collator('pt-BR');

/** Measured once by `node scripts/measure/measure-floor.mjs --write`; rerun it after upgrading next or react. */
export const FLOOR = JSON.parse(readFileSync(new URL('./floor.json', import.meta.url), 'utf8'));

export const CSS_GZIP_MAX = 12 * KiB;
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
export const HTML_GZIP_MAX = 40 * KiB + FONT_PRELOAD_HTML_GZIP;

/**
 * How much the home page's HTML may grow (gzip) when the company has filled every CMS screen: 12
 * projects with photos, 6 testimonials, 8 brands and a team of 6. Its JavaScript may not
 * grow at all: that content is rendered on the server.
 */
export const CONTENT_GROWTH_HTML_MAX = 15 * KiB;

/**
 * What a service page and the frequent questions page may download over the floor (gzip): the shell's
 * islands only, 4.748 B when they were added and 4.757 B once the other pages' changes were merged;
 * the same 5 KiB as a city page.
 */
export const DATA_PAGE_JS_OVER_FLOOR = 5 * KiB;

/**
 * @typedef {{ route: string, html: string, jsOverFloor: number, canonical: string, indexed: boolean, htmlGzipMax?: number, jsAtMostHome?: boolean, jsonLdTypes?: string[] }} RouteBudget
 * `jsonLdTypes`: the page's own JSON-LD blocks, in order, beside the company's that every page has.
 */
/**
 * A city page's first-load JavaScript over the floor, and its HTML (gzip). Measured with the 26
 * cities of the default service area: 139.566 B of JavaScript on every city page and the hub (floor
 * + 4.740 B: the shell's islands only), HTML 11.244 B (hub) to 15.442 B (the largest city page).
 */
const CITY_JS_OVER_FLOOR = 5 * KiB;
const CITY_HTML_GZIP_MAX = 16 * KiB;

/**
 * Every route must be in the build. The 404 page is what any unknown path shows: the home
 * page, not indexed, its canonical pointing home.
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
  { route: '/', html: 'index.html', jsOverFloor: 12 * KiB, canonical: '/', indexed: true, htmlGzipMax: 42 * KiB + 356 + 755 + 52 + 41 + 353 + 52 },
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
    return {
      route: path,
      html: `${path.slice(1)}index.html`,
      jsOverFloor: CITY_JS_OVER_FLOOR,
      canonical: path,
      indexed: true,
      htmlGzipMax: CITY_HTML_GZIP_MAX,
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
  { route: '404 (any other path)', html: '404.html', jsOverFloor: 12 * KiB, canonical: '/', indexed: false, htmlGzipMax: 43.5 * KiB + 366 + 795 + 67 + 481 },
];

/** A string only the web-vitals library holds: it must not be in first-load scripts. */
export const WEB_VITALS_MARKER = 'largest-contentful-paint';
