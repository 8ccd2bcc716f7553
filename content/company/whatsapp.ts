// The WhatsApp number and greeting (part of site.ts's facts, placeholders listed in the
// README under "Before going live"), and the floating button's copy. A module of its own
// so the browser code that builds wa.me links carries nothing else about the company.

export const whatsappContact = {
  phone: { e164: '+5543991000000', display: '(43) 99100-0000' },
  greeting:
    'Olá! Vim pelo site e gostaria de saber mais sobre os serviços de energia solar: ' +
    'usinas fotovoltaicas, energia por assinatura, aluguel de usinas e limpeza de placas.',
};

export const whatsappButton = {
  label: 'Conversar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  tooltip: 'Fale conosco pelo WhatsApp',
};
