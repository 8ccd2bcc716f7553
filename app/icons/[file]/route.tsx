import { notFound } from 'next/navigation';
import { appIconImage } from '@/components/seo/app-icon-image';
import { APP_ICONS, isAppIconFile } from '@/content/seo';

// Route handlers with the extension in the name: the `icon.tsx` file convention
// exports extensionless files (out/icon/192), which static hosts serve without an
// image type and `serve` redirects to a missing folder (trailingSlash).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(APP_ICONS).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isAppIconFile(file)) notFound();
  return appIconImage(file);
}
