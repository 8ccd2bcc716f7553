import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { notFoundMetadata } from '@/content/seo';

// The spec sends any unknown path to the home page; hosts serve this as 404.html
// with status 404, and robots keep it out of the index.
export const metadata: Metadata = notFoundMetadata;

export default function NotFound() {
  return <HomePage />;
}
