// The site's header policy for nginx, which does not read `_headers`: out/nginx-csp.conf sets
// $csp_policy for the server's `add_header Content-Security-Policy $csp_policy always;`
// (docs/deployment.md, nginx). The same value for every path: each page's hashes are in its own
// <meta> policy, so the file only changes with the build's lead endpoint (its form-action).
import { buildHeaderPolicy, endpointSources } from './csp.mjs';

export const NGINX_CSP_VARIABLE = '$csp_policy';

/**
 * The text of nginx-csp.conf for the build's environment.
 * @param {Record<string, string | undefined>} [env]
 */
export function buildNginxCspMap(env = {}) {
  const policy = buildHeaderPolicy(endpointSources(env));
  if (/["$\\]/.test(policy)) throw new Error('nginx-csp.conf: the policy cannot be quoted for nginx');
  return [
    '# Written by scripts/security-headers.mjs after `next build`; rebuild rather than edit.',
    "# Include it in nginx's http {} context (see docs/deployment.md, nginx).",
    `map $uri ${NGINX_CSP_VARIABLE} {`,
    `    default "${policy}";`,
    '}',
    '',
  ].join('\n');
}
