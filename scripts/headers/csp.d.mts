// Types of csp.mjs, for the unit tests that exercise it.
export type Sources = { scriptHashes?: string[]; styleHashes?: string[]; connect?: string[]; form?: string[] };

export function isGovernedScript(attrs: Record<string, string>): boolean;
export function inlineScripts(html: string): { governed: string[]; dataBlocks: string[] };
export function inlineStyles(html: string): string[];
export function inlineAttributeCode(html: string): string[];
export function hashSource(text: string): string;
export function endpointSource(value: string | undefined, name?: string): string | null;
export function endpointSources(env: Record<string, string | undefined>): { connect: string[]; form: string[] };
export function buildPolicy(sources: Sources): string;
export function pageHashes(html: string, file?: string): { scriptHashes: string[]; styleHashes: string[]; dataBlocks: number };
