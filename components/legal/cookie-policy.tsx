import { DRAFT_KEY } from '@/components/contact/draft-key';
import { leadEndpoint } from '@/components/contact/endpoint';
import { ATTRIBUTION_KEY } from '@/lib/attribution/attribution';
import { vitalsEndpoint } from '@/lib/beacon/beacon';
import { COOKIES_PATH } from '@/content/legal/documents';
import { cookiePolicy } from '@/content/legal/cookies';
import { LegalPage } from './legal-page';
import { RelatedDocuments } from './related-documents';

/**
 * The cookie policy as this build behaves: the page is rendered when the site is built,
 * with the same endpoints the build inlines into the browser code.
 */
export function CookiePolicy() {
  const text = cookiePolicy({ leadEndpoint: leadEndpoint(), vitalsUrl: vitalsEndpoint().trim(), draftKey: DRAFT_KEY, attributionKey: ATTRIBUTION_KEY });
  return (
    <LegalPage text={text}>
      <RelatedDocuments path={COOKIES_PATH} />
    </LegalPage>
  );
}
