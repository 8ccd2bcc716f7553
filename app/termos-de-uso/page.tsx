import type { Metadata } from 'next';
import { TermsOfUse } from '@/components/legal/terms-of-use';
import { termsMetadata } from '@/content/seo';

export const metadata: Metadata = termsMetadata;

export default function Page() {
  return <TermsOfUse />;
}
