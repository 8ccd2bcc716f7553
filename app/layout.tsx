import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FloatingWhatsApp } from '@/components/layout/floating-whatsapp';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { VitalsReporter } from '@/components/vitals/vitals-reporter';
import { rootMetadata, THEME_COLOR } from '@/content/seo';
import { interVariable } from './fonts';
import './globals.css';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" className={interVariable.variable}>
      <body>
        <a className="skip-link" href="#conteudo">
          Pular para o conteúdo
        </a>
        <SiteHeader />
        <main id="conteudo" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <FloatingWhatsApp />
        <VitalsReporter />
        <OrganizationJsonLd />
      </body>
    </html>
  );
}
