import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { homeMetadata } from '@/content/seo';

export const metadata: Metadata = homeMetadata;

export default function Page() {
  return <HomePage />;
}
