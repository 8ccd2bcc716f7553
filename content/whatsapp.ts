// Copy of the floating WhatsApp button (the number and greeting are in site.ts).
export const whatsappButton = {
  label: 'Conversar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  tooltip: 'Fale conosco pelo WhatsApp',
};
