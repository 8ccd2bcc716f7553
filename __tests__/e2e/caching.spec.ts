import { randomUUID } from 'node:crypto';
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

// Only files that exist are cached as immutable. A chunk missing for a while (a deploy gap, a
// chunk that failed once) is answered 404 and never stored, although the `/_next/static/*` rule
// that makes chunks immutable matches its path too: Cloudflare Pages' asset server, which the
// test server follows, drops a 404's Cache-Control and sends `no-store` (docs/deployment.md#caching
// has what each host does). Once the chunk is back the browser fetches it instead of replaying a cached 404.

const CHUNKS = join(__dirname, '..', '..', 'out', '_next', 'static', 'chunks');

test.describe('caching', () => {
  test('a missing /_next/static file is answered 404 without immutable, and is fetched again once it exists', async ({ page, issues }) => {
    // The test serves a chunk that is not there yet, on purpose.
    const name = `e2e-${randomUUID()}.js`;
    const path = `/_next/static/chunks/${name}`;
    issues.allow({ url: new RegExp(`${name}$`) });
    issues.allow({ console: new RegExp(`Failed to load resource.*${name}`) });
    await page.goto('/');

    const missing = await page.request.get(path);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control'] ?? '', 'a 404 is never cached for long').not.toMatch(/immutable|max-age=[1-9]/);
    expect(missing.headers()['cache-control']).toBe('no-store');
    // The 404 page itself is never stored either: served at an unknown path, and under its own name.
    expect((await page.request.get('/pagina-que-nao-existe/')).headers()['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    expect((await page.request.get('/404.html')).headers()['cache-control']).toBe('no-store');

    // The browser's own HTTP cache: ask, miss, let the file appear, ask again.
    const fetchStatus = () => page.evaluate((url) => fetch(url).then((response) => response.status), path);
    expect(await fetchStatus()).toBe(404);
    const existing = readdirSync(CHUNKS).find((file) => file.endsWith('.js'))!;
    copyFileSync(join(CHUNKS, existing), join(CHUNKS, name));
    try {
      expect(await fetchStatus(), 'the file is fetched now that it exists, not replayed from a cached 404').toBe(200);
    } finally {
      rmSync(join(CHUNKS, name), { force: true });
    }
  });
});
