import { CHUNK_TIMEOUT_MS } from '@/content/ui';
import { ChunkLoadError, chunkUrlFrom, type ChunkErrorType } from './chunk-load-error';
import { reportChunkError } from './report';
import { watchScripts } from './watch-scripts';

/** Loads of a part already under way: a second caller shares them (one request, one report). */
const inFlight = new Map<string, Promise<unknown>>();
/** The chunk URL of each part's last failure, so a retry can fetch it again. */
const lastFailure = new Map<string, string>();

/**
 * Loads a lazy part (a dynamic import) with the spec's 120 s time-out. A failure
 * becomes a ChunkLoadError carrying its type and the chunk URL, is reported once,
 * and rejects; calling again later retries. `part` names the part: calls with the
 * same name while one is pending share it.
 */
export function loadPart<T>(part: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  const pending = inFlight.get(part);
  if (pending) return pending as Promise<T>;
  const load = attempt(part, importer, timeoutMs).finally(() => inFlight.delete(part));
  inFlight.set(part, load);
  return load;
}

async function attempt<T>(part: string, importer: () => Promise<T>, timeoutMs: number): Promise<T> {
  const scripts = watchScripts();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(part, 'timeout', absolute(scripts.pending()))), timeoutMs);
  });
  try {
    const loaded = await Promise.race([importOrRefetch(part, importer, scripts), timeout]);
    lastFailure.delete(part);
    return loaded;
  } catch (cause) {
    const error = cause instanceof ChunkLoadError ? cause : await classify(part, cause, absolute(chunkUrlFrom(cause) || scripts.last()));
    if (error.url) lastFailure.set(part, error.url);
    reportChunkError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    scripts.stop();
  }
}

/**
 * A bundler that memoised the failed chunk rejects again without a new request.
 * Turbopack does so for chunks listed with their module ids (`included`); its
 * import() loaders in this build pass plain paths, which it does not memoise.
 * Either way: when a retry rejects without requesting the chunk that failed last
 * time, load that chunk with a script tag ourselves (it registers its modules) and
 * import once more.
 */
async function importOrRefetch<T>(part: string, importer: () => Promise<T>, scripts: ReturnType<typeof watchScripts>): Promise<T> {
  try {
    return await importer();
  } catch (cause) {
    const failedUrl = lastFailure.get(part);
    if (!failedUrl || scripts.requested(failedUrl)) throw cause;
    await injectScript(failedUrl);
    return importer();
  }
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load chunk ${src}`));
    };
    document.head.appendChild(script);
  });
}

function absolute(url: string): string {
  if (!url || typeof document === 'undefined') return url;
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

/** A chunk the server says is gone (404, 410) is `missing`; anything else is `error`. */
async function classify(part: string, cause: unknown, url: string): Promise<ChunkLoadError> {
  let type: ChunkErrorType = 'error';
  if (url) {
    try {
      const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
      if (response.status === 404 || response.status === 410) type = 'missing';
    } catch {
      type = 'error';
    }
  }
  return new ChunkLoadError(part, type, url, cause);
}
