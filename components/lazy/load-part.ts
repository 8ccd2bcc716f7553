import { CHUNK_TIMEOUT_MS } from '@/content/ui';
import { ChunkLoadError, chunkUrlFrom, type ChunkErrorType } from './chunk-load-error';
import { reportChunkError } from './report';

/**
 * Loads a lazy part (a dynamic import) with the spec's 120 s time-out. A failure
 * becomes a ChunkLoadError carrying its type and the chunk URL, is reported once,
 * and rejects; calling again later retries.
 */
export function loadPart<T>(part: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  const requested = watchScriptRequests();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(part, 'timeout', requested.last())), timeoutMs);
  });

  return Promise.race([importer(), timeout])
    .catch(async (cause: unknown) => {
      const error =
        cause instanceof ChunkLoadError
          ? cause
          : await classify(part, cause, chunkUrlFrom(cause) || requested.last());
      reportChunkError(error);
      throw error;
    })
    .finally(() => {
      clearTimeout(timer);
      requested.stop();
    });
}

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

/** Remembers the script URLs the bundler adds while a part loads. */
function watchScriptRequests() {
  const urls: string[] = [];
  const observer =
    typeof MutationObserver === 'undefined'
      ? null
      : new MutationObserver((records) => {
          for (const record of records) {
            record.addedNodes.forEach((node) => {
              if (node instanceof HTMLScriptElement && node.src) urls.push(node.src);
            });
          }
        });
  if (observer && typeof document !== 'undefined') observer.observe(document.documentElement, { childList: true, subtree: true });
  return { last: () => urls.at(-1) ?? '', stop: () => observer?.disconnect() };
}
