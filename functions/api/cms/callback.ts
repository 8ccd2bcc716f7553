import { signInWords } from '../../../content/cms';
import { handleCallback } from '../../../lib/cms-auth/handler';
import type { SignInEnv } from '../../../lib/cms-auth/settings';

// GET /api/cms/callback on Cloudflare Pages: where GitHub sends the person back (the OAuth app's
// "Authorization callback URL"); the window then hands the token to the CMS that opened it.

export function onRequest({ request, env }: { request: Request; env: SignInEnv }): Promise<Response> {
  return handleCallback(request, env, signInWords);
}
