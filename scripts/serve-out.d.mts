// Types of serve-out.mjs, for the unit tests.
import type { Server } from 'node:http';

export type Answer = { status: number; file?: string; location?: string };
export function acceptsGzip(header?: string): boolean;
export function resolveRequest(root: string, pathname: string): Answer;
export function serveOut(options: { root: string; host: string; port: number }): Server;
export const DEFAULT_CACHE_CONTROL: string;
