// Types of headers-file.mjs, for the unit tests and the e2e server.
export type Page = { file: string; html: string };
export type Rule = { path: string; headers: [string, string][]; detach: string[] };

export const SECURITY_HEADERS: [string, string][];
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const MAX_LINE: number;
export const MAX_RULES: number;

export function pagePaths(file: string): string[];
export function buildHeadersFile(
  pages: Page[],
  env?: Record<string, string | undefined>,
  staticFiles?: string[],
): { text: string; policies: Record<string, string>; siteWide: string };
export function parseHeadersFile(text: string): Rule[];
export function pathMatches(pattern: string, pathname: string): boolean;
export function headersFor(rules: Rule[], pathname: string): Record<string, string>;
