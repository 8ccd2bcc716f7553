import type { ChunkLoadError } from './chunk-load-error';

/** One report per failure: the console now; the beacon when an endpoint is configured. */
export function reportChunkError(error: ChunkLoadError) {
  console.error(`ChunkLoadError [${error.type}] ${error.url}`, error);
}
