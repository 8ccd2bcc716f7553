import { BRAND, MAIN_PHONE } from './brand';

// Copy and limits of the contact form. The field label 'Nome Completo' and the
// message placeholder are the spec's, word for word (section 5).

/** The privacy notice's route; here because the form (a client island) links to it. */

export const LEAD_NAME_MIN = 2;
export const LEAD_NAME_MAX = 120;
export const LEAD_MESSAGE_MAX = 2000;
/** The counter warns (politely, once) when this many characters are left. */
export const LEAD_MESSAGE_WARN_LEFT = 200;
/** A submission faster than this after the form became interactive is a bot's. */
export const LEAD_MIN_FILL_MS = 3000;
/** Each delivery request gives up after this long. */
export const LEAD_TIMEOUT_MS = 10_000;
/** Pause before the one automatic retry. */
export const LEAD_RETRY_DELAY_MS = 800;
/** The draft is written to the browser this long after the last keystroke. */
export const LEAD_DRAFT_DEBOUNCE_MS = 400;
/** A draft older than this is discarded instead of restored. */
export const LEAD_DRAFT_MAX_AGE_DAYS = 7;

const count = (n: number) => n.toLocaleString('pt-BR');

/** What the form says in response to the visitor: needed by the client island. */
export const contactCopy = {
  counter: (used: number) => `${count(used)} de ${count(LEAD_MESSAGE_MAX)} caracteres`,
  counterNear: `Você está perto do limite de ${count(LEAD_MESSAGE_MAX)} caracteres.`,
  counterOver: `A mensagem passou do limite de ${count(LEAD_MESSAGE_MAX)} caracteres.`,
  submit: 'Enviar mensagem',
  sending: 'Enviando…',
  whatsapp: 'Enviar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  clear: 'Limpar',
  errors: {
    nameRequired: 'Informe seu nome completo.',
    nameShort: `O nome precisa ter pelo menos ${LEAD_NAME_MIN} caracteres.`,
    nameLong: `O nome pode ter no máximo ${LEAD_NAME_MAX} caracteres.`,
    nameLetters: 'Escreva seu nome com letras, não apenas números ou símbolos.',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    phoneRequired: 'Informe seu telefone com DDD.',
    phoneInvalid: 'Informe um telefone válido com DDD, como (43) 99999-0000 ou (43) 3025-0100.',
    phoneForeign: 'Informe um telefone do Brasil (+55), com DDD.',
    phoneArea: (ddd: string) => `O DDD ${ddd} não existe. Confira o código de área.`,
    phoneMobile: 'Celulares têm 9 dígitos depois do DDD e começam com 9.',
    messageLong: (used: number) =>
      `A mensagem pode ter no máximo ${count(LEAD_MESSAGE_MAX)} caracteres; agora tem ${count(used)}.`,
  },
  status: {
    sending: 'Enviando sua mensagem…',
    sentTitle: 'Mensagem enviada!',
    sentBody:
      'Recebemos seu contato. Nossa equipe vai responder pelo telefone ou e-mail que você informou. Se preferir, fale agora mesmo pelo WhatsApp.',
    readyTitle: 'Sua mensagem está pronta, mas ainda não foi enviada.',
    readyBody: `Este site ainda não envia o formulário diretamente. Para concluir, envie pelo WhatsApp (o texto já vai preenchido) ou ligue para ${MAIN_PHONE.display}. O que você escreveu continua salvo aqui.`,
    failedTitle: 'Sua mensagem não foi enviada.',
    failed: {
      offline: 'Você está sem conexão com a internet.',
      timeout: 'O servidor demorou demais para responder.',
      network: 'Não conseguimos falar com o servidor de mensagens.',
      server: 'O servidor de mensagens está com problemas no momento.',
      rejected: 'O servidor de mensagens recusou o envio.',
    },
    failedKept: 'O que você escreveu continua salvo aqui. Tente de novo ou fale conosco pelo WhatsApp ou telefone.',
    retry: 'Tentar novamente',
    call: `Ligar para ${MAIN_PHONE.display}`,
    cleared: 'Formulário limpo.',
  },
  whatsappText: {
    intro: `Olá! Vim pelo site da ${BRAND} e gostaria de falar sobre energia solar.`,
    name: 'Nome',
    phone: 'Telefone',
    service: 'Serviço',
    message: 'Mensagem',
  },
} as const;

export type LeadFailureReason = keyof typeof contactCopy.status.failed;
