import type { NextConfig } from 'next';

// A pure static export: every route becomes `route/index.html`, so any plain
// static host (nginx, S3, GitHub Pages, a CDN) serves it without rewrite rules.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // EXPORT_DIR=out-lead writes a second export beside out/ (the browser tests' build with a lead
  // endpoint): with output 'export', distDir names the export folder; the build itself stays in .next.
  ...(process.env.EXPORT_DIR && { distDir: process.env.EXPORT_DIR }),
  // `npm test` type-checks the whole project once, in a step of its own (tsc --noEmit), before it
  // builds: its three builds (out/, and out-lead/ and out-inbox/ for the browser tests) skip Next's
  // second pass over the same files (SKIP_BUILD_TYPECHECK=1, set by scripts/test/test.mjs). Every other
  // build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Supported options the post-build step must survive: `npm run check:next-options`
  // builds with each (NEXT_CROSS_ORIGIN=anonymous, NEXT_DEPLOYMENT_ID=…, --webpack) into a folder of
  // its own and runs the render, CSP and boot tests on it (`npm test` runs its focused form). Unset,
  // they change nothing.
  ...(process.env.NEXT_CROSS_ORIGIN && { crossOrigin: process.env.NEXT_CROSS_ORIGIN as 'anonymous' | 'use-credentials' }),
  ...(process.env.NEXT_DEPLOYMENT_ID && { deploymentId: process.env.NEXT_DEPLOYMENT_ID }),
  // app/global-not-found.tsx: the home page at unknown paths, without its islands on every route.
  experimental: { globalNotFound: true },
};

export default nextConfig;
