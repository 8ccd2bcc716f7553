// check:launch's word on the CMS's sign-in (docs/content.md#in-production). The site signs in
// itself (functions/api/cms/) unless CMS_AUTH_URL names another OAuth client; then the OAuth app's
// client ID and secret must be the host's secrets. Cloudflare Pages gives its builds the same
// variables and secrets as its functions, so the build can tell when they are missing; the
// function tells it again at /admin/, where it is sure (lib/cms-auth/admin.ts). Settings are
// judged by name: no value is ever printed.
import { signInMissing, signInSetup } from '../../content/cms';
import { CMS_CALLBACK_PATH, readSignInSettings, settingVariables, SIGN_IN_VARIABLES } from '../../lib/cms-auth/settings';

/** What keeps /admin from signing in, in Portuguese, or nothing; `site` is the site's address (for the callback). */
export function signInLaunchProblems(env: Readonly<Record<string, string | undefined>>, site = '<endereço do site>'): string[] {
  if (env.CMS_AUTH_URL) return [];
  const { problems } = readSignInSettings(env);
  if (!problems.length) return [];
  return [
    `Login do painel /admin: o app OAuth do GitHub não está configurado neste build (${signInMissing(settingVariables(problems))}); sem ele, /admin mostra só um aviso e ninguém entra para editar o site.`,
    `${signInSetup(`${site}${CMS_CALLBACK_PATH}`)} No Cloudflare Pages, Settings › Variables and secrets valem para o build e para as funções.`,
    'Num host sem funções (nginx, S3), defina CMS_AUTH_URL com o endereço de um cliente OAuth externo.',
    ...(problems.includes('githubUrlInvalid')
      ? [`${SIGN_IN_VARIABLES.github} é só o endereço do GitHub Enterprise, com https:// e sem caminho; vazio vale https://github.com.`]
      : []),
  ];
}
