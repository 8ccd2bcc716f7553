import 'server-only';

// The contact form's static text, server-only: kept apart from ./messages.ts,
// whose copy the client island bundles.
import { leadFieldWords } from './lead-fields';

export { PRIVACY_PATH } from '../navigation';

const labels = Object.fromEntries(Object.entries(leadFieldWords).map(([field, words]) => [field, words.label])) as {
  [F in keyof typeof leadFieldWords]: (typeof leadFieldWords)[F]['label'];
};

/**
 * What the form says before anyone types: rendered on the server and passed to
 * the client island as finished elements, so none of it weighs on the bundle.
 */
export const contactFormText = {
  labels,
  /** The technical visit the visitor may ask for: a day and a period, both optional. */
  visit: {
    legend: 'Visita técnica',
    hint: 'Quer que um técnico vá até você? Escolha um dia útil das próximas duas semanas; confirmamos o horário antes.',
    periods: [
      { value: '', label: 'Sem preferência' },
      { value: 'manha', label: 'Manhã (8h às 12h)' },
      { value: 'tarde', label: 'Tarde (13h às 18h)' },
    ],
  },
  optional: '(opcional)',
  phoneHint: 'Com DDD, por exemplo (43) 99999-0000.',
  /** The first option of a choice nobody has to make (the service, the city). */
  choiceEmpty: 'Selecione (opcional)',
  messagePlaceholder: 'Conte-nos mais sobre seu projeto...',
  requiredNote: 'Campos marcados com * são obrigatórios.',
  autosave: 'O que você digita fica salvo só neste navegador até o envio; “Limpar” apaga tudo.',
  /** Instead of `autosave` when the browser refuses to store the draft (blocked or full storage). */
  storageOff:
    'Este navegador não está guardando rascunhos (o armazenamento do site está ' +
    'bloqueado ou cheio): se você recarregar ou fechar a página, o que digitou se perde.',
  /** When the form's own code could not be loaded (a dropped connection). */
  unavailable: 'Não conseguimos carregar o envio do formulário. Verifique sua conexão e tente de novo, ou fale conosco pelo WhatsApp ou telefone.',
  /**
   * When the server no longer has the form's code: the site was published again since this page
   * was opened. A reload brings the new version, and the draft back (the island keeps it).
   */
  updated: 'O site foi atualizado: recarregue a página; o que você escreveu continua aqui.',
  /** The same, when this browser keeps no draft: nothing is promised. */
  updatedNoDraft:
    'O site foi atualizado: recarregue a página. Este navegador não guarda rascunhos, então copie antes o que você escreveu ou envie pelo WhatsApp.',
  reload: 'Recarregar a página',
  /** While the form's own code is still on its way after a submit (a slow or stalled connection). */
  preparing: 'Preparando o envio… Se demorar, você também pode falar conosco pelo WhatsApp ou telefone.',
  consentBefore: 'Ao enviar, você declara estar ciente de que usaremos esses dados só para responder ao seu contato, como explica a nossa ',
  consentLink: 'Política de Privacidade',
  consentAfter: '.',
  honeypot: 'Não preencha este campo',
  noscript: {
    title: 'O envio por este formulário precisa de JavaScript.',
    body: 'Fale conosco agora mesmo:',
  },
} as const;
