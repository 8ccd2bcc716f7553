import { TERMS_PATH } from '@/content/legal/documents';
import { terms } from '@/content/legal/terms';
import { LegalPage } from './legal-page';
import { RelatedDocuments } from './related-documents';

export function TermsOfUse() {
  return (
    <LegalPage text={terms}>
      <RelatedDocuments path={TERMS_PATH} />
    </LegalPage>
  );
}
