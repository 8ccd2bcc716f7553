import { BOOT_TIMEOUT_MS, bootedScripts, compileBootScript, readBoot } from '@/scripts/build/boot-after-paint.mjs';
import { finishPage } from '@/scripts/build/export/finish-page.mjs';
import { hashSource } from '@/scripts/build/headers/csp.mjs';
import { BOOT_SOURCE_TEXT as SOURCE, CODE, HOME, HOME_PAYLOAD, metaPolicy, nextPage, push } from './fixtures';

const finish = (html: string, vitals = '') => finishPage(html, { file: 'index.html', code: CODE, vitals });

const SCRIPTS = ['/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/page.js'];
const LATER = '/_next/static/chunks/later.js';

/** Next's tags in PAGE's head, in order: two script preloads, two async chunk tags. */
const HEAD_TAGS = [
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
];
const BODY_TAG = '<script src="/_next/static/chunks/page.js" async=""></script>';

/** A page with Next's head as 16.4 exports it: script preloads, async chunk tags, a noModule polyfill, one more tag in the body. */
const PAGE = HOME.replace('<script src="/_next/static/chunks/main.js" async=""></script>', HEAD_TAGS.join('')).replace('</main>', `</main>${BODY_TAG}`);

/** PAGE with every chunk tag and script preload carrying `crossorigin` (as next.config's crossOrigin writes it), in either case. */
const CROSS_ORIGIN_PAGE = PAGE.replaceAll(' async=""', ' async="" crossorigin="anonymous"').replaceAll(
  ' fetchPriority="low"',
  ' fetchPriority="low" crossOrigin="anonymous"',
);

describe('compileBootScript', () => {
  it('drops comment lines and indentation, and nothing else', () => {
    expect(CODE).not.toMatch(/^\s*\/\//m);
    // No comment is left: the source keeps its comments on lines of their own (no inline type casts either).
    expect(CODE).not.toContain('/*');
    expect(CODE).not.toContain('@param');
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

describe("finishPage: the boot script in place of Next's scripts", () => {
  const { html, boot, policy } = finish(PAGE, 'https://metrics.example/v');

  it('takes every chunk tag and script preload out, in order, and puts the data block and one inline boot script before the stylesheets, after the policy', () => {
    expect(boot.scripts).toEqual(SCRIPTS);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    const head = html.slice(0, html.indexOf('</head>'));
    // The stylesheet follows <meta charset> here, where the policy goes: the boot script follows the policy.
    expect(head).toMatch(
      /^<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"[^>]*><script type="application\/json" id="boot-scripts">/,
    );
    expect(head).toContain(`</script><script>${CODE}</script><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`);
    expect(html.split(CODE)).toHaveLength(2);
    expect(readBoot(html)).toEqual({ code: CODE, scripts: SCRIPTS, preloads: [LATER], attributes: {}, own: {}, vitals: 'https://metrics.example/v' });
  });

  it('goes right before the first stylesheet, which an inline script after it would wait for, holding the parser', () => {
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
    const page = nextPage(HOME_PAYLOAD, viewport).replace('<script src="/_next/static/chunks/main.js" async=""></script>', HEAD_TAGS.join(''));
    const head = finish(page).html.split('</head>')[0] ?? '';
    expect(head).toContain(`${viewport}<script type="application/json" id="boot-scripts">`);
    expect(head.indexOf(`<script>${CODE}</script>`)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(head.indexOf('id="boot-scripts"'));
  });

  it("stays where Next's first script was when that comes before the stylesheets", () => {
    const sheet = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
    const page = PAGE.replace(sheet, '<meta name="x" content="y"/>').replace(
      '<script src="/_next/static/chunks/polyfills.js"',
      `${sheet}<script src="/_next/static/chunks/polyfills.js"`,
    );
    const head = finish(page).html.split('</head>')[0] ?? '';
    expect(head).toContain(`<meta name="x" content="y"/><script type="application/json" id="boot-scripts">`);
    expect(head.indexOf('id="boot-scripts"')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  });

  it('changes nothing else: every other byte is as Next wrote it', () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    const data = `<script type="application/json" id="boot-scripts">${JSON.stringify(boot)}</script><script>${CODE}</script>`;
    // The boot script follows the policy here: the stylesheet follows <meta charset>.
    const expected = PAGE.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}${data}`).replace(HEAD_TAGS.join(''), '').replace(BODY_TAG, '');
    expect(html).toBe(expected);
  });

  it('returns the boot data it wrote and the policy of the page', () => {
    const { code, ...data } = readBoot(html)!;
    expect(code).toBe(CODE);
    expect(data).toEqual(boot);
    expect(metaPolicy(html)).toBe(policy);
  });

  it('writes the same script on every page: only the data block differs', () => {
    const other = finish(PAGE.replaceAll('/_next/static/chunks/page.js', '/_next/static/chunks/other.js'));
    expect(readBoot(other.html)?.code).toBe(readBoot(html)?.code);
    expect(readBoot(other.html)?.scripts).toContain('/_next/static/chunks/other.js');
    expect(other.policy).toContain(hashSource(CODE));
    expect(policy).toContain(hashSource(CODE));
  });

  it('escapes "<" in the data block, which cannot end early', () => {
    const odd = finish(PAGE, 'https://x.example/</script><script>alert(1)</script>').html;
    expect(odd).not.toContain('alert(1)</script>');
    expect(readBoot(odd)?.vitals).toBe('https://x.example/</script><script>alert(1)</script>');
  });

  it('keeps the preload of a chunk that is not a script tag, to add after the paint, and drops the one the script tag loads anyway', () => {
    expect(boot.preloads).toEqual([LATER]);
  });

  it('leaves the noModule polyfill, the stylesheet, the inline payload and the JSON-LD alone', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain(`<script>${push('0:home section one')}</script>`);
    expect(html).toContain('<script type="application/ld+json">');
    expect(boot.scripts).not.toContain('/_next/static/chunks/polyfills.js');
  });

  it('leaves a nomodule polyfill from elsewhere alone too: old browsers run it while parsing', () => {
    const page = PAGE.replace('</head>', '<script src="/polyfills/legacy.js" nomodule=""></script></head>');
    const finished = finish(page);
    expect(finished.html).toContain('<script src="/polyfills/legacy.js" nomodule=""></script>');
    expect(finished.boot.scripts).toEqual(SCRIPTS);
  });

  it('ignores scripts in a <template>: inert, neither a chunk nor refused, and left where they are', () => {
    const template = '<template><script src="/elsewhere.js"></script><script src="/_next/static/chunks/t.js" async=""></script></template>';
    const finished = finish(PAGE.replace('</main>', `</main>${template}`));
    expect(finished.boot.scripts).toEqual(SCRIPTS);
    expect(finished.html).toContain(template);
  });

  it('reads the tags as a browser does, whatever their attributes order, quoting or case', () => {
    const page = PAGE.replace('<script src="/_next/static/chunks/main.js" async=""></script>', "<SCRIPT async SRC='/_next/static/chunks/main.js'></SCRIPT>");
    expect(finish(page).boot.scripts).toEqual(SCRIPTS);
  });

  it("keeps a query such as deploymentId's ?dpl= in the URLs it adds", () => {
    const finished = finish(PAGE.replace(/(\/_next\/static\/chunks\/[\w-]+\.js)"/g, '$1?dpl=abc"'));
    expect(finished.boot.scripts).toEqual(SCRIPTS.map((src) => `${src}?dpl=abc`));
    expect(finished.boot.preloads).toEqual([`${LATER}?dpl=abc`]);
    expect(finished.html).not.toMatch(/<(script|link)\b[^>]+chunks\/(main|turbopack-x|page|later)\.js/);
    expect(finished.html).toContain('<script src="/_next/static/chunks/polyfills.js?dpl=abc" noModule=""></script>');
  });

  it("finishes a page shaped like webpack's export: its webpack runtime (with its id) and main-app chunks, a low-priority preload", () => {
    const webpack = [
      '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      '<link rel="stylesheet" href="/_next/static/css/0a1b.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3.js"/>',
      '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
      '<script src="/_next/static/chunks/main-app-2.js" async=""></script>',
      '</head><body><main><h1>Página</h1></main>',
      '<script src="/_next/static/chunks/app/page-4.js" async=""></script>',
      `<script>${push('0:webpack page')}</script>`,
      '</body></html>',
    ].join('');
    const finished = finish(webpack);
    expect(finished.boot).toEqual({
      scripts: ['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/main-app-2.js', '/_next/static/chunks/app/page-4.js'],
      preloads: ['/_next/static/chunks/3.js'],
      attributes: {},
      // The runtime's own id stays with it, and only with it.
      own: { '/_next/static/chunks/webpack-1.js': { id: '_R_' } },
      vitals: '',
    });
    expect(finished.html).not.toMatch(/<(script|link)[^>]+\/_next\/static\/chunks\//);
    expect(finished.html.indexOf('id="boot-scripts"')).toBeLessThan(finished.html.indexOf('</head>'));
    expect(finished.policy).toContain(hashSource(push('0:webpack page')));
  });

  it('gives the boot script the attributes Next wrote on its tags (crossorigin), the fetch priority aside', () => {
    const finished = finish(CROSS_ORIGIN_PAGE);
    expect(finished.boot.attributes).toEqual({ crossorigin: 'anonymous' });
    expect(readBoot(finished.html)?.attributes).toEqual({ crossorigin: 'anonymous' });
    expect(finished.html).toContain('"attributes":{"crossorigin":"anonymous"}');
    expect(finished.boot.own).toEqual({});
    expect(finished.boot.scripts).toEqual(SCRIPTS);
    expect(finish(PAGE).boot.attributes).toEqual({});
  });

  it("keeps an attribute only some of Next's scripts carry with those scripts, out of the shared set", () => {
    const page = PAGE.replace(
      '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
      '<script src="/_next/static/chunks/turbopack-x.js" async="" crossorigin="anonymous" data-x="1"></script>',
    );
    const finished = finish(page);
    expect(finished.boot.attributes).toEqual({});
    expect(finished.boot.own).toEqual({ '/_next/static/chunks/turbopack-x.js': { crossorigin: 'anonymous', 'data-x': '1' } });
    expect(readBoot(finished.html)?.own).toEqual(finished.boot.own);
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
  const run = (vitals = '', source = PAGE) => {
    const page = finish(source, vitals).html;
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

  it('gives every script and preload it adds the attributes Next wrote on its tags (crossorigin)', () => {
    run('', CROSS_ORIGIN_PAGE);
    paint('first-contentful-paint');
    const elements = [...document.head.querySelectorAll('script[src], link[rel="preload"]')];
    expect(elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href'))).toEqual([LATER, ...SCRIPTS]);
    for (const element of elements) expect(element.getAttribute('crossorigin')).toBe('anonymous');
    expect((elements[1] as HTMLScriptElement).crossOrigin).toBe('anonymous');
  });

  it("gives a script its own attributes (the runtime's id), and no other script", () => {
    run(
      '',
      PAGE.replace('<script src="/_next/static/chunks/turbopack-x.js" async="">', '<script src="/_next/static/chunks/turbopack-x.js" id="_R_" async="">'),
    );
    paint('first-contentful-paint');
    const scripts = [...document.head.querySelectorAll('script[src]')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.getAttribute('id')])).toEqual([
      [SCRIPTS[0], null],
      [SCRIPTS[1], '_R_'],
      [SCRIPTS[2], null],
    ]);
    expect(document.head.querySelector('link[rel="preload"]')?.hasAttribute('id')).toBe(false);
  });

  it('adds no attribute Next did not write', () => {
    run();
    paint('first-contentful-paint');
    const elements = [...document.head.querySelectorAll('script[src], link[rel="preload"]')];
    expect(elements).toHaveLength(SCRIPTS.length + 1);
    for (const element of elements) expect(element.hasAttribute('crossorigin')).toBe(false);
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
    expect(bootedScripts(finish(PAGE).html)).toEqual([...SCRIPTS, LATER]);
  });

  it('finds none in a page Next has not been through the export step', () => {
    expect(bootedScripts(PAGE)).toEqual([]);
  });
});
