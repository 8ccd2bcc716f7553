import type { Metadata } from 'next';
import { PrivacyNotice } from '@/components/legal/privacy-notice';
import { DataProtection } from '@/components/legal/data-protection';
import { RelatedDocuments } from '@/components/legal/related-documents';
import { PRIVACY_PATH, privacyMetadata } from '@/content/legal/privacy';

export const metadata: Metadata = privacyMetadata;

export default function Page() {
  return (
    <PrivacyNotice>
      <DataProtection />
      <RelatedDocuments path={PRIVACY_PATH} />
    </PrivacyNotice>
  );
}
