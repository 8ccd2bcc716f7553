import { CHUNK_TIMEOUT_MS } from '@/content/ui';
import { ChunkLoadError, chunkUrlFrom, type ChunkErrorType } from './chunk-load-error';
import { reportChunkError } from './report';
import { watchScripts } from './watch-scripts';

/** Loads of a part already under way: a second caller shares them (one request, one report). */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Loads a lazy part (a dynamic import) with the spec's 120 s time-out. A failure
 * becomes a ChunkLoadError carrying its type and the chunk URL, is reported once,
 * and rejects; calling again later retries: Turbopack does not remember a failed
 * import() of a chunk path, so the next call requests the chunk again (lazy-parts.spec.ts
 * fails, saying so, on a Next upgrade that changes this). `part` names the part: calls
 * with the same name while one is pending share it.
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
    return await Promise.race([importer(), timeout]);
  } catch (cause) {
    const error = cause instanceof ChunkLoadError ? cause : await classify(part, cause, absolute(chunkUrlFrom(cause) || scripts.last()));
    reportChunkError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    scripts.stop();
  }
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
