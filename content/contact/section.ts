import 'server-only';

// Copy of the contact section that surrounds the form: the page's closing call to action.

export const contactSection = {
  title: 'Solicite seu orçamento',
  lead: 'Conte o que você procura: respondemos por telefone, e-mail ou WhatsApp.',
  channelsHeading: 'Prefere falar agora?',
  sitesHeading: 'Nossas unidades',
  cepLabel: 'CEP',
  phoneLabel: 'Telefone',
  whatsappLabel: 'WhatsApp',
  emailLabel: 'E-mail',
  newTab: '(abre em nova aba)',
};
