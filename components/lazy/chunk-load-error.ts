export type ChunkErrorType = 'timeout' | 'missing' | 'error';

/** A lazily loaded part that did not arrive: why, and which file. */
export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  readonly url: string;
  readonly part: string;

  constructor(part: string, type: ChunkErrorType, url: string, cause?: unknown) {
    super(`Falha ao carregar a parte "${part}" (${type}): ${url || 'URL desconhecida'}`, { cause });
    this.name = 'ChunkLoadError';
    this.part = part;
    this.type = type;
    this.url = url;
  }
}

const CHUNK_URL = /(?:https?:\/\/[^\s'"()]+)?\/_next\/static\/[^\s'"()]+/;

/**
 * The chunk URL a bundler's error names, when it names one: webpack sets `request`;
 * Turbopack writes "Failed to load chunk /_next/static/chunks/x.js from module 123".
 * Wrapped errors are searched through their `cause`.
 */
export function chunkUrlFrom(error: unknown, depth = 0): string {
  if (error && typeof error === 'object' && 'request' in error && typeof error.request === 'string') return error.request;
  const message = error instanceof Error ? error.message : String(error ?? '');
  const url = message.match(CHUNK_URL)?.[0].replace(/[.,:;]+$/, '');
  if (url) return url;
  return error instanceof Error && error.cause && depth < 3 ? chunkUrlFrom(error.cause, depth + 1) : '';
}
