// The local proxy of `npm run cms` (docs/content.md#what-each-local-server-can-reach): the CMS at
// /admin/ reads and writes the project's files through it. The work is decap-server's (Decap's own
// proxy, 3.11): its Express app, as its package exports it for embedding (registerLocalFs, the
// `fs` mode), with its request validation and its file code. decap-server alone answers any page
// of any localhost port (its CORS), never looks at Host, and reaches every file of the project
// (.dev.vars, package.json, the local leads database in .wrangler/). So its app listens on no port
// of its own: it is called in this process, behind a server that answers only
//   - requests whose Host is this server's own (127.0.0.1:<port>): no rebound domain (DNS rebinding);
//   - from the CMS page's exact origins (http://localhost:<PORT> and http://127.0.0.1:<PORT>):
//     every other page gets a 403 and no CORS header, and its preflight fails;
//   - at /<secret>/api/v1, the secret drawn at each start and written into the CMS page's
//     config.yml (local_backend.url): Decap's proxy backend sends no header of its own, so the secret
//     is a path segment; anything else is a 404;
//   - the actions of decap-server's `fs` mode, whose every path (entry, data file, new path, asset,
//     media file, folder, deleted file) lies, after resolving links, in content/company/ or
//     public/photos/, and whose folder listings hold no link out of them; only the names the
//     schemas define (cms-names.ts: each screen's file and the entries' files in content/company/,
//     never the code beside them nor a dot-file; a photo's name in public/photos/, with the bytes
//     of the format its extension says), and no entry moved from the folder itself (decap-server
//     would move every file beside it); anything else is a 403, before decap-server reads or
//     writes anything.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { MEDIA_FOLDER } from './cms-config';
import { contentNameProblem, LISTED_FOLDERS, photoBytesProblem, photoNameProblem, photoPatterns } from './cms-names';

/** The only folders the CMS may read and write (docs/content.md): the company's content and its photos. */
export const CMS_FOLDERS = ['content/company', MEDIA_FOLDER] as const;
/** decap-server's own body limit (express.json): a photo travels as base64 in the JSON. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024;
/** The interface the proxy listens on, and the only Host it answers to (with its port). */
export const PROXY_HOST = '127.0.0.1';

const FOLDERS_TEXT = 'content/company/ e public/photos/';

export type CmsProxy = {
  /** The address the CMS page's config names (local_backend.url), with the run's secret. */
  url: string;
  /** The port it listens on (the one asked for, or the one the system gave for port 0). */
  port: number;
  /** Called once if the proxy stops on its own (its server fails). */
  onStop: (listener: (why: string) => void) => void;
  close: () => Promise<void>;
};

export type CmsProxyOptions = {
  /** The project's folder. */
  root: string;
  /** 0 for any free port (tests). */
  port: number;
  /** The origins the CMS page is served from, exactly: http://localhost:3000, http://127.0.0.1:3000. */
  origins: string[];
  /** Told about each refused request (the terminal of `npm run cms`). */
  onRefuse?: (message: string) => void;
};

type Json = Record<string, unknown>;
/** What one action touches: files and folders by path, and folders it lists (to a depth). */
type Touched = {
  /** `upload`: a file the request writes from base64 (a photo): in public/photos/ only, its bytes checked. */
  paths: { field: string; value: unknown; upload?: { content: unknown } }[];
  /** Folders it lists: a collection's entries, or the photos (getMedia). */
  listings: { field: string; value: unknown; depth: number; of: 'entries' | 'photos' }[];
  /** Entries moved with every file of their folder (persistEntry's newPath, unless hasSubfolders is false). */
  moves?: { field: string; value: unknown }[];
};

const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * decap-server's `fs` actions (localFsMiddleware), with every parameter each reads as a path.
 * The editorial workflow's actions belong to its `git` mode, which is not used: refused.
 */
const ACTIONS: Record<string, (params: Json) => Touched> = {
  info: () => ({ paths: [], listings: [] }),
  getDeployPreview: () => ({ paths: [], listings: [] }),
  entriesByFolder: (p) => ({ paths: [], listings: [{ field: 'folder', value: p.folder, depth: Number(p.depth), of: 'entries' }] }),
  entriesByFiles: (p) => ({ paths: list(p.files).map((file, i) => ({ field: `files[${i}].path`, value: record(file).path })), listings: [] }),
  getEntry: (p) => ({ paths: [{ field: 'path', value: p.path }], listings: [] }),
  persistEntry: (p) => {
    // decap-server writes dataFiles, or [entry] without them; a newPath moves the entry there (and,
    // with hasSubfolders, the files beside it: its folder must be one of the two as well).
    const files = [...(p.entry === undefined ? [] : [['entry', p.entry] as const]), ...list(p.dataFiles).map((file, i) => [`dataFiles[${i}]`, file] as const)];
    const paths = files.flatMap(([field, file]) => {
      const { path, newPath } = record(file);
      return [{ field: `${field}.path`, value: path }, ...(newPath === undefined ? [] : [{ field: `${field}.newPath`, value: newPath }])];
    });
    paths.push(...list(p.assets).map((asset, i) => ({ field: `assets[${i}].path`, value: record(asset).path, upload: { content: record(asset).content } })));
    const moves =
      record(p.options).hasSubfolders === false
        ? []
        : files.flatMap(([field, file]) => (record(file).newPath === undefined ? [] : [{ field: `${field}.path`, value: record(file).path }]));
    return { paths, listings: [], moves };
  },
  getMedia: (p) => ({ paths: [], listings: [{ field: 'mediaFolder', value: p.mediaFolder, depth: 1, of: 'photos' }] }),
  getMediaFile: (p) => ({ paths: [{ field: 'path', value: p.path }], listings: [] }),
  persistMedia: (p) => ({ paths: [{ field: 'asset.path', value: record(p.asset).path, upload: { content: record(p.asset).content } }], listings: [] }),
  deleteFile: (p) => ({ paths: [{ field: 'path', value: p.path }], listings: [] }),
  deleteFiles: (p) => ({ paths: list(p.paths).map((value, i) => ({ field: `paths[${i}]`, value })), listings: [] }),
};

/** Whether `path` is `folder` or lies inside it (both absolute). */
function within(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * Where `path` really is: the real path of its deepest existing ancestor (links resolved) with the
 * missing rest appended; undefined when that cannot be told (a dangling link, a file as a folder).
 */
function realLocation(path: string): string | undefined {
  const missing: string[] = [];
  let current = path;
  for (;;) {
    try {
      lstatSync(current);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(current) === current) return undefined;
      missing.unshift(basename(current));
      current = dirname(current);
    }
  }
  try {
    return join(realpathSync(current), ...missing);
  } catch {
    return undefined;
  }
}

/**
 * The CMS folder a relative path names, and where it really is; undefined when it names none:
 * absolute, a drive, backslashes, `.` or `..` anywhere, another folder, or a link out of it.
 */
export function cmsLocation(
  root: string,
  value: unknown,
): { name: (typeof CMS_FOLDERS)[number]; folder: string; real: string; path: string; realPath: string } | undefined {
  if (typeof value !== 'string' || value === '' || /[\0\\]/.test(value) || value.startsWith('/') || /^[A-Za-z]:/.test(value)) return undefined;
  const segments = value.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  const folder = CMS_FOLDERS.find((name) => name.split('/').every((part, i) => segments[i] === part));
  if (!folder) return undefined;
  const base = realLocation(join(root, folder));
  const real = realLocation(join(root, ...segments));
  if (!base || !real || !within(base, real)) return undefined;
  // The name as asked (its segments) and as it really is (links resolved), each from the project's folder.
  const realPath = [folder, relative(base, real).split(sep).join('/')].filter(Boolean).join('/');
  return { name: folder, folder: base, real, path: segments.join('/'), realPath };
}

/** The first entry of a listing (as decap-server walks it: links are not followed) that is a link out of `base`. */
function linkOut(base: string, dir: string, depth: number): string | undefined {
  if (!(depth > 0)) return undefined;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = linkOut(base, path, depth - 1);
      if (found) return found;
    } else if (entry.isSymbolicLink()) {
      const real = realLocation(path);
      if (!real || !within(base, real)) return path;
    }
  }
  return undefined;
}

/** Why a request's body is refused (a message in Portuguese, naming the field), or undefined when it may go on. */
export function refusal(root: string, body: unknown): string | undefined {
  const { action, params } = record(body);
  const touched = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action]?.(record(params)) : undefined;
  if (!touched) {
    return `O painel local não faz a ação ${JSON.stringify(action ?? null)}: só lê e grava os arquivos de ${FOLDERS_TEXT}. Nada foi lido nem gravado.`;
  }
  for (const { field, value } of [...touched.paths, ...touched.listings]) {
    if (value === undefined) continue; // a missing parameter: decap-server's validation answers it
    if (!cmsLocation(root, value)) {
      return `O caminho ${JSON.stringify(value)} (${field}) fica fora de ${FOLDERS_TEXT}, as únicas pastas que o painel pode ler e gravar. Nada foi lido nem gravado.`;
    }
  }
  for (const { field, value, upload } of touched.paths) {
    const location = value === undefined ? undefined : cmsLocation(root, value);
    if (!location) continue;
    // Only the names the schemas define, as asked and where it really is (a link named .json may point at code).
    const nameProblem = location.name === CMS_FOLDERS[0] ? contentNameProblem : photoNameProblem;
    const why = nameProblem(location.path, field) ?? nameProblem(location.realPath, field);
    if (why) return why;
    if (!upload) continue;
    if (location.name !== MEDIA_FOLDER) {
      return `O caminho ${JSON.stringify(value)} (${field}) recebe um arquivo enviado (uma foto), que só pode ir para public/photos/. Nada foi lido nem gravado.`;
    }
    // decap-server writes Buffer.from(content, 'base64') (its own check refuses another encoding): the
    // photo's first bytes say what it is.
    if (typeof upload.content === 'string') {
      const why = photoBytesProblem(location.path, field, Buffer.from(upload.content.slice(0, 4096), 'base64'));
      if (why) return why;
    }
  }
  for (const { field, value } of touched.moves ?? []) {
    // decap-server moves every file of the entry's folder with it: from content/company/ itself, the code too.
    const location = cmsLocation(root, value);
    if (location?.name === CMS_FOLDERS[0] && dirname(location.real) === location.folder) {
      return `O caminho ${JSON.stringify(value)} (${field}) fica direto em content/company/: mudá-lo de lugar levaria junto todos os arquivos da pasta, inclusive o código. Nada foi lido nem gravado.`;
    }
  }
  for (const { field, value, depth, of } of touched.listings) {
    const location = cmsLocation(root, value);
    const listed = LISTED_FOLDERS[of];
    if (location && !(listed.includes(location.path) && listed.includes(location.realPath))) {
      return `A pasta ${JSON.stringify(value)} (${field}) não é uma das que o painel lista aqui (${listed.map((folder) => `${folder}/`).join(', ')}). Nada foi lido.`;
    }
    const found = location && linkOut(location.folder, location.real, depth);
    if (found) {
      return `${relative(realLocation(root) ?? root, found)} (em ${field}) é um atalho (link simbólico) para fora de ${FOLDERS_TEXT}: apague o atalho ou troque-o pelo próprio arquivo. Nada foi lido.`;
    }
  }
  return undefined;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** decap-server's Express app in `fs` mode over `root`, listening nowhere. */
async function decapApp(root: string): Promise<Handler> {
  const decap = createRequire(require.resolve('decap-server/package.json', { paths: [root, __dirname] }));
  const express = decap('express') as () => Handler;
  const { registerLocalFs } = decap('./dist/middlewares.js') as { registerLocalFs: (app: Handler, options: { logLevel: string }) => Promise<void> };
  const app = express();
  // registerLocalFs reads the folder from GIT_REPO_DIRECTORY, and its CORS from ORIGIN, as it
  // registers (synchronously): set for that call alone. Its CORS then repeats the origin this
  // server has already checked (ORIGIN would name one only).
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };
  process.env.GIT_REPO_DIRECTORY = root;
  delete process.env.ORIGIN;
  let registered: Promise<void>;
  try {
    registered = registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  await registered;
  return app;
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Starts the proxy on 127.0.0.1:`port`; resolves once it listens. */
export async function startCmsProxy({ root: folder, port, origins, onRefuse }: CmsProxyOptions): Promise<CmsProxy> {
  const root = resolve(folder);
  const app = await decapApp(root);
  photoPatterns();
  const secret = randomBytes(24).toString('base64url');
  const path = `/${secret}/api/v1`;
  let ownHost = '';

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    const refuse = (status: number, message: string, cors = false) => {
      // The origin and Host as JSON: a request's own text never reaches the terminal unescaped.
      onRefuse?.(`${message} (${request.method}, origem ${JSON.stringify(origin ?? null)}, Host ${JSON.stringify(request.headers.host ?? null)})`);
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(cors && origin && { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }),
      };
      response.writeHead(status, headers).end(JSON.stringify({ error: message }));
    };
    if (request.headers.host !== ownHost) return refuse(403, `Recusado: este endereço só atende pelo nome ${ownHost}.`);
    if (!origin || !origins.includes(origin))
      return refuse(403, `Recusado: só o painel de conteúdo aberto em ${origins.map((o) => `${o}/admin/`).join(' ou ')} fala com este endereço.`);
    if (!sameText(request.url ?? '', path)) return refuse(404, 'Recusado: endereço desconhecido (o painel recebe o endereço certo ao ser aberto de novo).');
    const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' })
        .end();
      return;
    }
    if (request.method !== 'POST') return refuse(405, 'Recusado: o painel só envia POST.', true);
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return refuse(415, 'Recusado: o painel só envia JSON.', true);

    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (tooLarge) return refuse(413, `Recusado: o pedido passa de ${MAX_BODY_BYTES / 1024 / 1024} MB (uma foto grande demais?).`, true);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(400, 'Recusado: o pedido não é JSON válido.', true);
      }
      const why = refusal(root, body);
      if (why) return refuse(403, why, true);
      // decap-server takes the very body checked here (body-parser skips a request marked parsed).
      // Its CORS repeats any localhost origin; the one checked above is set here whatever it does.
      for (const [name, value] of Object.entries(cors)) response.setHeader(name, value);
      Object.assign(request, { url: '/api/v1', body, _body: true });
      app(request, response);
    });
  };

  const server = createServer(handle);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, PROXY_HOST, () => {
      server.off('error', fail);
      done();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  ownHost = `${PROXY_HOST}:${actualPort}`;
  const listeners: ((why: string) => void)[] = [];
  server.on('error', (error) => listeners.forEach((listener) => listener(error.message)));
  return {
    url: `http://${ownHost}${path}`,
    port: actualPort,
    onStop: (listener) => listeners.push(listener),
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
