import { BOOT_TIMEOUT_MS, bootAfterPaint, bootedScripts } from '@/scripts/boot-after-paint.mjs';
import { inlineScripts } from '@/scripts/headers/csp.mjs';
import { HOME } from './fixtures';

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

describe('bootAfterPaint (the export step)', () => {
  const { html, scripts, preloads } = bootAfterPaint(PAGE);

  it('takes every async chunk tag out, in order, and puts one inline boot script where the first was', () => {
    expect(scripts).toEqual(SCRIPTS);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script>((scripts, preloads) => {')).toBe(PAGE.indexOf('<link rel="preload" as="script"'));
    expect(html.match(/<script>\(\(scripts, preloads\)/g)).toHaveLength(1);
  });

  it('keeps the preload of a chunk that is not a script tag, to add after the paint, and drops the one the script tag loads anyway', () => {
    expect(preloads).toEqual(['/_next/static/chunks/later.js']);
  });

  it('leaves the noModule polyfill, the stylesheet and the inline payload alone', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    const before = inlineScripts(PAGE).governed;
    const after = inlineScripts(html).governed;
    expect(after.slice(1)).toEqual(before);
    expect(after[0]).toContain(JSON.stringify(SCRIPTS));
  });

  it('is idempotent: a finished page is left as it is', () => {
    expect(bootAfterPaint(html).html).toBe(html);
  });

  it('refuses a page whose scripts it does not know: a blocking script, or none at all', () => {
    expect(() => bootAfterPaint(PAGE.replace('</main>', '</main><script src="/other.js"></script>'))).toThrow(/1 script tag\(s\) with src of another shape/);
    expect(() => bootAfterPaint('<html><head></head><body></body></html>')).toThrow(/no <script src=/);
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
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async]);
  const run = () => {
    const code = inlineScripts(bootAfterPaint(PAGE).html).governed[0] ?? '';
    new Function(code)();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.head.innerHTML = '';
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
});

describe('bootedScripts', () => {
  it('reads back what the boot script of a finished page adds: its scripts, then its preloads', () => {
    expect(bootedScripts(bootAfterPaint(PAGE).html)).toEqual([...SCRIPTS, '/_next/static/chunks/later.js']);
  });

  it('finds none in a page Next has not been through the export step', () => {
    expect(bootedScripts(PAGE)).toEqual([]);
  });
});
