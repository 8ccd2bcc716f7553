import { currentPage, sendBeacon } from '@/lib/beacon/beacon';
import type { ChunkLoadError } from './chunk-load-error';

const reported = new WeakSet<ChunkLoadError>();

/**
 * One report per failure: the console always; the web-vitals endpoint too when
 * NEXT_PUBLIC_VITALS_URL was set at build time. Reporting the same error again is a no-op.
 */
export function reportChunkError(error: ChunkLoadError) {
  if (reported.has(error)) return;
  reported.add(error);
  console.error(`ChunkLoadError [${error.type}] ${error.url}`, error);
  sendBeacon({ name: 'ChunkLoadError', part: error.part, type: error.type, url: error.url, page: currentPage() });
}
