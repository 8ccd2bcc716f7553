/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { nginxConfPath, writeSecurityHeaders } from '@/scripts/build/security-headers.mjs';

// What the build writes for the hosts besides the pages: `_headers` inside the export (Cloudflare
// Pages and Netlify read it from the folder they publish, and never serve it), and the nginx map
// beside the export, never in it: whatever publishes the folder as it is (a bucket sync, an rsync, a
// host that serves every file) would publish the server's configuration with the site.

let parent = '';
let out = '';
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'host-files-'));
  out = join(parent, 'out');
  mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
  for (const page of ['index.html', '404.html']) writeFileSync(join(out, page), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(out, '_next', 'static', 'chunks', 'a1b2c3.js'), 'console.log(1)');
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

it('writes _headers in the export and the nginx map beside it, named after it, not in it', () => {
  writeSecurityHeaders(out, { NEXT_PUBLIC_LEAD_ENDPOINT: '/api/leads' });
  expect(readdirSync(out).sort()).toEqual(['404.html', '_headers', '_next', 'index.html']);
  const conf = nginxConfPath(out);
  expect([dirname(conf), basename(conf)]).toEqual([parent, 'out.nginx-csp.conf']);
  expect(readFileSync(conf, 'utf8')).toMatch(/^map \$sent_http_content_type \$csp_policy \{$/m);
});

it('names the map after each export, so two exports side by side keep their own', () => {
  const lead = join(parent, 'out-lead');
  mkdirSync(lead);
  for (const page of ['index.html', '404.html']) writeFileSync(join(lead, page), '<!doctype html><html><head></head><body></body></html>');
  writeSecurityHeaders(out, {});
  writeSecurityHeaders(lead, { NEXT_PUBLIC_LEAD_ENDPOINT: 'https://formspree.io/f/abcdwxyz' });
  expect(readFileSync(nginxConfPath(out), 'utf8')).not.toContain('formspree');
  expect(readFileSync(nginxConfPath(lead), 'utf8')).toContain('https://formspree.io/f/abcdwxyz');
  expect(existsSync(join(lead, 'nginx-csp.conf'))).toBe(false);
});
