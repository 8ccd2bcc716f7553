// Types of nginx.mjs, for the unit tests.
export const NGINX_CSP_VARIABLE: string;
export function buildNginxCspMap(policies: Record<string, string>, env?: Record<string, string | undefined>): string;
