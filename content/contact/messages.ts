import { BRAND, MAIN_PHONE } from '../company/brand';
import { formatNumber } from '@/lib/format/format';
import { leadFieldNames, visitPeriodWords } from './lead-fields';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_NAME_MIN, VISIT_WINDOW_WORKING_DAYS } from './limits';

// Copy of the contact form (limits in ./limits.ts). The field label 'Nome Completo' and the
// message placeholder are the spec's, word for word (section 5). This module is
// bundled only by the form's lazily loaded part (components/contact/lead-controller.ts);
// what the form shows before the first submit comes from ./form-text.ts.

const OR_CALL = 'fale conosco pelo WhatsApp ou telefone.';

/** What the form says in response to the visitor. */
export const contactCopy = {
  counter: (used: number) => `${formatNumber(used)} de ${formatNumber(LEAD_MESSAGE_MAX)} caracteres`,
  counterNear: `Você está perto do limite de ${formatNumber(LEAD_MESSAGE_MAX)} caracteres.`,
  counterOver: `A mensagem passou do limite de ${formatNumber(LEAD_MESSAGE_MAX)} caracteres.`,
  submit: 'Enviar mensagem',
  sending: 'Enviando…',
  whatsapp: 'Enviar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  clear: 'Limpar',
  errors: {
    nameRequired: 'Informe seu nome completo.',
    nameShort: `O nome precisa ter pelo menos ${LEAD_NAME_MIN} caracteres.`,
    nameLong: `O nome pode ter no máximo ${LEAD_NAME_MAX} caracteres.`,
    tooLong: 'Este campo ficou longo demais: encurte o texto.',
    nameLetters: 'Escreva seu nome com letras, não apenas números ou símbolos.',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    phoneRequired: 'Informe seu telefone com DDD.',
    phoneInvalid: 'Informe um telefone válido com DDD, como (43) 99999-0000 ou (43) 3333-4444.',
    phoneForeign: 'Informe um telefone do Brasil (+55), com DDD.',
    phoneArea: (ddd: string) => `O DDD ${ddd} não existe. Confira o código de área.`,
    phoneMobile: 'Celulares têm 9 dígitos depois do DDD e começam com 9.',
    messageLong: (used: number) => `A mensagem pode ter no máximo ${formatNumber(LEAD_MESSAGE_MAX)} caracteres; agora tem ${formatNumber(used)}.`,
    messageHeavy: 'A mensagem tem acentos ou símbolos empilhados demais para ser guardada: encurte o texto ou tire os sinais repetidos.',
    visitDateInvalid: 'Informe o dia da visita como dia/mês/ano.',
    visitDatePast: 'Escolha um dia a partir de depois de amanhã: precisamos de um dia para confirmar a visita.',
    visitDateFar: `Agendamos pelo site nos próximos ${VISIT_WINDOW_WORKING_DAYS} dias úteis; para uma data mais adiante, conte na mensagem.`,
    visitDateWeekend: 'Escolha um dia útil: não fazemos visitas nos fins de semana e feriados.',
    visitDateMissing: 'Escolha o dia da visita, ou deixe o período sem preferência.',
    visitPeriodInvalid: 'Escolha manhã, tarde ou sem preferência.',
  },
  status: {
    sending: 'Enviando sua mensagem…',
    locked: 'Os campos ficam travados até a resposta, para que chegue exatamente o que está na tela.',
    sentTitle: 'Mensagem enviada!',
    sentBody: 'Recebemos seu contato. Nossa equipe vai responder pelo telefone ou e-mail que você informou. Se preferir, fale agora mesmo pelo WhatsApp.',
    // Without a lead endpoint the form's completion is WhatsApp: the way to send, not a failure.
    readyTitle: 'Tudo pronto! Agora é só enviar pelo WhatsApp.',
    readyBody:
      'Sua mensagem já vai escrita no WhatsApp, ' +
      'com tudo o que você preencheu: ' +
      'toque em “Enviar pelo WhatsApp” ' +
      'e confirme o envio no aplicativo.',
    readyCall: `Prefere conversar? Ligue para ${MAIN_PHONE.display}.`,
    readyKept: 'O que você escreveu continua salvo neste navegador até você clicar em “Limpar”.',
    failedTitle: 'Sua mensagem não foi enviada.',
    failed: {
      offline: 'Você está sem conexão com a internet.',
      timeout: 'O servidor demorou demais para responder.',
      network: 'Não conseguimos falar com o servidor de mensagens.',
      server: 'O servidor de mensagens está com problemas no momento.',
      rejected: 'O servidor de mensagens recusou o envio.',
      endpoint: 'O endereço que recebe as mensagens deste site está mal configurado; o problema é nosso, não seu.',
      tooLarge: 'A mensagem ficou grande demais para o servidor: encurte o texto e envie de novo.',
      tooMany: 'Foram muitas tentativas em pouco tempo: espere um minuto e tente de novo.',
      bot: 'Um campo escondido, que só programas automáticos preenchem, veio preenchido; por isso nada foi enviado.',
      invalid: 'O servidor recusou alguns dados: corrija os campos marcados e envie de novo.',
      pagePart:
        'Esta página não conseguiu carregar a parte que envia a mensagem; o problema é desta página, não da sua mensagem ' +
        '(o site pode ter sido atualizado, ou a conexão caiu no meio). Recarregue a página e envie de novo.',
    },
    kept: 'O que você escreveu continua salvo aqui.',
    keptPageOnly: 'O que você escreveu continua nesta página, mas este navegador não está guardando rascunhos: não recarregue nem feche a aba.',
    retryOrCall: `Tente de novo ou ${OR_CALL}`,
    orCall: `Se preferir, ${OR_CALL}`,
    retry: 'Tentar novamente',
    call: `Ligar para ${MAIN_PHONE.display}`,
    cleared: 'Formulário limpo.',
  },
  prefill: {
    filled: 'Colocamos o resumo da simulação na sua mensagem.',
    added: 'Acrescentamos o resumo da simulação ao fim da sua mensagem; o que você já tinha escrito continua lá.',
    replaced: 'Trocamos o resumo da simulação anterior pelo novo; o resto da sua mensagem não mudou.',
    present: 'Esta simulação já está na sua mensagem.',
    serviceSet: (label: string) => `Serviço de interesse: ${label}.`,
    serviceKept: (kept: string, suggested: string) => `Mantivemos o serviço que você escolheu, ${kept}; a simulação é de ${suggested}.`,
    useService: (label: string) => `Trocar para ${label}`,
    undo: 'Desfazer',
    undone: 'Pronto: a mensagem e o serviço voltaram a ser o que eram antes da simulação.',
    tooLong: (over: number) =>
      `Com o resumo, a mensagem passou do limite de ${formatNumber(LEAD_MESSAGE_MAX)} caracteres em ${formatNumber(over)}: ` +
      'encurte o que você escreveu antes dele, ou desfaça a simulação.',
  },
  /** The WhatsApp text: the introduction, then a line per field given, by its short name. */
  whatsappText: {
    intro: `Olá! Vim pelo site da ${BRAND} e gostaria de falar sobre energia solar.`,
    labels: leadFieldNames,
  },
  visitPeriodWords,
} as const;

export type LeadFailureReason = keyof typeof contactCopy.status.failed;
/** Failures after which sending the same content again cannot help. */
export const NO_RETRY: readonly LeadFailureReason[] = ['endpoint', 'tooLarge', 'bot', 'invalid'];
