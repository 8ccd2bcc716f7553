import { webManifest } from '@/content/seo';

// The web app manifest, written at build to out/manifest.webmanifest. A route of its own rather than
// the app/manifest.ts convention, which links it from every page: only the home page links it
// (content/seo.ts, MANIFEST_PATH, says why).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(webManifest()), { headers: { 'Content-Type': 'application/manifest+json' } });
}
