import { signInWords } from '../../../content/cms';
import { handleSignIn } from '../../../lib/cms-auth/handler';
import type { SignInEnv } from '../../../lib/cms-auth/settings';

// GET /api/cms/auth on Cloudflare Pages: where the CMS's "Entrar com o GitHub" window starts
// (docs/content.md#in-production). The OAuth app's client ID and secret are the host's secrets
// (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET; .dev.vars locally).

export function onRequest({ request, env }: { request: Request; env: SignInEnv }): Promise<Response> {
  return handleSignIn(request, env, signInWords);
}
