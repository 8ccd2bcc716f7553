import type { ReactNode } from 'react';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { FloatingWhatsApp } from './floating-whatsapp';
import type { ShellIslands } from './shell-islands';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type SiteShellProps = { islands: ShellIslands; children: ReactNode };

/**
 * The document every page shares: header, main, footer, floating button, JSON-LD.
 * app/layout.tsx wraps the routes in it, and so does app/global-not-found.tsx, which
 * Next renders as a root of its own, outside the root layout.
 *
 * Each root passes the client leaves in (`islands`). Turbopack gives a client component
 * one list of chunks per route, that of the last root segment rendering it, and every
 * route carries global-not-found in its tree: had both roots imported the same leaves,
 * the header on every route would load the home page's form and simulator chunk with
 * them. Client leaves are imported plainly wherever that costs at most 1 KiB; here it costs
 * more: with both roots importing shell-islands.ts, first-load JS went from 141,709 to
 * 147,441 B gzip on the roadmap and from 139,566 to 145,298 B on each legal page (+5.6 KiB),
 * so the split stays. Leaves re-exported by not-found-islands.ts are references of their own,
 * so the layout's keep the layout's chunks.
 */
export function SiteShell({ islands, children }: SiteShellProps) {
  const { VitalsReporter } = islands;
  return (
    // The boot script (lib/boot/boot-script.js) marks <html> before React hydrates it.
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        {/* `next dev` serves pages without the export step's boot script: mark them as it would. */}
        {process.env.NODE_ENV === 'development' && <script dangerouslySetInnerHTML={{ __html: "document.documentElement.setAttribute('data-js', '')" }} />}
        <a className="skip-link" href="#conteudo">
          Pular para o conteúdo
        </a>
        <SiteHeader islands={islands} />
        <main id="conteudo" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter islands={islands} />
        <FloatingWhatsApp islands={islands} />
        <VitalsReporter />
        <OrganizationJsonLd />
      </body>
    </html>
  );
}
