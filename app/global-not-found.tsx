import type { Metadata, Viewport } from 'next';
import * as notFoundIslands from '@/components/layout/not-found-islands';
import { SiteShell } from '@/components/layout/site-shell';
import { notFoundMetadata, rootViewport } from '@/content/seo';
import './globals.css';
// Last, as app/page.tsx comes after app/layout.tsx: imports set the order of the stylesheets.
// The home page's must cascade after the shared ones, and in any other order Turbopack merged
// them into the stylesheet every route shares (+3.5 KiB gzip of render-blocking CSS each).
import { HomePage } from '@/components/home/home-page';
import { NotFoundNotice } from '@/components/error/not-found-notice';

// Any unknown path shows the home page (spec), with status 404 and robots noindex (Next
// adds it), under a notice that the address does not exist. A root of its own (experimental.globalNotFound), outside app/layout.tsx, so its
// islands load on this page only; a root not-found.tsx would send them with every route.
export const metadata: Metadata = notFoundMetadata;

export const viewport: Viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell islands={notFoundIslands}>
      <NotFoundNotice />
      <HomePage />
    </SiteShell>
  );
}
