import { PRIVACY_PATH } from './privacy';

// Footer copy. The legal buttons log which document was asked for (spec section 2);
// the two about personal data also open the privacy notice.

export type LegalDocument = {
  id: 'privacy' | 'terms' | 'data-protection' | 'cookies';
  label: string;
  /** Where the button goes after logging, when that document exists. */
  href?: string;
};

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { id: 'privacy', label: 'Política de Privacidade', href: PRIVACY_PATH },
  { id: 'terms', label: 'Termos de Uso' },
  { id: 'data-protection', label: 'Proteção de Dados (LGPD)', href: `${PRIVACY_PATH}#seus-direitos` },
  { id: 'cookies', label: 'Política de Cookies' },
];

export const footerCopy = {
  about: 'Energia solar no Paraná: usinas para consumo próprio, energia por assinatura, aluguel de usinas e limpeza de placas.',
  solutionsCta: 'Conheça nossas soluções',
  navHeading: 'Navegação',
  contactHeading: 'Contato',
  legalHeading: 'Documentos legais',
  rights: 'Todos os direitos reservados.',
};
