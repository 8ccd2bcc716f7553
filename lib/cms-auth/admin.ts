// /admin/ on the site's own host (functions/admin/_middleware.ts), where the CMS's sign-in is
// known: the build cannot know the host's secrets, nor the address the page is opened at, and
// Decap needs both. When the build left the sign-in to the site (config.yml's auth_endpoint is
// this site's, with no base_url: scripts/operator/cms-admin.ts, CMS_AUTH_URL unset):
// - the secrets set, config.yml gets `base_url`, the origin the page was opened at (Decap accepts
//   the sign-in window's messages from that origin alone, so it must be exactly the page's own);
// - the secrets missing, /admin/ answers the page that says so and what to do, in place of a
//   sign-in button that could not work.
// Everything else under /admin/ (the bundle, a config with another sign-in) passes untouched,
// with the headers of _headers.
import { problemPage, type SignInDeps, type SignInWords } from './handler';
import { readSignInSettings, settingVariables, SITE_AUTH_ENDPOINT, type SignInEnv } from './settings';

type Backend = { auth_endpoint?: unknown; base_url?: unknown };

/** config.yml (a comment, then JSON: cms-admin.ts's configText) with base_url set, if the sign-in is the site's; else null. */
export function withSiteBaseUrl(text: string, origin: string): string | null {
  const comments = text.match(/^(#.*\n)*/)![0];
  let config: { backend?: Backend };
  try {
    config = JSON.parse(text.slice(comments.length)) as typeof config;
  } catch {
    return null;
  }
  if (!isSiteSignIn(config.backend)) return null;
  config.backend!.base_url = origin;
  return `${comments}${JSON.stringify(config, null, 2)}\n`;
}

const isSiteSignIn = (backend: Backend | undefined) => backend?.auth_endpoint === SITE_AUTH_ENDPOINT && backend.base_url === undefined;

/** Whether config.yml leaves the sign-in to the site. */
export function signInIsSites(text: string): boolean {
  return withSiteBaseUrl(text, 'https://example.invalid') !== null;
}

export type AdminDeps = SignInDeps & {
  /** The static file the request names (the function's next step). */
  next: () => Promise<Response>;
  /** Another static file of the site, by path. */
  asset: (path: string) => Promise<Response>;
};

/** A request under /admin/, on the host. */
export async function handleAdmin(request: Request, env: SignInEnv, words: SignInWords, deps: AdminDeps): Promise<Response> {
  const url = new URL(request.url);
  const config = `${words.cmsPath}config.yml`;
  const isPage = url.pathname === words.cmsPath || url.pathname === `${words.cmsPath}index.html`;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || (url.pathname !== config && !isPage)) return deps.next();
  const { settings, problems } = readSignInSettings(env);
  if (url.pathname === config) {
    const response = await deps.next();
    if (!settings || !response.ok || request.method !== 'GET') return response;
    const filled = withSiteBaseUrl(await response.clone().text(), url.origin);
    if (filled === null) return response;
    const headers = new Headers(response.headers);
    for (const name of ['Content-Length', 'ETag', 'Last-Modified']) headers.delete(name);
    headers.set('Cache-Control', 'no-store');
    return new Response(filled, { status: 200, headers });
  }
  if (settings) return deps.next();
  const file = await deps.asset(config);
  if (!file.ok || !signInIsSites(await file.text())) return deps.next();
  return problemPage(request, words, 'notConfigured', deps, {
    variables: settingVariables(problems),
    page: true,
    // The /admin/ headers of _headers, which a function's answer does not get: no popup opens here.
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin' },
  });
}
