// The same per-page policies for nginx, which does not read `_headers`: a `map` from the
// request's $uri to its Content-Security-Policy, written to out/nginx-csp.conf by every
// build, so the hashes deployed always belong to the HTML deployed beside them.
//
// nginx evaluates add_header after internal redirects, when $uri is the file it serves:
// `/` has become `/index.html`, an unknown path `/404.html` (error_page). Those keys are
// the ones that matter; the others cover direct requests. Anything else (scripts, images,
// files nobody listed) gets the policy with no hash at all.
import { buildPolicy, endpointSources } from './csp.mjs';
import { pagePaths } from './headers-file.mjs';

export const NGINX_CSP_VARIABLE = '$csp_policy';

/**
 * The text of nginx-csp.conf for the policies buildHeadersFile returned (keyed by file).
 * @param {Record<string, string>} policies
 * @param {Record<string, string | undefined>} [env]
 */
export function buildNginxCspMap(policies, env = {}) {
  const fallback = buildPolicy(endpointSources(env));
  const entries = Object.entries(policies).flatMap(([file, policy]) => pagePaths(file).map((path) => /** @type {const} */ ([path, policy])));
  for (const [key, value] of [/** @type {const} */ (['default', fallback]), ...entries]) {
    if (/["$\\]/.test(key + value)) throw new Error(`nginx-csp.conf: ${key} cannot be quoted for nginx`);
  }
  const width = Math.max(...entries.map(([path]) => path.length + 2));
  const lines = entries.map(([path, policy]) => `    ${`"${path}"`.padEnd(width)} "${policy}";`);
  return [
    '# Written by scripts/security-headers.mjs after `next build`; rebuild rather than edit.',
    "# Include it in nginx's http {} context (see README, Deploying > nginx).",
    `map $uri ${NGINX_CSP_VARIABLE} {`,
    `    ${'default'.padEnd(width)} "${fallback}";`,
    ...lines,
    '}',
    '',
  ].join('\n');
}
