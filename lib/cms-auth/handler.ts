// The CMS's GitHub sign-in as two Fetch API handlers (Request → Response), which the Pages
// Functions at /api/cms/auth and /api/cms/callback hand their requests to (functions/api/cms/),
// in Decap's external OAuth protocol: Decap's popup opens the first, which sends the person to
// GitHub with a state bound to this browser (./state.ts); GitHub sends them back to the second,
// which checks the state, exchanges the code for a token with the client secret (./github.ts)
// and answers the page that hands the token to the CMS (./page.ts). Every other outcome is a page
// in the site's words saying what to do, also told to the CMS, and a line in the function's log
// that names the problem, never a value.
import { authorizeUrl, exchangeCode, SCOPES, type ExchangeFailure, type Scope } from './github';
import { signInPage, type Outcome, type PageFrame, type SignInPage } from './page';
import { CMS_CALLBACK_PATH, readSignInSettings, settingVariables, type SignInEnv } from './settings';
import { checkState, CLEAR_STATE_COOKIE, createState, stateCookie, type StateCheck } from './state';

export type SignInProblem = 'notConfigured' | 'badRequest' | 'denied' | 'suspended' | 'githubError' | 'noCode' | Exclude<StateCheck, 'ok'> | ExchangeFailure;

/** What a problem's page may name: the address GitHub must send people back to, the variables to set. */
export type ProblemContext = { callbackUrl: string; variables: string[] };

/** Every word of the sign-in (content/cms-sign-in.ts). */
export type SignInWords = PageFrame & {
  signingIn: SignInPage;
  problem: (problem: SignInProblem, context: ProblemContext) => SignInPage;
  /** Before each line of the function's log. */
  logPrefix: string;
};

export type SignInDeps = {
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (line: string) => void;
  /** GitHub's token endpoint's time-out. */ timeoutMs?: number;
};

const STATUS: Record<SignInProblem, number> = {
  notConfigured: 503,
  badRequest: 400,
  noCode: 400,
  denied: 403,
  suspended: 403,
  githubError: 502,
  forged: 403,
  expired: 403,
  otherBrowser: 403,
  unreachable: 502,
  timeout: 504,
  codeExpired: 400,
  credentials: 502,
  callbackMismatch: 502,
  refused: 502,
};

/**
 * Every answer of the sign-in's endpoints. No Cross-Origin-Opener-Policy but `unsafe-none`: the
 * window is Decap's popup, and any other value would cut it off from the CMS that opened it
 * (`window.opener` null: the token could never arrive), as GitHub's page before it has none.
 */
export const SIGN_IN_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Robots-Tag': 'noindex',
  'Cross-Origin-Opener-Policy': 'unsafe-none',
};

const callbackUrl = (request: Request) => new URL(CMS_CALLBACK_PATH, request.url).toString();

/** A page of the sign-in window, with the outcome for the CMS when there is one. */
async function page(words: SignInWords, content: SignInPage, status: number, outcome?: Outcome, extra: Record<string, string> = {}): Promise<Response> {
  const { html, policy } = await signInPage(words, content, outcome);
  const headers = { ...SIGN_IN_HEADERS, ...extra, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy };
  return new Response(html, { status, headers });
}

type ProblemOptions = {
  variables?: string[];
  headers?: Record<string, string>;
  /** Not a window the CMS opened (the page at /admin/): no handshake. */ page?: boolean;
};

/** A problem's page, told to the CMS and to the log (by its kind and title: no value). */
export async function problemPage(
  request: Request,
  words: SignInWords,
  problem: SignInProblem,
  deps: SignInDeps,
  options: ProblemOptions = {},
): Promise<Response> {
  const { variables = [], headers = {} } = options;
  const content = words.problem(problem, { callbackUrl: callbackUrl(request), variables });
  (deps.log ?? console.error)(`${words.logPrefix}: ${content.title} (${problem}${variables.length ? `: ${variables.join(', ')}` : ''})`);
  const outcome = options.page ? undefined : { error: [content.title, ...content.paragraphs].join(' ') };
  return page(words, content, STATUS[problem], outcome, headers);
}

const notGet = (request: Request) => request.method !== 'GET' && new Response(null, { status: 405, headers: { ...SIGN_IN_HEADERS, Allow: 'GET' } });

/** GET /api/cms/auth?provider=github&scope=repo: to GitHub's authorisation page, with a state bound to this browser. */
export async function handleSignIn(request: Request, env: SignInEnv, words: SignInWords, deps: SignInDeps = {}): Promise<Response> {
  const refused = notGet(request);
  if (refused) return refused;
  const { settings, problems } = readSignInSettings(env);
  if (!settings) return problemPage(request, words, 'notConfigured', deps, { variables: settingVariables(problems) });
  const query = new URL(request.url).searchParams;
  const scope = query.get('scope') || 'repo';
  if (query.get('provider') !== 'github' || !(SCOPES as readonly string[]).includes(scope)) return problemPage(request, words, 'badRequest', deps);
  const { state, cookie } = await createState(settings.clientSecret, (deps.now ?? (() => new Date()))());
  const location = authorizeUrl(settings, callbackUrl(request), scope as Scope, state);
  return new Response(null, { status: 302, headers: { ...SIGN_IN_HEADERS, Location: location, 'Set-Cookie': cookie } });
}

/** What GitHub's `error` in the callback means (its documented values; anything else is its own error). */
const GITHUB_ERRORS: Record<string, SignInProblem> = { access_denied: 'denied', redirect_uri_mismatch: 'callbackMismatch', application_suspended: 'suspended' };

/** GET /api/cms/callback?code=…&state=…: the token for the CMS, or what went wrong. The state's cookie is cleared either way. */
export async function handleCallback(request: Request, env: SignInEnv, words: SignInWords, deps: SignInDeps = {}): Promise<Response> {
  const refused = notGet(request);
  if (refused) return refused;
  const clear = { 'Set-Cookie': CLEAR_STATE_COOKIE };
  const { settings, problems } = readSignInSettings(env);
  if (!settings) return problemPage(request, words, 'notConfigured', deps, { variables: settingVariables(problems), headers: clear });
  const query = new URL(request.url).searchParams;
  const error = query.get('error');
  if (error) return problemPage(request, words, GITHUB_ERRORS[error] ?? 'githubError', deps, { headers: clear });
  const code = query.get('code');
  if (!code) return problemPage(request, words, 'noCode', deps, { headers: clear });
  const now = (deps.now ?? (() => new Date()))();
  const check = await checkState(settings.clientSecret, query.get('state'), stateCookie(request.headers.get('Cookie')), now);
  if (check !== 'ok') return problemPage(request, words, check, deps, { headers: clear });
  const exchange = await exchangeCode(settings, code, callbackUrl(request), { fetchImpl: deps.fetch, timeoutMs: deps.timeoutMs });
  if ('failure' in exchange) return problemPage(request, words, exchange.failure, deps, { headers: clear });
  return page(words, words.signingIn, 200, { token: exchange.token }, clear);
}
