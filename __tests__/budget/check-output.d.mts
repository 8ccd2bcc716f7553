// Types of check-output.mjs, for the unit tests that exercise it.
export type RouteSpec = { route: string; html: string; canonical: string; indexed: boolean };
type Check = (name: string, ok: boolean, detail: string) => void;

export function pngSize(buffer: Buffer): { width: number; height: number } | null;
export function pageChecks(out: string, spec: RouteSpec, html: string, check: Check): void;
export function siteChecks(out: string, specs: RouteSpec[], check: Check): void;
