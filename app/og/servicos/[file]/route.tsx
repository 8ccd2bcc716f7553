import { notFound } from 'next/navigation';
import { drawOgCard } from '@/components/seo/og-card';
import { SERVICE_PAGES } from '@/content/service-pages';
import { serviceCardFile } from '@/content/seo';

// The share card of each service page, named with its extension as app/og/[file] is.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_PAGES.map((page) => ({ file: serviceCardFile(page) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const page = SERVICE_PAGES.find((candidate) => serviceCardFile(candidate) === file);
  if (!page) notFound();
  return drawOgCard(page.card);
}
