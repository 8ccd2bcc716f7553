import type { Metadata } from 'next';
import { CookiePolicy } from '@/components/legal/cookie-policy';
import { cookiesMetadata } from '@/content/seo';

export const metadata: Metadata = cookiesMetadata;

export default function Page() {
  return <CookiePolicy />;
}
