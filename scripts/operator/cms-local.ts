// `npm run cms`: the CMS on this computer (docs/content.md#on-your-own-computer). It runs
//   - the local proxy (scripts/operator/cms-proxy.ts: decap-server's code behind a server of ours), on
//     127.0.0.1:8081 (CMS_PROXY_PORT), through which the CMS page reads and writes the files of
//     content/company/ and public/photos/, and nothing else: it answers only that page (its origin,
//     the proxy's own Host, the address with this run's secret that the page's config names);
//   - a preview of the site as it will be published, at http://localhost:3000/ (PORT), on
//     127.0.0.1 and answering only the names localhost and 127.0.0.1, built into out-cms/ (the
//     production build, not a development server: `next dev` keeps the content it read first and
//     would not show a change), with the CMS at /admin/ pointed at the proxy; photos are served
//     from public/photos/ as soon as the CMS saves them;
//   - a rebuild after every change the CMS saves (about 20 to 40 s), into out-cms-next/, which
//     replaces out-cms/ only when it succeeds: when the build refuses the content, the terminal
//     prints the whole message of the step that refused it (naming the screen and the field, in
//     Portuguese) and the preview keeps the last version that built.
// Ctrl-C stops all of it. What the terminal says is for the company's person: in Portuguese.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { writeAdmin } from './cms-admin';
import { startCmsProxy, type CmsProxy } from './cms-proxy';
import { buildHeadersFile } from '../build/headers/headers-file.mjs';
import { serveOut } from '../serve/serve-out.mjs';
import { nginxConfPath } from '../build/security-headers.mjs';

export const PREVIEW_DIR = 'out-cms';
const STAGING_DIR = 'out-cms-next';
/** What the CMS writes: a change there rebuilds the preview. */
const WATCHED = ['content/company', 'public/photos'];
const DEBOUNCE_MS = 1000;

const log = (message: string) => console.log(`cms: ${message}`);

/**
 * The first line of each step's refusal: the content check (scripts/operator/cms.mjs check, naming screen
 * and field) and, with SITE_ENV=production, the prebuild's check:launch.
 */
const REFUSALS = ['O conteúdo da empresa tem', 'check:launch (SITE_ENV=production)'];

/**
 * What the terminal shows of a build that failed: the refusing step's whole message, from its
 * first line to the end of the output (the build stops there), without the chatter before it; the
 * whole output when no step says why (next build's own errors). Never a slice of the message.
 */
export function refusalMessage(output: string): string {
  const starts = REFUSALS.map((first) => output.indexOf(first)).filter((index) => index >= 0);
  return output.slice(starts.length ? Math.min(...starts) : 0).trim();
}

/** The preview's server: the export, the photos just saved, and only its own two names (Host). */
export function servePreview({ root, preview, port }: { root: string; preview: string; port: number }) {
  // Until a build writes the preview's own, the site's rules (no page yet, only the CMS page): it is
  // served at once, and must not be framed by another site open in the browser meanwhile.
  mkdirSync(preview, { recursive: true });
  if (!existsSync(join(preview, '_headers'))) writeFileSync(join(preview, '_headers'), buildHeadersFile([]).text);
  const mounts = { '/photos/': join(root, 'public/photos') };
  return serveOut({ root: preview, host: '127.0.0.1', port, mounts, hosts: [`localhost:${port}`, `127.0.0.1:${port}`] });
}

export async function runLocalCms(root: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const port = Number(env.PORT || 3000);
  const proxyPort = Number(env.CMS_PROXY_PORT || 8081);
  const site = `http://localhost:${port}/`;
  const preview = join(root, PREVIEW_DIR);
  const staging = join(root, STAGING_DIR);
  mkdirSync(join(root, 'public/photos'), { recursive: true });

  let proxy: CmsProxy;
  try {
    proxy = await startCmsProxy({
      root,
      port: proxyPort,
      origins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      onRefuse: (message) => console.warn(`cms: o proxy local recusou um pedido: ${message}`),
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.error(`cms: o proxy local não abriu a porta ${proxyPort} (${why}); ela está em uso? Escolha outra em CMS_PROXY_PORT.`);
    process.exitCode = 1;
    return;
  }
  const local = { proxy: proxy.url, site };
  // The CMS first, so it works while the first preview builds.
  writeAdmin(preview, { env, local, root });
  const server = servePreview({ root, preview, port });

  proxy.onStop((why) => {
    if (!stopping) {
      console.error(`cms: o proxy local parou (${why}); rode npm run cms de novo.`);
      stop(1);
    }
  });

  let build: ChildProcess | undefined;
  let pending = false;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  const rebuild = () => {
    if (build) {
      pending = true;
      return;
    }
    pending = false;
    const started = Date.now();
    log('montando a prévia…');
    rmSync(staging, { recursive: true, force: true });
    let output = '';
    build = spawn('npm', ['run', '--silent', 'build'], {
      cwd: root,
      // Types are the developer's business (npm test): the preview skips Next's second pass over them.
      env: { ...env, EXPORT_DIR: STAGING_DIR, SKIP_BUILD_TYPECHECK: '1', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.on('exit', (code) => {
      build = undefined;
      if (stopping) return;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0 && existsSync(join(staging, 'index.html'))) {
        writeAdmin(staging, { env, local, root });
        rmSync(preview, { recursive: true, force: true });
        renameSync(staging, preview);
        // The build's nginx map, written beside the export: the preview serves with serve-out, not nginx.
        rmSync(nginxConfPath(staging), { force: true });
        log(`a prévia está atualizada (${seconds} s): recarregue ${site}`);
      } else {
        console.error(`cms: a montagem recusou a mudança (${seconds} s); ${site} continua mostrando a última versão que montou. O motivo:`);
        console.error(refusalMessage(output));
      }
      if (pending) rebuild();
    });
  };

  const watchers: FSWatcher[] = WATCHED.map((dir) =>
    watch(join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, DEBOUNCE_MS);
    }),
  );

  const stop = (code = 0) => {
    stopping = true;
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    // The build runs in a process group of its own (npm, next and its workers): end all of it.
    if (build?.pid) process.kill(-build.pid, 'SIGTERM');
    void proxy.close();
    server.close();
    process.exitCode = code;
  };
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());

  server.on('error', (error: Error) => {
    console.error(`cms: a prévia não abriu a porta ${port} (${error.message}); ela está em uso? Escolha outra em PORT.`);
    stop(1);
  });
  await new Promise((listening) => server.once('listening', listening));
  log(`abra ${site}admin/ para editar o conteúdo ("Entrar" abre esta pasta); a prévia do site é ${site}`);
  log('as mudanças são gravadas como arquivos em content/company/ e public/photos/; para publicar, faça commit e push. Ctrl-C encerra.');
  log(`só esta página fala com o proxy local (${proxy.url.replace(/\/[^/]+\/api\/v1$/, '')}), e só sobre essas duas pastas; tudo escuta apenas em 127.0.0.1.`);
  rebuild();
  await new Promise<void>((done) => {
    const check = setInterval(() => {
      if (stopping && !build) {
        clearInterval(check);
        done();
      }
    }, 200);
  });
}
