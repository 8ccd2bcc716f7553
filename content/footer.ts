// Footer copy. The legal buttons only log which document was asked for (spec section 2).

export const LEGAL_DOCUMENTS = [
  { id: 'privacy', label: 'Política de Privacidade' },
  { id: 'terms', label: 'Termos de Uso' },
  { id: 'data-protection', label: 'Proteção de Dados (LGPD)' },
  { id: 'cookies', label: 'Política de Cookies' },
] as const;

export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const footerCopy = {
  about:
    'Energia solar para casas, empresas e investidores no Paraná: projeto, instalação, energia por assinatura, aluguel de usinas e limpeza de placas.',
  solutionsCta: 'Conheça nossas soluções',
  navHeading: 'Navegação',
  contactHeading: 'Contato',
  legalHeading: 'Documentos legais',
  rights: 'Todos os direitos reservados.',
};
