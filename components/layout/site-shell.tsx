import type { ReactNode } from 'react';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { DevBootScript } from './dev-boot-script';
import { FloatingWhatsApp } from './floating-whatsapp';
import type { ShellIslands } from './shell-islands';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type SiteShellProps = { islands: ShellIslands; children: ReactNode };

/**
 * The document every page shares: header, main, footer, floating button, JSON-LD.
 * app/layout.tsx wraps the routes in it, and so does app/global-not-found.tsx, which
 * Next renders as a root of its own, outside the root layout. Each root passes the client
 * leaves in (`islands`): why, and what it saves, is in docs/architecture.md ("Client islands").
 */
export function SiteShell({ islands, children }: SiteShellProps) {
  const { VitalsReporter } = islands;
  return (
    // The boot script (lib/boot/boot-script.js) marks <html> before React hydrates it.
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        {process.env.NODE_ENV === 'development' && <DevBootScript />}
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
