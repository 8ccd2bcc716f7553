import { notFound } from 'next/navigation';
import { ogCardImage } from '@/components/seo/og-card';
import { isOgCardFile, ogCards } from '@/content/seo';

// A route handler named with its extension, for the same reason as app/icons/[file].
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.values(ogCards).map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isOgCardFile(file)) notFound();
  return ogCardImage(file);
}
