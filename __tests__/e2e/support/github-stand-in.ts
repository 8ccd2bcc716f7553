import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// GitHub's two OAuth endpoints for the CMS's sign-in (the machine is offline): the authorisation
// page, which sends the person back to the OAuth app's registered callback with a one-time code
// (or with error=access_denied, as when they click Cancel), and the token endpoint, which
// exchanges a code once, for the app's ID and secret, as GitHub does
// (https://docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps).
// It listens on loopback, at `localhost`: another site than the CMS's 127.0.0.1, as GitHub is,
// so the state's SameSite cookie meets a cross-site return. It also serves a page of that other
// origin, which opens the sign-in itself (`/hostile`).

/** authorize: straight back, as for an app already authorised; consent: its page, with the link back; deny: Cancel; down: the token endpoint fails. */
export type GitHubMode = 'authorize' | 'consent' | 'deny' | 'down';

export class GitHubStandIn {
  readonly clientId = 'Iv1.e2e-cliente';
  readonly clientSecret = 'e2e-segredo-do-app-oauth-7c1f';
  /** What the endpoints were asked, in order, secrets as received (the test masks them to print). */
  readonly requests: { method: string; path: string; form?: Record<string, string> }[] = [];
  /** Tokens issued, by the code they were exchanged for. */
  readonly tokens: string[] = [];
  mode: GitHubMode = 'authorize';
  private codes = new Map<string, { redirectUri: string; used: boolean }>();
  private servers: Server[] = [];

  constructor(
    readonly port: number,
    /** The OAuth app's "Authorization callback URL". */
    readonly callback: string,
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  reset() {
    this.requests.length = 0;
    this.tokens.length = 0;
    this.mode = 'authorize';
  }

  private authorize(url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const back = (to: string, params: Record<string, string>) => response.writeHead(302, { Location: `${to}?${new URLSearchParams(params)}` }).end();
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_id') !== this.clientId) return response.writeHead(404).end('Not Found');
    // Another address than the registered one: GitHub sends the person to the registered one, saying so.
    if (redirectUri !== this.callback) return back(this.callback, { error: 'redirect_uri_mismatch', state });
    if (this.mode === 'deny') return back(redirectUri, { error: 'access_denied', error_description: 'The user has denied your application access.', state });
    const code = `code${Math.random().toString(36).slice(2)}`;
    this.codes.set(code, { redirectUri, used: false });
    if (this.mode === 'consent') {
      const href = `${redirectUri}?${new URLSearchParams({ code, state })}`.replace(/&/g, '&amp;');
      return response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Authorize</title><a href="${href}">Authorize</a>`);
    }
    return back(redirectUri, { code, state });
  }

  private token(form: Record<string, string>, response: ServerResponse) {
    if (this.mode === 'down') return response.destroy();
    const json = (body: unknown) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret) return json({ error: 'incorrect_client_credentials' });
    const code = this.codes.get(form.code ?? '');
    if (!code || code.used) return json({ error: 'bad_verification_code' });
    if (code.redirectUri !== form.redirect_uri) return json({ error: 'redirect_uri_mismatch' });
    code.used = true;
    const token = `gho_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    this.tokens.push(token);
    return json({ access_token: token, token_type: 'bearer', scope: 'repo' });
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = request.method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : undefined;
      this.requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, ...(form && { form }) });
      if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') return this.authorize(url, response);
      if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') return this.token(form!, response);
      if (request.method === 'GET' && url.pathname === '/hostile') {
        return response
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end('<!doctype html><html lang="pt-BR"><title>Outro site</title><h1>Outro site</h1>');
      }
      response.writeHead(404).end('Not Found');
    });
  }

  /** Listens on loopback only: 127.0.0.1, and ::1 where the machine has it (`localhost` may be either). */
  async start() {
    for (const host of ['127.0.0.1', '::1']) {
      const server = createServer((request, response) => this.handle(request, response));
      const listening = await new Promise<boolean>((done) => {
        server.once('error', () => done(false));
        server.listen(this.port, host, () => done(true));
      });
      if (listening) this.servers.push(server);
      else if (host === '127.0.0.1') throw new Error(`the GitHub stand-in could not listen on 127.0.0.1:${this.port}`);
    }
  }

  async stop() {
    const servers = this.servers.splice(0);
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}
