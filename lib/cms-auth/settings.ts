// The CMS's GitHub sign-in on the site's own host (functions/api/cms/, docs/content.md#in-production):
// its two addresses, and its settings as the function reads them from the host's secrets. Only the
// function knows them at run time; the build (scripts/operator/cms-admin.ts) only names the address
// Decap opens, and check:launch (scripts/operator/check-launch.ts) reads the same settings from the
// build's environment, which Cloudflare Pages fills from the same variables.

/** Where Decap's popup starts the sign-in: config.yml's auth_endpoint, relative to base_url (the site). */
export const SITE_AUTH_ENDPOINT = 'api/cms/auth';
/** Where GitHub sends the person back: the OAuth app's "Authorization callback URL" is the site's own. */
export const CMS_CALLBACK_PATH = '/api/cms/callback';

/** GitHub's web address, where its authorisation page and token endpoint live. */
export const GITHUB_WEB = 'https://github.com';

export type SignInEnv = {
  /** The OAuth app's client ID (GitHub › Settings › Developer settings › OAuth Apps). */
  CMS_GITHUB_CLIENT_ID?: string;
  /** The OAuth app's client secret: only ever sent to GitHub's token endpoint. */
  CMS_GITHUB_CLIENT_SECRET?: string;
  /** GitHub Enterprise's address, or a local stand-in in the tests; default https://github.com. */
  CMS_GITHUB_URL?: string;
};

export type SignInSettings = { clientId: string; clientSecret: string; github: string };

/** What can be wrong with the settings: each is told by the variable's name, never its value. */
export type SignInSettingProblem = 'missingClientId' | 'missingClientSecret' | 'githubUrlInvalid';

/** The names the settings are read from, for the messages and the docs. */
export const SIGN_IN_VARIABLES = {
  clientId: 'CMS_GITHUB_CLIENT_ID',
  clientSecret: 'CMS_GITHUB_CLIENT_SECRET',
  github: 'CMS_GITHUB_URL',
} as const;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * GitHub's address as an origin, or null. The client secret goes wherever it points, so it is a
 * door: https:// only, or http:// to this computer (a test's stand-in), and an origin alone (no
 * path, query, user or password that could carry it somewhere else).
 */
export function githubOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname));
  const bare = !url.username && !url.password && !url.search && !url.hash && url.pathname === '/';
  return secure && bare ? url.origin : null;
}

/** The sign-in's settings, or every problem that keeps it from working. */
export function readSignInSettings(env: SignInEnv): { settings: SignInSettings | null; problems: SignInSettingProblem[] } {
  const clientId = env.CMS_GITHUB_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET?.trim() ?? '';
  const githubValue = env.CMS_GITHUB_URL?.trim() || GITHUB_WEB;
  const github = githubOrigin(githubValue);
  const problems: SignInSettingProblem[] = [];
  if (!clientId) problems.push('missingClientId');
  if (!clientSecret) problems.push('missingClientSecret');
  if (!github) problems.push('githubUrlInvalid');
  return problems.length || !github ? { settings: null, problems } : { settings: { clientId, clientSecret, github }, problems };
}

/** The variables the problems name, in order. */
export const settingVariables = (problems: SignInSettingProblem[]): string[] =>
  problems.map(
    (problem) =>
      ({ missingClientId: SIGN_IN_VARIABLES.clientId, missingClientSecret: SIGN_IN_VARIABLES.clientSecret, githubUrlInvalid: SIGN_IN_VARIABLES.github })[
        problem
      ],
  );
