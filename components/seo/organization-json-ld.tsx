import { organizationJsonLd, serializeJsonLd } from './organization';

/**
 * The company as structured data, in every page's HTML. A JSON-LD script is data,
 * never executed, so a future CSP needs no hash for it.
 */
export function OrganizationJsonLd() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }} />;
}
