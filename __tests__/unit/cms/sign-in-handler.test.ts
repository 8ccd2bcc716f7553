/** @jest-environment node */
import { signInWords } from '@/content/cms';
import { handleCallback, handleSignIn, type SignInDeps } from '@/lib/cms-auth/handler';
import { HANDSHAKE_SCRIPT, signInPage } from '@/lib/cms-auth/page';
import { hashSource } from '@/lib/html/plain-page';
import { STATE_COOKIE } from '@/lib/cms-auth/state';

// The two endpoints of the CMS's GitHub sign-in (functions/api/cms/), against a GitHub answered here.

const SITE = 'https://www.empresa.com.br';
const GITHUB = 'https://git.empresa.com.br';
const SECRET = 'segredo-do-app-9f8e7d';
const CODE = 'codigo-de-uso-unico-1a2b';
const TOKEN = 'gho_tokenDeTesteQueNaoPodeVazar123';
const env = { CMS_GITHUB_CLIENT_ID: 'Iv1.cliente', CMS_GITHUB_CLIENT_SECRET: SECRET, CMS_GITHUB_URL: GITHUB };

type Call = { url: string; init: RequestInit };

/** GitHub's token endpoint, as the test says it answers; every call and log line kept. */
function github(answer: () => Promise<Response> | Response = () => Response.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' })) {
  const calls: Call[] = [];
  const log: string[] = [];
  const deps: SignInDeps = {
    fetch: ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      // As fetch does: an abort rejects the call.
      return Promise.race([answer(), new Promise<never>((_, fail) => init.signal?.addEventListener('abort', () => fail(new Error(`aborted ${SECRET}`))))]);
    }) as typeof fetch,
    log: (line) => log.push(line),
    timeoutMs: 50,
  };
  return { calls, log, deps };
}

const get = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** /api/cms/auth as Decap's popup opens it: the redirect, its state and its cookie. */
async function start(deps: SignInDeps = {}) {
  const response = await handleSignIn(get('/api/cms/auth?provider=github&site_id=www.empresa.com.br&scope=repo'), env, signInWords, deps);
  const location = new URL(response.headers.get('Location')!);
  const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
  return { response, location, state: location.searchParams.get('state')!, cookie };
}

const callback = (query: string, cookie?: string, deps: SignInDeps = {}) => handleCallback(get(`/api/cms/callback?${query}`, cookie), env, signInWords, deps);

/** What the window hands the CMS, from the page's JSON block. */
async function handedOver(response: Response): Promise<string> {
  const html = await response.text();
  const block = /<script type="application\/json" id="cms-sign-in">(.*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(block ?? '{}') as { message?: string }).message ?? '';
}

describe('GET /api/cms/auth', () => {
  it('sends the person to GitHub with the client ID, the callback on this site, the scope and a state bound by an HttpOnly cookie', async () => {
    const { response, location, state, cookie } = await start();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: 'Iv1.cliente', redirect_uri: `${SITE}/api/cms/callback`, scope: 'repo', state });
    expect(cookie).toBe(`${STATE_COOKIE}=${state.split('.')[0]}`);
    expect(response.headers.get('Set-Cookie')).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Lax$/);
    expect(response.headers.get('Location')).not.toContain(SECRET);
    // Decap's popup: any opener policy but unsafe-none would cut it off from the CMS.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('asks for public_repo when Decap does (open authoring), and refuses another provider or scope with a page in Portuguese', async () => {
    const open = await handleSignIn(get('/api/cms/auth?provider=github&scope=public_repo'), env, signInWords, { log: () => {} });
    expect(new URL(open.headers.get('Location')!).searchParams.get('scope')).toBe('public_repo');
    for (const query of ['provider=gitlab&scope=repo', 'provider=github&scope=admin:org', 'scope=repo']) {
      const { log, deps } = github();
      const response = await handleSignIn(get(`/api/cms/auth?${query}`), env, signInWords, deps);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Este endereço abre só pelo painel');
      expect(log).toEqual([expect.stringContaining('(badRequest)')]);
    }
  });

  it('without the secrets, answers 503 with what to set, by name, and logs the names', async () => {
    const { log, deps } = github();
    const response = await handleSignIn(get('/api/cms/auth?provider=github&scope=repo'), { CMS_GITHUB_CLIENT_ID: 'Iv1.cliente' }, signInWords, deps);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('O login do painel ainda não foi configurado');
    expect(html).toContain(`${SITE}/api/cms/callback`);
    expect(html).toContain('falta ou não vale: CMS_GITHUB_CLIENT_SECRET');
    expect(html).not.toContain('Iv1.cliente');
    expect(log).toEqual([
      expect.stringMatching(/^Login do painel \(\/admin\): O login do painel ainda não foi configurado \(notConfigured: CMS_GITHUB_CLIENT_SECRET\)$/),
    ]);
  });

  it('answers only GET', async () => {
    const response = await handleSignIn(new Request(`${SITE}/api/cms/auth?provider=github`, { method: 'POST' }), env, signInWords);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
  });
});

describe('GET /api/cms/callback', () => {
  it('exchanges the code with the secret at GitHub’s token endpoint and hands the token to the CMS, to this site only', async () => {
    const { state, cookie } = await start();
    const { calls, log, deps } = github();
    const response = await callback(`code=${CODE}&state=${state}`, cookie, deps);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${GITHUB}/login/oauth/access_token`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({
      client_id: 'Iv1.cliente',
      client_secret: SECRET,
      code: CODE,
      redirect_uri: `${SITE}/api/cms/callback`,
    });
    expect(await handedOver(response.clone())).toBe(`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`);
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toContain(`script-src ${await hashSource(HANDSHAKE_SCRIPT)};`);
    expect(policy).toMatch(/^default-src 'none';.* frame-ancestors 'none'$/);
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0;`));
    expect(await response.text()).toContain('Entrando no painel');
    expect(log).toEqual([]);
  });

  it('refuses a replayed state: the cookie is gone after the first answer', async () => {
    const { state, cookie } = await start();
    await callback(`code=${CODE}&state=${state}`, cookie, github().deps);
    const { calls, log, deps } = github();
    const again = await callback(`code=${CODE}&state=${state}`, undefined, deps);
    expect(again.status).toBe(403);
    expect(await handedOver(again.clone())).toMatch(/^authorization:github:error:\{"message":"Este login já foi usado ou começou em outro navegador/);
    expect(calls).toEqual([]);
    expect(log).toEqual([expect.stringContaining('(otherBrowser)')]);
  });

  it('refuses a forged state, and one another browser started, without ever sending the secret', async () => {
    const mine = await start();
    const theirs = await start();
    const { calls, deps } = github();
    const forged = await callback(`code=${CODE}&state=${mine.state.replace(/\.\d+\./, '.9999999999.')}`, mine.cookie, deps);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('Este login não começou no painel');
    const crossed = await callback(`code=${CODE}&state=${theirs.state}`, mine.cookie, deps);
    expect(await crossed.text()).toContain('começou em outro navegador');
    expect(calls).toEqual([]);
  });

  it('ends in a page saying what to do when GitHub says no, or no code came', async () => {
    const cases: [string, number, string][] = [
      ['error=access_denied&error_description=The+user+has+denied&state=x', 403, 'O acesso ao GitHub não foi autorizado'],
      ['error=redirect_uri_mismatch&state=x', 502, `precisa ser ${SITE}/api/cms/callback`],
      ['error=application_suspended', 403, 'O app de login está suspenso no GitHub'],
      ['error=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 502, 'O GitHub recusou o login'],
      ['state=x', 400, 'Faltou a resposta do GitHub'],
      ['', 400, 'Faltou a resposta do GitHub'],
    ];
    for (const [query, status, words] of cases) {
      const { calls, deps } = github();
      const response = await callback(query, undefined, deps);
      expect([query, response.status]).toEqual([query, status]);
      const html = await response.text();
      expect(html).toContain(words);
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).not.toContain('<script>alert');
      expect(calls).toEqual([]);
    }
  });

  it('tells each failure of the exchange by its kind, and never puts the secret, the code or a token in a page or the log', async () => {
    const failing: [string, () => Promise<Response> | Response, string][] = [
      [
        'unreachable',
        () => Promise.reject(new TypeError(`fetch failed: ${GITHUB}/login?client_secret=${SECRET}&code=${CODE}`)),
        'Não foi possível falar com o GitHub',
      ],
      ['timeout', () => new Promise<Response>(() => {}), 'demorou demais'], // never answers: the time-out aborts it
      ['unreachable', () => new Response(`erro ${SECRET}`, { status: 500 }), 'Não foi possível falar com o GitHub'],
      ['unreachable', () => new Response('<html>não é JSON</html>', { status: 200 }), 'Não foi possível falar com o GitHub'],
      ['unreachable', () => Response.json(null), 'Não foi possível falar com o GitHub'],
      [
        'codeExpired',
        () => Response.json({ error: 'bad_verification_code', error_description: `The code ${CODE} is incorrect or expired.` }),
        'O código do GitHub expirou',
      ],
      ['credentials', () => Response.json({ error: 'incorrect_client_credentials' }), 'CMS_GITHUB_CLIENT_ID ou CMS_GITHUB_CLIENT_SECRET não são os do app'],
      ['callbackMismatch', () => Response.json({ error: 'redirect_uri_mismatch' }), 'Authorization callback URL'],
      ['refused', () => Response.json({ access_token: `${TOKEN}"</script><script>alert(1)//` }), 'O GitHub não entregou o acesso'],
      ['refused', () => Response.json({ scope: 'repo' }), 'O GitHub não entregou o acesso'],
    ];
    for (const [kind, answer, words] of failing) {
      const { state, cookie } = await start();
      const { log, deps } = github(answer);
      const response = await callback(`code=${CODE}&state=${state}`, cookie, deps);
      const html = await response.clone().text();
      expect([kind, html.includes(words)]).toEqual([kind, true]);
      expect(log).toEqual([expect.stringContaining(`(${kind})`)]);
      const told = [html, ...log, JSON.stringify([...response.headers])].join('\n');
      for (const secret of [SECRET, CODE, TOKEN, state]) expect(told).not.toContain(secret);
      // The CMS learns the same words, and closes the window.
      expect(await handedOver(response)).toMatch(/^authorization:github:error:\{"message":"/);
    }
  });

  it('without the secrets, says so, and never calls GitHub', async () => {
    const { calls, deps } = github();
    const response = await handleCallback(get(`/api/cms/callback?code=${CODE}&state=x`), {}, signInWords, deps);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('CMS_GITHUB_CLIENT_ID e CMS_GITHUB_CLIENT_SECRET');
    expect(calls).toEqual([]);
  });
});

describe('the sign-in window’s page', () => {
  it('keeps what it hands over inside its JSON block, whatever that holds, and links back to the panel', async () => {
    const { html } = await signInPage(signInWords, signInWords.signingIn, { error: '</script><script>alert(1)</script><!--' });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<a href="/admin/">Abrir o painel de conteúdo</a>');
  });
});
