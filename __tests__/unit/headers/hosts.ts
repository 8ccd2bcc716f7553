import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headersFor, parseHeadersFile } from '@/scripts/build/headers/headers-file.mjs';

// What each host that reads `_headers` sends for a path, from the file as the build wrote it:
//   - Netlify: its own parser, @netlify/headers-parser (the package its build and netlify-cli use),
//     run in a child process (it is an ES module), and netlify-cli's headersForPath: every rule
//     whose RegExp matches the path, a later one's value replacing an earlier one's;
//   - Cloudflare Pages: the rules matched as its asset server does (headers-file.mjs, pathMatches
//     and headersFor), and what that server does after them: a 404 loses any Cache-Control the
//     rules gave it and gets `no-store` (workers-sdk, pages-shared/asset-server/handler.ts; measured
//     with wrangler 4.86.0 in docs/deployment.md#caching).

const ROOT = join(__dirname, '..', '..', '..');

export type NetlifyRule = { for: string; source: string; flags: string; values: Record<string, string> };

const PARSE = `
import { parseAllHeaders } from '@netlify/headers-parser';
const { headers, errors } = await parseAllHeaders({ headersFiles: [process.argv[1]], minimal: false });
process.stdout.write(JSON.stringify({
  errors: errors.map((error) => error.message),
  headers: headers.map((rule) => ({ for: rule.for, source: rule.forRegExp.source, flags: rule.forRegExp.flags, values: rule.values })),
}));
`;

/** The rules of a `_headers` text as Netlify's parser reads them; a parse error fails the test. */
export function netlifyRules(text: string): NetlifyRule[] {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-headers-'));
  try {
    writeFileSync(join(dir, '_headers'), text);
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', PARSE, join(dir, '_headers')], { cwd: ROOT, encoding: 'utf8' });
    const { errors, headers } = JSON.parse(output) as { errors: string[]; headers: NetlifyRule[] };
    if (errors.length > 0) throw new Error(`Netlify's parser refused the file:\n${errors.join('\n')}`);
    return headers;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PARSE_CONFIG = `
import { parseAllHeaders } from '@netlify/headers-parser';
const { headers, errors } = await parseAllHeaders({ configHeaders: JSON.parse(process.argv[1]), minimal: false });
process.stdout.write(JSON.stringify({ errors: errors.map((error) => error.message), headers }));
`;

/** Rules given as netlify.toml's [[headers]] tables (or a build plugin's netlifyConfig.headers), as Netlify's parser keeps them. */
export function netlifyConfigRules(tables: Record<string, unknown>[]): { errors: string[]; headers: Record<string, unknown>[] } {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', PARSE_CONFIG, JSON.stringify(tables)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output) as { errors: string[]; headers: Record<string, unknown>[] };
}

/** The headers Netlify sends for `path` (netlify-cli, utils/headers.ts, headersForPath). */
export function netlifyHeadersFor(rules: NetlifyRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => new RegExp(rule.source, rule.flags).test(path)).map((rule) => rule.values)) as Record<string, string>;
}

/** The headers Cloudflare Pages sends for `path` answered with `status`. */
export function cloudflareHeadersFor(text: string, path: string, status = 200): Record<string, string> {
  const headers = headersFor(parseHeadersFile(text), path);
  if (status !== 404) return headers;
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'));
  return { ...kept, 'Cache-Control': 'no-store' };
}
