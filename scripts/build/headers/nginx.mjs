// The site's Content-Security-Policy for nginx, which does not read `_headers`: out.nginx-csp.conf
// sets $csp_policy for the server's `add_header Content-Security-Policy $csp_policy always;`
// (docs/deployment.md, nginx), by the type of the answer nginx is sending: a page (text/html, the
// 404 page included) gets the pages' header policy (each page's hashes are in its own <meta>),
// every other answer the policy under which nothing runs (headers-file.mjs, ASSET_POLICY), so an
// SVG or XML file runs no script on the site's origin whatever its name or folder. The file only
// changes with the build's lead endpoint (the pages' form-action).
import { buildHeaderPolicy, endpointSources } from './csp.mjs';
import { ASSET_POLICY } from './headers-file.mjs';

export const NGINX_CSP_VARIABLE = '$csp_policy';

/**
 * The text of nginx-csp.conf for the build's environment.
 * @param {Record<string, string | undefined>} [env]
 */
export function buildNginxCspMap(env = {}) {
  const policy = buildHeaderPolicy(endpointSources(env));
  for (const value of [policy, ASSET_POLICY]) if (/["$\\]/.test(value)) throw new Error('nginx-csp.conf: the policy cannot be quoted for nginx');
  return [
    '# Written by scripts/build/security-headers.mjs after `next build`; rebuild rather than edit.',
    "# Include it in nginx's http {} context (see docs/deployment.md, nginx).",
    `map $sent_http_content_type ${NGINX_CSP_VARIABLE} {`,
    `    default "${ASSET_POLICY}";`,
    `    ~^text/html "${policy}";`,
    '}',
    '',
  ].join('\n');
}
