import type { Metadata } from 'next';
import { FaqPage } from '@/components/faq/faq-page';
import { faqMetadata } from '@/content/seo';

export const metadata: Metadata = faqMetadata;

export default function Page() {
  return <FaqPage />;
}
