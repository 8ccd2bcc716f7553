// GitHub's side of the CMS's sign-in: its authorisation page, and the exchange of the code it
// hands back for a token (GitHub's web application flow,
// https://docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps).
// The client secret is sent in the body of one POST to the token endpoint of the checked
// GitHub origin (./settings.ts), and nowhere else. A failure is told by its kind, never by the
// error fetch raised or by what GitHub answered, which could quote a code or a token.
import type { SignInSettings } from './settings';

/** The scopes Decap's GitHub backend asks for: `repo`, or `public_repo` with open authoring. */
export const SCOPES = ['repo', 'public_repo'] as const;
export type Scope = (typeof SCOPES)[number];

const TOKEN_TIMEOUT_MS = 10_000;

/** GitHub's authorisation page, where the person sees the app and agrees. */
export function authorizeUrl(settings: SignInSettings, redirectUri: string, scope: Scope, state: string): string {
  const url = new URL('/login/oauth/authorize', settings.github);
  url.search = new URLSearchParams({ client_id: settings.clientId, redirect_uri: redirectUri, scope, state }).toString();
  return url.toString();
}

/** Why no token came back. */
export type ExchangeFailure =
  | 'unreachable' // the network failed, GitHub answered 5xx, or not JSON
  | 'timeout'
  | 'codeExpired' // bad_verification_code: used, expired or not GitHub's
  | 'credentials' // incorrect_client_credentials: the ID or the secret is wrong
  | 'callbackMismatch' // redirect_uri_mismatch: the app's callback is another address
  | 'refused'; // any other answer without a token

export type Exchange = { token: string } | { failure: ExchangeFailure };

const ERRORS: Record<string, ExchangeFailure> = {
  bad_verification_code: 'codeExpired',
  incorrect_client_credentials: 'credentials',
  redirect_uri_mismatch: 'callbackMismatch',
};

/** A token as GitHub issues them (gho_…): letters, digits and _; anything else is not handed to the page. */
const TOKEN = /^[A-Za-z0-9_]{20,255}$/;

/** The code GitHub handed back, exchanged for a token, within `timeoutMs`. Never throws. */
export async function exchangeCode(
  settings: SignInSettings,
  code: string,
  redirectUri: string,
  { fetchImpl = fetch, timeoutMs = TOKEN_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<Exchange> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let body: { access_token?: unknown; error?: unknown } | null;
  try {
    const response = await fetchImpl(new URL('/login/oauth/access_token', settings.github).toString(), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'decap-cms-sign-in' },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: redirectUri }).toString(),
      redirect: 'manual',
      signal: controller.signal,
    });
    if (!response.ok) return { failure: 'unreachable' };
    body = (await response.json()) as typeof body;
  } catch {
    // The network, the time-out, or a body that is not JSON: told by kind, never by the error's text.
    return { failure: controller.signal.aborted ? 'timeout' : 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
  if (typeof body !== 'object' || body === null) return { failure: 'unreachable' };
  if (typeof body.access_token === 'string' && TOKEN.test(body.access_token)) return { token: body.access_token };
  return { failure: (typeof body.error === 'string' && ERRORS[body.error]) || 'refused' };
}
