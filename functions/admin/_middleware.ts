import { signInWords } from '../../content/cms';
import { handleAdmin } from '../../lib/cms-auth/admin';
import type { SignInEnv } from '../../lib/cms-auth/settings';

// /admin/ on Cloudflare Pages: the CMS's page and config.yml, told whether the site's own GitHub
// sign-in is configured (lib/cms-auth/admin.ts). Pages' static files answer everything else.

type Context = {
  request: Request;
  env: SignInEnv & { ASSETS: { fetch: (input: Request | string) => Promise<Response> } };
  next: () => Promise<Response>;
};

export function onRequest({ request, env, next }: Context): Promise<Response> {
  return handleAdmin(request, env, signInWords, { next, asset: (path) => env.ASSETS.fetch(new URL(path, request.url).toString()) });
}
