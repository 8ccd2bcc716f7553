/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Photo } from '@/components/ui/photo';
import { buildHeaderPolicy } from '@/scripts/build/headers/csp.mjs';
import { parseHeadersFile } from '@/scripts/build/headers/headers-file.mjs';
import { buildPhotos, type PhotoManifest } from '@/scripts/build/photos.mjs';
import { nextPage } from './fixtures';
import { cloudflareHeadersFor, netlifyHeadersFor, netlifyRules } from './hosts';

// A company far past today's content: 60 projects with 200 photos between them, each project on
// a page of its own and all of them on the home page, and 1,000 built files under /_next/static.
// The photos go through the build's own step (scripts/build/photos.mjs, small ones, so the test stays
// quick), the export is laid out as `next build` leaves it (public/ copied in: the originals in
// photos/, the variants and their manifest in generated/photos/), and the build's own post-build
// step (scripts/build/finish-export.mjs) finishes it. What it leaves must deploy on every host that
// reads `_headers`: within Cloudflare Pages' limits (100 rules, 2,000 characters a line, 25 MiB a
// file), read by Netlify's own parser without error, every photo variant and chunk cached for
// good and every page revalidated on both hosts, and no original photo published.

jest.setTimeout(120_000);

const PROJECTS = 60;
const PHOTOS = 200;
const CHUNKS = 1000;
const ROOT = join(__dirname, '..', '..', '..');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CLOUDFLARE = { rules: 100, line: 2000, fileBytes: 25 * 1024 * 1024 };

let dir: string;
let out: string;
let text: string;
let files: { path: string; bytes: number }[];
let variants: string[];

/** Every file under `root`, as request paths with their sizes. */
const listFiles = (root: string): { path: string; bytes: number }[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path: `/${relative(root, path).split(sep).join('/')}`, bytes: statSync(path).size }));

/** The `photos` of a project: 3 or 4 of the 200, every photo shown by one project. */
const photosOf = (project: number) => Array.from({ length: PHOTOS }, (_, n) => n).filter((n) => Math.floor((n * PROJECTS) / PHOTOS) === project);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'large-site-'));
  const source = join(dir, 'public', 'photos');
  const generated = join(dir, 'public', 'generated', 'photos');
  mkdirSync(source, { recursive: true });
  await Promise.all(
    Array.from({ length: PHOTOS }, (_, n) =>
      sharp({ create: { width: 200, height: 125, channels: 3, background: { r: n, g: 120, b: 255 - n } } })
        .jpeg()
        .toFile(join(source, `projeto-${String(n + 1).padStart(3, '0')}.jpg`)),
    ),
  );
  await buildPhotos({ sourceDir: source, outDir: generated, publicBase: '/generated/photos' });
  const manifest = JSON.parse(readFileSync(join(generated, 'manifest.json'), 'utf8')) as PhotoManifest;

  // The export as `next build` leaves it: the pages, Next's files, and public/ copied in.
  out = join(dir, 'out');
  cpSync(join(dir, 'public'), out, { recursive: true });
  // An original too large for any host, as one could be copied before the build refused them.
  writeFileSync(join(out, 'photos', 'drone-12000x12000.jpg'), Buffer.alloc(34_600_000));
  for (let i = 0; i < CHUNKS; i++) {
    const name = `${(i * 2654435761).toString(36).padStart(13, '0')}.${i % 10 === 0 ? 'css' : 'js'}`;
    mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(out, '_next', 'static', 'chunks', name), `/* ${i} */`);
  }
  // The stylesheet every page links, with the brand face whose file the post-build step preloads.
  writeFileSync(
    join(out, '_next', 'static', 'chunks', 'a.css'),
    '@font-face{font-family:Outfit;font-display:optional;src:url(../media/o.woff2)format("woff2")}',
  );
  const picture = (n: number) =>
    renderToStaticMarkup(
      <Photo src={`/photos/projeto-${String(n + 1).padStart(3, '0')}.jpg`} alt="Telhado com placas solares" sizes="100vw" manifest={manifest} />,
    );
  const page = (body: string, head = '') => nextPage([`0:${body.length}`], head).replace('<h1>Página</h1>', body);
  const home = Array.from({ length: PROJECTS }, (_, p) => picture(photosOf(p)[0]!)).join('') + '<section id="contact"></section>';
  writeFileSync(join(out, 'index.html'), page(home));
  writeFileSync(
    join(out, '404.html'),
    page(
      `<section aria-labelledby="pagina-nao-encontrada"><h2 id="pagina-nao-encontrada">Página não encontrada</h2></section>${home}`,
      '<meta name="robots" content="noindex"/>',
    ),
  );
  for (let p = 0; p < PROJECTS; p++) {
    mkdirSync(join(out, 'projetos', `projeto-${p + 1}`), { recursive: true });
    writeFileSync(join(out, 'projetos', `projeto-${p + 1}`, 'index.html'), page(photosOf(p).map(picture).join('')));
  }

  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build', 'finish-export.mjs'), out], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, NEXT_PUBLIC_LEAD_ENDPOINT: '', NEXT_PUBLIC_VITALS_URL: '' },
  });
  text = readFileSync(join(out, '_headers'), 'utf8');
  files = listFiles(out);
  variants = files.map((file) => file.path).filter((path) => path.startsWith('/generated/photos/'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`a site of ${PROJECTS} projects and ${PHOTOS} photos, after the build's post-build step`, () => {
  it('is the site the test means: every photo made, shown on a page, and 1,000 built files', () => {
    expect(variants).toHaveLength(PHOTOS * 2);
    const pages = files.filter((file) => file.path.endsWith('.html')).map((file) => readFileSync(join(out, file.path), 'utf8'));
    const shown = new Set(pages.flatMap((html) => [...html.matchAll(/\/generated\/photos\/[\w.-]+\.(?:avif|webp)/g)].map((m) => m[0])));
    expect(shown.size).toBe(PHOTOS * 2);
    expect(files.filter((file) => file.path.startsWith('/_next/static/')).length).toBeGreaterThanOrEqual(CHUNKS);
  });

  it(`has at most ${CLOUDFLARE.rules} rules and no line over ${CLOUDFLARE.line} characters (Cloudflare Pages), and Netlify's parser reads them all`, () => {
    const rules = parseHeadersFile(text);
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE.rules);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(CLOUDFLARE.line);
    expect(netlifyRules(text)).toHaveLength(rules.length);
  });

  it('publishes no original photo and no manifest, and no file over 25 MiB', () => {
    expect(existsSync(join(out, 'photos'))).toBe(false);
    expect(existsSync(join(out, 'generated', 'photos', 'manifest.json'))).toBe(false);
    expect(files.filter((file) => file.bytes > CLOUDFLARE.fileBytes)).toEqual([]);
  });

  it('caches every photo variant and chunk for good, and revalidates every page, on both hosts', () => {
    const netlify = netlifyRules(text);
    const chunks = files.map((file) => file.path).filter((path) => path.startsWith('/_next/static/'));
    for (const path of [...variants, ...chunks]) {
      expect([path, netlifyHeadersFor(netlify, path)['Cache-Control']]).toEqual([path, IMMUTABLE]);
      expect([path, cloudflareHeadersFor(text, path)['Cache-Control']]).toEqual([path, IMMUTABLE]);
    }
    for (let p = 1; p <= PROJECTS; p++) {
      const path = `/projetos/projeto-${p}/`;
      for (const headers of [netlifyHeadersFor(netlify, path), cloudflareHeadersFor(text, path)]) {
        expect([path, headers['Cache-Control'], headers['Content-Security-Policy']]).toEqual([path, 'no-cache', buildHeaderPolicy({})]);
      }
    }
  });
});
