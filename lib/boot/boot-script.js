// @ts-check
// The one inline script of every exported page, in its head (scripts/build/boot-after-paint.mjs puts
// it there in place of Next's script tags, and the CSP allows it by one hash for the whole
// site). Plain ES2020 with no imports: it runs before anything else of the site's, on every
// browser. It reads its page's list of scripts from the JSON data block just before it:
//   { "scripts": [...], "preloads": [...], "attributes": {...}, "own": { "<src>": {...} }, "vitals": "<NEXT_PUBLIC_VITALS_URL or empty>" }
// `attributes` are the ones all of Next's script tags had besides src and async (crossorigin with
// next.config's crossOrigin, for one): every script and preload added here gets them; `own` are
// a script's own (webpack's runtime has id="_R_").
//
// 1. Marks the page as scripted (`data-js` on <html>): the no-JavaScript styles key on its
//    absence (`:root:not([data-js])`), so a page whose scripts never run looks and works like
//    a page without JavaScript.
// 2. Rewrites repeated slashes out of the address (`//novas-implementacoes/`, served as the page
//    by hosts that merge slashes), before Next's router reads it as a URL of another host.
// 3. Adds Next's scripts once the browser reports the first contentful paint (or at once in a
//    hidden tab, after the first frame without paint timing, after BOOT_TIMEOUT_MS anyway).
// 4. A script that fails to load is tried once more; if it fails again the page cannot hydrate:
//    the failure is reported like a lazy part's (console, and the vitals endpoint when set),
//    and the page returns to its no-JavaScript state (`data-boot="failed"`, no `data-js`).
// 5. Keeps what brought the visit (below).
(() => {
  const BOOT_TIMEOUT_MS = 3000;
  const RETRY_AFTER_MS = 500;
  const root = document.documentElement;
  root.setAttribute('data-js', '');

  if (location.pathname.includes('//')) {
    history.replaceState(history.state, '', location.pathname.replace(/\/{2,}/g, '/') + location.search + location.hash);
  }

  // 5. Keeps what brought the visit, on the page it landed on and before any navigation
  //    (docs/leads.md#what-brought-the-lead): the campaign parameters and an ad click's id (no
  //    other query value), the path, and the referring site's host (never its address, never
  //    this site's). A landing without any (typed, a bookmark, a link inside the site) keeps
  //    what an earlier one stored. lib/attribution/attribution.ts reads it back, expires it after
  //    30 days and judges every value again; a value over 512 characters is not kept.
  try {
    const query = new URLSearchParams(location.search);
    /** @type {Record<string, string>} */
    const params = {};
    for (const name of 'utm_source utm_medium utm_campaign utm_term utm_content gclid gbraid wbraid fbclid msclkid'.split(' ')) {
      const value = (query.get(name) || '').replace(/[\0-\x1f\x7f-\x9f]/g, '');
      if (value && !(value.length > 512)) params[name] = name[0] === 'u' ? value.slice(0, 200) : value;
    }
    /** @param {string} host */
    const bare = (host) => host.replace(/^www\./, '');
    const from = new URL(document.referrer || location.href);
    const referrer = /^https?:$/.test(from.protocol) && bare(from.hostname) !== bare(location.hostname) ? from.hostname : '';
    if (referrer || Object.keys(params).length) {
      localStorage.setItem('solarpr:origem', JSON.stringify({ page: location.pathname.slice(0, 200), params, referrer, at: Date.now() }));
    }
  } catch {
    // Storage forbidden or full: the visit is not attributed.
  }

  const block = document.currentScript && document.currentScript.previousElementSibling;
  /** @type {{ scripts?: string[], preloads?: string[], attributes?: Record<string, string>, own?: Record<string, Record<string, string>>, vitals?: string }} */
  const config = JSON.parse((block && block.textContent) || '{}');
  const scripts = config.scripts || [];
  const preloads = config.preloads || [];
  const own = config.own || {};
  /** @param {Element} element @param {Record<string, string> | undefined} attributes */
  const set = (element, attributes) => {
    for (const name of Object.keys(attributes || {})) element.setAttribute(name, (attributes && attributes[name]) || '');
    return element;
  };
  /** @param {Element} element */
  const withAttributes = (element) => set(element, config.attributes);

  let failed = false;
  /** @param {string} src */
  const fail = (src) => {
    if (failed) return;
    failed = true;
    root.removeAttribute('data-js');
    root.setAttribute('data-boot', 'failed');
    const url = new URL(src, location.href).href;
    /** @param {'missing' | 'error'} type */
    const report = (type) => {
      console.error(`ChunkLoadError [${type}] ${url}`);
      if (!config.vitals) return;
      const body = JSON.stringify({ name: 'ChunkLoadError', part: 'inicio-da-pagina', type, url, page: location.pathname });
      try {
        if (!(navigator.sendBeacon && navigator.sendBeacon(config.vitals, body))) {
          fetch(config.vitals, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
        }
      } catch {
        // An invalid endpoint must never break the page.
      }
    };
    // A file the server says is gone (a redeploy removed it) is `missing`; anything else `error`.
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => report(response.status === 404 || response.status === 410 ? 'missing' : 'error'),
      () => report('error'),
    );
  };

  /** @param {string} src @param {boolean} retry */
  const add = (src, retry) => {
    const script = document.createElement('script');
    set(withAttributes(script), own[src]);
    script.src = src;
    script.async = true;
    script.onerror = () => {
      script.remove();
      if (retry) setTimeout(() => add(src, false), RETRY_AFTER_MS);
      else fail(src);
    };
    document.head.appendChild(script);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      withAttributes(link);
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      document.head.appendChild(link);
    }
    for (const src of scripts) add(src, true);
  };

  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, BOOT_TIMEOUT_MS);
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(start));
})();
