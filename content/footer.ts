// Footer copy. The legal links log which document was asked for (spec section 2), then
// open it: content/legal/documents.ts lists them.
export { LEGAL_DOCUMENTS, type LegalDocument } from './legal/documents';

export const footerCopy = {
  /** The first words of the about line link to the city pages' hub (/energia-solar/); the rest follows them. */
  aboutLink: 'Energia solar no Paraná',
  about: ': usinas para consumo próprio, energia por assinatura, aluguel de usinas e limpeza de placas.',
  solutionsCta: 'Conheça nossas soluções',
  navHeading: 'Navegação',
  servicesHeading: 'Serviços',
  contactHeading: 'Contato',
  legalHeading: 'Documentos legais',
  rights: 'Todos os direitos reservados.',
};
