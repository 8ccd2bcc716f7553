import type { Metadata } from 'next';
import { PrivacyNotice } from '@/components/contact/privacy-notice';
import { privacyMetadata } from '@/content/privacy';

export const metadata: Metadata = privacyMetadata;

export default function Page() {
  return <PrivacyNotice />;
}
