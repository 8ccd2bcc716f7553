// Loaded into wrangler's Node processes (`node --import` this file, scripts/serve/wrangler-local.mjs):
// the local runtime starts with no debugger at all. wrangler 4.86.0's `pages dev` has no option for
// it (its inspector is off only for `dev.inspector === false`, which pages dev never sets), and a
// debugger on this computer is open to every page of the browser:
//   - wrangler's InspectorProxyWorker on 127.0.0.1:9229 accepts a WebSocket whose Origin is any
//     localhost port; the environment variable VSCODE_INSPECTOR_OPTIONS (which wrangler reads as
//     "a VS Code debug terminal is attached") keeps it from starting: wrangler-local.mjs sets it;
//   - the user worker's runtime (workerd) still gets `--inspector-addr=localhost:0`, because wrangler
//     hands miniflare `inspectorPort: 0`; workerd's own inspector checks no Origin at all, so a page
//     that finds its port (a scan of a few thousand ports) debugs the inbox's function, its secrets
//     and the leads passing through it. This file removes that port from the options wrangler gives
//     miniflare: no `--inspector-addr`, nothing listens.
// Written for wrangler 4.86.0 and its miniflare (both pinned, package.json): wrangler requires
// 'miniflare' and calls `new Miniflare(options)` and `setOptions(options)`, then reads
// `options.inspectorPort` to decide whether to ask for the inspector's address. The options are
// changed in place so that wrangler reads the same answer. e2e/local-inspector.spec.ts proves the
// result for `npm start` (no port of the server's process tree gives a page a debugging session),
// and fails, naming this file, if a wrangler upgrade stops calling miniflare this way.
import Module from 'node:module';

/**
 * @typedef {{ inspectorPort?: number, inspectorHost?: string, workers?: { unsafeInspectorProxy?: boolean }[] }} InspectedOptions
 */

/** Strips the debugger from miniflare's options, in place (wrangler reads them again afterwards). */
export function withoutInspector(/** @type {InspectedOptions} */ options) {
  if (options && typeof options === 'object') {
    delete options.inspectorPort;
    delete options.inspectorHost;
    for (const worker of options.workers ?? []) delete worker.unsafeInspectorProxy;
  }
  return options;
}

/** @typedef {new (options: InspectedOptions) => { setOptions(options: InspectedOptions): Promise<void> }} MiniflareClass */

const loader = /** @type {{ _load: (request: string, parent: unknown, isMain: boolean) => unknown }} */ (/** @type {unknown} */ (Module));
const load = loader._load;
/** @type {WeakMap<object, object>} */
const wrapped = new WeakMap();

/** @type {typeof load} */
loader._load = function (request, parent, isMain) {
  const exports = load.call(this, request, parent, isMain);
  if (request !== 'miniflare' || !exports || typeof exports !== 'object') return exports;
  const known = wrapped.get(exports);
  if (known) return known;
  const Original = /** @type {{ Miniflare?: MiniflareClass }} */ (exports).Miniflare;
  if (typeof Original !== 'function') {
    throw new Error(
      'scripts/serve/no-inspector.mjs: miniflare no longer exports its Miniflare class; the local server would start with its debugger open. Check this file against the installed wrangler.',
    );
  }
  class Miniflare extends Original {
    /** @param {InspectedOptions} options */
    constructor(options) {
      super(withoutInspector(options));
    }
    /** @param {InspectedOptions} options */
    setOptions(options) {
      return super.setOptions(withoutInspector(options));
    }
  }
  // The package's other exports stay as they are (its getters, through the prototype).
  const patched = Object.create(exports, { Miniflare: { value: Miniflare, enumerable: true } });
  wrapped.set(exports, patched);
  return patched;
};
