import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SOURCE, BOOT_TIMEOUT_MS, bootAfterPaint, bootedScripts, compileBootScript, readBoot } from '@/scripts/boot-after-paint.mjs';
import { inlineScripts } from '@/scripts/headers/csp.mjs';
import { HOME } from './fixtures';

const SOURCE = readFileSync(join(__dirname, '..', '..', '..', BOOT_SOURCE), 'utf8');
const CODE = compileBootScript(SOURCE);
const finish = (html: string, vitals = '') => bootAfterPaint(html, { code: CODE, vitals });

const SCRIPTS = ['/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/page.js'];

/** A page with Next's head as 16.4 exports it: a script preload, async chunk tags, a noModule polyfill, one more tag in the body. */
const PAGE = HOME.replace(
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  [
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  ].join(''),
).replace('</main>', '</main><script src="/_next/static/chunks/page.js" async=""></script>');

describe('compileBootScript', () => {
  it('drops comment lines and indentation, and nothing else', () => {
    expect(CODE).not.toMatch(/^\s*\/\//m);
    expect(CODE).not.toContain('/**');
    expect(CODE).not.toMatch(/^\s/m);
    expect(CODE.split('\n').length).toBeLessThan(SOURCE.split('\n').length);
    expect(compileBootScript('// a\n  /** b\n   * c */\n  run();\n\n  /* d */\n  done();')).toBe('run();\ndone();');
  });

  it('refuses code that would end the inline script', () => {
    expect(() => compileBootScript("const tag = '</script>';")).toThrow(/must not contain/);
  });

  it(`waits ${BOOT_TIMEOUT_MS} ms for a paint, as the export step says`, () => {
    expect(CODE).toContain(`const BOOT_TIMEOUT_MS = ${BOOT_TIMEOUT_MS};`);
  });
});

describe('bootAfterPaint (the export step)', () => {
  const { html, scripts, preloads } = finish(PAGE, 'https://metrics.example/v');

  it('takes every async chunk tag out, in order, and puts the data block and one inline boot script where the first was', () => {
    expect(scripts).toEqual(SCRIPTS);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(`<script type="application/json" id="boot-scripts">`)).toBe(PAGE.indexOf('<link rel="preload" as="script"'));
    expect(head).toContain(`</script><script>${CODE}</script>`);
    expect(html.split(CODE)).toHaveLength(2);
    expect(readBoot(html)).toEqual({ code: CODE, scripts: SCRIPTS, preloads: ['/_next/static/chunks/later.js'], vitals: 'https://metrics.example/v' });
  });

  it('writes the same script on every page: only the data block differs', () => {
    const other = finish(PAGE.replaceAll('/_next/static/chunks/page.js', '/_next/static/chunks/other.js')).html;
    expect(inlineScripts(other).governed[0]).toBe(inlineScripts(html).governed[0]);
    expect(readBoot(other)?.scripts).toContain('/_next/static/chunks/other.js');
  });

  it('escapes "<" in the data block, which cannot end early', () => {
    const odd = finish(PAGE, 'https://x.example/</script><script>alert(1)</script>').html;
    expect(odd).not.toContain('alert(1)</script>');
    expect(readBoot(odd)?.vitals).toBe('https://x.example/</script><script>alert(1)</script>');
  });

  it('keeps the preload of a chunk that is not a script tag, to add after the paint, and drops the one the script tag loads anyway', () => {
    expect(preloads).toEqual(['/_next/static/chunks/later.js']);
  });

  it('leaves the noModule polyfill, the stylesheet and the inline payload alone', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    const before = inlineScripts(PAGE).governed;
    const after = inlineScripts(html);
    expect(after.governed).toEqual([CODE, ...before]);
    expect(after.dataBlocks.some((block) => block.includes(JSON.stringify(SCRIPTS)))).toBe(true);
  });

  it('is idempotent: a finished page is left as it is', () => {
    expect(finish(html).html).toBe(html);
  });

  it('refuses a page whose scripts it does not know: a blocking script, or none at all', () => {
    expect(() => finish(PAGE.replace('</main>', '</main><script src="/other.js"></script>'))).toThrow(/1 script tag\(s\) with src of another shape/);
    expect(() => finish('<html><head></head><body></body></html>')).toThrow(/no <script src=/);
  });
});

describe('the boot script (in the page)', () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let observers: { callback: PaintCallback; disconnect: jest.Mock; options?: unknown }[];
  let visibility: DocumentVisibilityState;
  const realObserver = globalThis.PerformanceObserver;

  /** Installs a PerformanceObserver that reports what the test hands it; `paint` support as given. */
  function fakeObserver(supported: string[]) {
    class FakeObserver {
      static supportedEntryTypes = supported;
      callback: PaintCallback;
      disconnect = jest.fn();
      constructor(callback: PaintCallback) {
        this.callback = callback;
      }
      observe(options: unknown) {
        observers.push({ callback: this.callback, disconnect: this.disconnect, options });
      }
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  }
  const paint = (...names: string[]) => {
    for (const o of observers) o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: o.disconnect });
  };
  const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async]);
  /** Runs the boot script as the browser would, right after the page's data block. */
  const run = (vitals = '') => {
    const page = finish(PAGE, vitals).html;
    const template = document.createElement('template');
    template.innerHTML = page.slice(page.indexOf('<script type="application/json"'), page.indexOf('</script>', page.indexOf(`<script>${CODE}`)) + 9);
    const [block, script] = [...template.content.children];
    document.head.append(block!, script!);
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script as HTMLScriptElement);
    new Function(CODE)();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-js');
    document.documentElement.removeAttribute('data-boot');
    fakeObserver(['paint', 'largest-contentful-paint']);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: realObserver, configurable: true, writable: true });
  });

  it('adds nothing before the first contentful paint, then every script once, async, in order, and the preload', () => {
    run();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(added()).toEqual(SCRIPTS.map((src) => [src, true]));
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    const link = document.head.querySelector('link[rel="preload"]');
    expect([link?.getAttribute('href'), link?.getAttribute('as')]).toEqual(['/_next/static/chunks/later.js', 'script']);
    paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it('adds them at once in a hidden tab, where no paint is coming', () => {
    visibility = 'hidden';
    run();
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it('adds them when the tab is hidden before the paint', () => {
    run();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it(`adds them after ${BOOT_TIMEOUT_MS} ms when no paint is reported`, () => {
    run();
    jest.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it.each([
    ['without paint timing', () => fakeObserver(['largest-contentful-paint'])],
    ['without PerformanceObserver', () => Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true, writable: true })],
  ])('%s, adds them after the first frame', (_, setUp) => {
    setUp();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run();
    expect(observers).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it('marks the page as scripted before anything else, so the no-JavaScript styles step aside', () => {
    expect(document.documentElement.hasAttribute('data-js')).toBe(false);
    run();
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    expect(added()).toEqual([]);
  });

  it('rewrites repeated slashes out of the address before the router reads it, keeping the query and the fragment', () => {
    window.history.replaceState(null, '', '/novas-implementacoes//?a=1#categoria-ui');
    run();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/novas-implementacoes/?a=1#categoria-ui');
    window.history.replaceState(null, '', '/');
  });

  describe('a script that fails to load', () => {
    const fail = (src: string) => {
      const script = added().find(([url]) => url === src);
      expect(script).toBeDefined();
      document.head.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event('error'));
    };
    let head: jest.Mock;
    let beacon: jest.Mock;
    let errors: jest.SpyInstance;

    beforeEach(() => {
      head = jest.fn().mockResolvedValue({ status: 404 });
      beacon = jest.fn().mockReturnValue(true);
      Object.defineProperty(globalThis, 'fetch', { value: head, configurable: true, writable: true });
      Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
      errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('is tried once more; when that one loads, the page stays scripted and nothing is reported', () => {
      run();
      paint('first-contentful-paint');
      fail(SCRIPTS[1]!);
      expect(added().map(([src]) => src)).toEqual([SCRIPTS[0], SCRIPTS[2]]);
      jest.advanceTimersByTime(500);
      expect(added().map(([src]) => src)).toEqual([SCRIPTS[0], SCRIPTS[2], SCRIPTS[1]]);
      expect(document.documentElement.hasAttribute('data-js')).toBe(true);
      expect(head).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    });

    it('failing twice puts the page in its no-JavaScript state and reports it like a lazy part, once', async () => {
      run('https://metrics.example/v');
      paint('first-contentful-paint');
      fail(SCRIPTS[2]!);
      jest.advanceTimersByTime(500);
      fail(SCRIPTS[2]!);
      expect(document.documentElement.hasAttribute('data-js')).toBe(false);
      expect(document.documentElement.getAttribute('data-boot')).toBe('failed');
      fail(SCRIPTS[0]!);
      jest.advanceTimersByTime(500);
      fail(SCRIPTS[0]!);
      const url = new URL(SCRIPTS[2]!, window.location.href).href;
      expect(head).toHaveBeenCalledTimes(1);
      expect(head).toHaveBeenCalledWith(url, { method: 'HEAD', cache: 'no-store' });
      await jest.runAllTimersAsync();
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors).toHaveBeenCalledWith(`ChunkLoadError [missing] ${url}`);
      expect(beacon).toHaveBeenCalledTimes(1);
      expect(beacon.mock.calls[0]?.[0]).toBe('https://metrics.example/v');
      expect(JSON.parse(beacon.mock.calls[0]?.[1] as string)).toEqual({ name: 'ChunkLoadError', part: 'inicio-da-pagina', type: 'missing', url, page: '/' });
    });

    it('is an `error` when the server still has the file, and sends nothing when no endpoint was built in', async () => {
      head.mockResolvedValue({ status: 200 });
      run();
      paint('first-contentful-paint');
      fail(SCRIPTS[0]!);
      jest.advanceTimersByTime(500);
      fail(SCRIPTS[0]!);
      await jest.runAllTimersAsync();
      expect(errors).toHaveBeenCalledWith(`ChunkLoadError [error] ${new URL(SCRIPTS[0]!, window.location.href).href}`);
      expect(beacon).not.toHaveBeenCalled();
    });
  });
});

describe('bootedScripts', () => {
  it('reads back what the boot script of a finished page adds: its scripts, then its preloads', () => {
    expect(bootedScripts(finish(PAGE).html)).toEqual([...SCRIPTS, '/_next/static/chunks/later.js']);
  });

  it('finds none in a page Next has not been through the export step', () => {
    expect(bootedScripts(PAGE)).toEqual([]);
  });
});
