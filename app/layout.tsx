import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { shellIslands } from '@/components/layout/shell-islands';
import { SiteShell } from '@/components/layout/site-shell';
import { rootMetadata, rootViewport } from '@/content/seo';
import './globals.css';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteShell islands={shellIslands}>{children}</SiteShell>;
}
