import { PRIVACY_PATH } from '../navigation';

// The legal documents: their routes, titles and the anchor of the data-protection part
// of the privacy notice. Read by the footer, the pages, their metadata and the sitemap.

export { PRIVACY_PATH };
export const TERMS_PATH = '/termos-de-uso/';
export const COOKIES_PATH = '/politica-de-cookies/';

/** The privacy notice's data-protection section (LGPD rights), where its footer link lands. */
export const DATA_PROTECTION_ID = 'protecao-de-dados';
export const DATA_PROTECTION_HREF = `${PRIVACY_PATH}#${DATA_PROTECTION_ID}`;

export const TERMS_TITLE = 'Termos de Uso';
export const COOKIES_TITLE = 'Política de Cookies';

export type LegalDocument = {
  id: 'privacy' | 'terms' | 'data-protection' | 'cookies';
  label: string;
  /** Where the document is: a page, or the privacy notice's data-protection section. */
  href: string;
};

/** Every legal document, in the footer's order (the spec's four buttons). */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { id: 'privacy', label: 'Política de Privacidade', href: PRIVACY_PATH },
  { id: 'terms', label: TERMS_TITLE, href: TERMS_PATH },
  { id: 'data-protection', label: 'Proteção de Dados (LGPD)', href: DATA_PROTECTION_HREF },
  { id: 'cookies', label: COOKIES_TITLE, href: COOKIES_PATH },
];
