// Types of measure.mjs, for the unit tests that exercise it.
export type Bytes = { raw: number; gzip: number };
export type Request = { element: string; url: string; attrs?: Record<string, string> };
export type Measured = Bytes & { files: (Bytes & { url: string })[] };

export function requestsOf(html: string): Request[];
export function firstLoadScripts(html: string): { scripts: string[]; nomodule: string[] };
export function stylesheetsOf(html: string): string[];
export function externalRequests(html: string, css?: string): Request[];
export function renderBlocking(html: string, css?: string): Request[];
export function bytesOf(buffer: Buffer): Bytes;
export function measurePage(
  outDir: string,
  htmlPath: string,
): { html: Bytes; js: Measured; css: Measured; fonts: Measured; nomodule: string[]; external: Request[]; blocking: Request[]; htmlText: string; cssText: string };
export function lazyChunksContaining(outDir: string, htmlPath: string, marker: string): string[];
export const KiB: number;
export function kib(bytes: number): string;
