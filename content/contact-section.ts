// Copy of the contact section that surrounds the form: the page's closing call to action.

export const contactSection = {
  eyebrow: 'Contato',
  title: 'Solicite seu orçamento',
  lead: 'Conte um pouco sobre o seu consumo e o que você procura. Respondemos em até um dia útil, por telefone, e-mail ou WhatsApp.',
  channelsHeading: 'Prefere falar agora?',
  sitesHeading: 'Nossas unidades',
  cepLabel: 'CEP',
  phoneLabel: 'Telefone',
  whatsappLabel: 'WhatsApp',
  emailLabel: 'E-mail',
  newTab: '(abre em nova aba)',
};
