import { isIsoTime } from '@/lib/format/iso';
import { cleanLine } from '@/lib/lead/clean-text';

// What brought a visit (docs/leads.md#what-brought-the-lead): the page it landed on, its campaign
// parameters, an ad click's identifier and the referring site's host. The boot script
// (lib/boot/boot-script.js) writes the raw capture into localStorage on the landing page, before
// any navigation; this module reads it back (expiry, shape, limits) for the form, and judges it
// again in the inbox (lib/leads/submission.ts). Every value came from a URL anyone can craft:
// each is cut, cleaned and checked here, and anything that fails is dropped, never a reason to
// refuse a lead.

/** Where the boot script keeps the capture (the same string is in lib/boot/boot-script.js). */
export const ATTRIBUTION_KEY = 'solarpr:origem';
/** The capture is forgotten after this long, checked on every read. */
export const ATTRIBUTION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A campaign value, a host or the landing path longer than this is cut. */
export const ATTRIBUTION_TEXT_MAX = 200;
/** A click identifier longer than this is dropped: half an identifier matches no click. */
export const CLICK_ID_MAX = 512;

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** In this order of preference when a landing carries more than one. */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
export type ClickIdType = (typeof CLICK_ID_PARAMS)[number];

/** What the form sends with a lead (`attribution`) and the inbox stores, or null when nothing is known. */
export type Attribution = {
  /** The landing page's path, with its campaign parameters only: '/energia-solar/londrina/?utm_source=google'. */
  landingPage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  clickIdType: ClickIdType | null;
  clickId: string | null;
  /** The referring site's host ('www.google.com'), never its address. */
  referrerHost: string | null;
  /** When the visit landed (ISO, UTC). */
  landedAt: string | null;
};

const UTM_KEYS: Record<UtmParam, keyof Attribution> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};

// A path of this site, as lib/leads/submission.ts keeps the form's page.
const SITE_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;
// Click identifiers are URL-safe tokens (base64url, hex): nothing else is one.
const CLICK_ID = /^[A-Za-z0-9._~-]+$/;
// A host name (or an IPv4 address), with a port at most: nothing a chat or a sheet could run.
const HOST = /^(?=.{1,200}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
// Half of an emoji, left by a cut: not text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text of one line, without control or invisible characters, at most `max` characters; null when empty. */
function text(value: unknown, max = ATTRIBUTION_TEXT_MAX): string | null {
  if (typeof value !== 'string') return null;
  const clean = cleanLine(value.slice(0, max * 4))
    .replace(LONE_SURROGATE, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(clean).slice(0, max).join('').trim();
  return cut || null;
}

function clickId(type: unknown, value: unknown): Pick<Attribution, 'clickIdType' | 'clickId'> {
  const none = { clickIdType: null, clickId: null };
  if (typeof type !== 'string' || !(CLICK_ID_PARAMS as readonly string[]).includes(type)) return none;
  if (typeof value !== 'string' || value.length > CLICK_ID_MAX || !CLICK_ID.test(value)) return none;
  return { clickIdType: type as ClickIdType, clickId: value };
}

function host(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return HOST.test(lower) ? lower : null;
}

/** The landing page as kept: its path (on this site) and the campaign values, re-encoded. */
function landingPage(path: unknown, utm: Partial<Record<UtmParam, string | null>>): string | null {
  if (typeof path !== 'string' || path.length > ATTRIBUTION_TEXT_MAX || !SITE_PATH.test(path)) return null;
  const query = new URLSearchParams();
  for (const name of UTM_PARAMS) {
    const value = utm[name];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A value from either shape: the form's `utmSource`, or a query's `utm_source`. */
const pick = (from: Record<string, unknown>, name: UtmParam) => text(from[UTM_KEYS[name]] ?? from[name]);

/** Whether anything but the time is known. */
const hasAny = (attribution: Attribution) => (Object.keys(attribution) as (keyof Attribution)[]).some((key) => key !== 'landedAt' && attribution[key] !== null);

/**
 * An attribution the form sent (`attribution` in the lead's JSON), judged as untrusted input:
 * every value cut and cleaned, an invalid click id, host or landing path dropped on its own.
 * Null when it is not an object or nothing in it survives.
 */
export function sanitizeAttribution(value: unknown): Attribution | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const from = value as Record<string, unknown>;
  const utm = Object.fromEntries(UTM_PARAMS.map((name) => [name, pick(from, name)])) as Record<UtmParam, string | null>;
  const landing = typeof from.landingPage === 'string' ? from.landingPage : '';
  const attribution: Attribution = {
    landingPage: landingPage(landing.split('?')[0], utm),
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmTerm: utm.utm_term,
    utmContent: utm.utm_content,
    ...clickId(from.clickIdType, from.clickId),
    referrerHost: host(from.referrerHost),
    // A real moment, not only its shape: '2026-13-45T25:61:61Z' would stop every reader of the row.
    landedAt: isIsoTime(from.landedAt) ? from.landedAt : null,
  };
  return hasAny(attribution) ? attribution : null;
}

/**
 * The capture as the boot script stored it (`{ page, params, referrer, at }`), as an
 * Attribution: null when there is none, it is malformed, or it is older than 30 days (then it is
 * also removed). A capture dated in the future (a clock set back) counts as expired.
 */
export function readAttribution(storage: Pick<Storage, 'getItem' | 'removeItem'>, now = Date.now()): Attribution | null {
  let raw: unknown;
  try {
    const stored = storage.getItem(ATTRIBUTION_KEY);
    if (!stored) return null;
    raw = JSON.parse(stored);
  } catch {
    raw = null;
  }
  const capture = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  const at = capture && typeof capture.at === 'number' ? capture.at : NaN;
  if (!capture || !(now - at <= ATTRIBUTION_MAX_AGE_MS && at <= now + 60_000)) {
    try {
      storage.removeItem(ATTRIBUTION_KEY);
    } catch {
      // Storage forbidden: nothing was read either.
    }
    return null;
  }
  const params = capture.params && typeof capture.params === 'object' ? (capture.params as Record<string, unknown>) : {};
  const type = CLICK_ID_PARAMS.find((name) => typeof params[name] === 'string' && params[name] !== '');
  return sanitizeAttribution({
    ...params,
    landingPage: capture.page,
    clickIdType: type ?? null,
    clickId: type ? params[type] : null,
    referrerHost: capture.referrer,
    landedAt: new Date(at).toISOString(),
  });
}

/** The attribution kept in this browser, or null (storage forbidden, nothing kept, expired). */
export function storedAttribution(): Attribution | null {
  try {
    return readAttribution(window.localStorage);
  } catch {
    return null;
  }
}
