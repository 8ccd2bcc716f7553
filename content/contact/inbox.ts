import { MAIN_PHONE } from '../company/brand';
import company from '../company/company.json';
import type { Company } from '../company/schema';
import type { SettingProblem } from '@/lib/leads/settings';
import { leadFieldNames } from './lead-fields';

// The lead inbox (functions/api/leads.ts, docs/leads.md): what the visitor reads once the
// company's own server has the lead, what the company's notification says, and the page a
// visitor without JavaScript gets back. Who answers and when is said from the company's data
// only (its opening hours, edited in the CMS): the site promises no time the company has not given.

type OpeningHours = Company['openingHours'];
const WEEK = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY_NAMES = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'];
const hour = (time: string) =>
  time
    .replace(/^0(?=\d)/, '')
    .replace(/:00$/, 'h')
    .replace(':', 'h');

/** 'segunda a sexta, das 8h às 18h; sábado, das 8h às 12h': the company's hours, in words; '' when it gave none. */
export function hoursInWords(hours: OpeningHours): string {
  return hours
    .map(({ days, opens, closes }) => {
      // Runs of consecutive days: three or more read 'segunda a sexta'; shorter ones are listed.
      const runs: number[][] = [];
      WEEK.forEach((day, index) => {
        if (!days.includes(day)) return;
        const run = runs.at(-1);
        if (run?.at(-1) === index - 1) run.push(index);
        else runs.push([index]);
      });
      const named = runs.flatMap((run) => (run.length > 2 ? [`${DAY_NAMES[run[0]!]} a ${DAY_NAMES[run.at(-1)!]}`] : run.map((index) => DAY_NAMES[index]!)));
      const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} e ${named.at(-1)}` : named[0];
      return `${list}, das ${hour(opens)} às ${hour(closes)}`;
    })
    .join('; ');
}

/** Who answers a lead, and when: in the company's opening hours, named when it recorded them. */
export function replyPromise(hours: OpeningHours): string {
  const when = hoursInWords(hours);
  return `Nossa equipe vai ligar para o telefone que você informou, ou escrever para o seu e-mail, no horário de atendimento${when ? ` (${when})` : ''}.`;
}

/** Leads are deleted this many days after they arrive, unless LEAD_RETENTION_DAYS says otherwise. */
export const LEAD_RETENTION_DAYS_DEFAULT = 365;

const REFERENCE_LABEL = 'Número do seu contato:';

/** What the form shows once the inbox has stored the lead. */
export const inboxCopy = {
  /** The thank-you's heading, by the first name the visitor gave. */
  thanks: (firstName: string) => `Obrigado, ${firstName}!`,
  receivedTitle: 'Recebemos sua mensagem',
  /** Before the reference, which the form shows in bold: 'Número do seu contato: K7M2-9QXD.' */
  referenceLabel: REFERENCE_LABEL,
  reference: (reference: string) => `${REFERENCE_LABEL} ${reference}.`,
  reply: replyPromise((company as Company).openingHours),
  visit: (when: string) => `Preferência de visita técnica: ${when}; vamos confirmar o horário com você.`,
  /** The thank-you's quiet way back to the empty form. */
  another: 'Enviar outra mensagem',
} as const;

/** The page the inbox answers a form posted without JavaScript with. */
export const inboxPage = {
  receivedTitle: inboxCopy.receivedTitle,
  notReceivedTitle: 'Sua mensagem não foi enviada',
  fix: 'Volte ao formulário, corrija o que está abaixo e envie de novo:',
  tooLarge: 'A mensagem ficou grande demais: volte, encurte o texto e envie de novo.',
  tooMany: 'Foram muitas tentativas em pouco tempo: espere alguns minutos e envie de novo.',
  failed: `Nosso servidor teve um problema e não guardou sua mensagem. Tente de novo em instantes ou ligue para ${MAIN_PHONE.display}.`,
  /** A post without the consent the form always sends: an old or altered copy of the form. */
  consentRequired: 'Envie pelo formulário do site, que mostra o aviso de privacidade ao lado do botão de enviar.',
  back: inboxCopy.another,
  backToForm: 'Voltar ao formulário',
  backHref: '/#contact',
} as const;

/** The notification the company gets for each lead (a chat message or a CRM's webhook). */
export const notificationCopy = {
  title: (reference: string) => `Novo contato pelo site: ${reference}`,
  labels: leadFieldNames,
  whatsapp: 'WhatsApp',
  receivedAt: 'Recebido em',
  page: 'Página',
  fastFill: (seconds: string) =>
    `⚠ Preenchido em ${seconds} s: pode ser um programa automático (ou o preenchimento automático do navegador). Confira antes de responder.`,
  none: '(não informado)',
  repeat: (attempt: number) => `↻ Aviso enviado de novo (tentativa ${attempt}): se ele já chegou antes, é o mesmo contato; responda uma vez só.`,
  attribution: {
    source: 'Origem da visita',
    campaign: 'campanha',
    term: 'termo',
    content: 'conteúdo',
    clickId: (type: string) => `Clique de anúncio (${type})`,
    landingPage: 'Página de entrada',
    referrer: 'Veio do site',
  },
} as const;

const LEADS_KEPT = 'Até corrigir, os contatos continuam guardados (npm run leads -- pending), mas ninguém é avisado.';

/**
 * Why the company was not notified, as the inbox records it on the lead and `npm run leads`
 * lists it: by kind, and a setting by its name. Never a value: the address can hold a token.
 */
export const notifyProblemCopy = {
  failed: {
    status: (status: number) => `o webhook respondeu ${status}`,
    timeout: (seconds: number) => `o webhook não respondeu em ${seconds} s (o aviso pode ter chegado mesmo assim)`,
    network: 'não foi possível falar com o webhook (a rede falhou ou o endereço não responde)',
  },
  /** A failure of the inbox's own, not of the webhook. */
  unexpected: 'erro inesperado ao enviar o aviso',
  settings: {
    formatUnknown: `LEAD_WEBHOOK_FORMAT não é um formato conhecido: use slack, discord, telegram ou json (vazio vale json). ${LEADS_KEPT}`,
    urlInvalid: `LEAD_WEBHOOK_URL não é um endereço completo que comece com https:// (como https://hooks.slack.com/services/…). ${LEADS_KEPT}`,
  },
  /** In place of an address an error stored by an earlier version held. */
  omitted: '[endereço omitido]',
  /** A numeric setting out of its bounds (lib/leads/settings.ts): its default is used until it is fixed. */
  outOfBounds: ({ name, value, min, max, used }: SettingProblem) =>
    `${name}=${value} não pode valer: use um número inteiro de ${min} a ${max}. Até corrigir, a caixa de contatos usa ${used}.`,
} as const;

/** The table of `npm run leads -- channels`: leads per month, source, campaign and landing page. */
export const channelsCopy = {
  headers: { month: 'Mês', source: 'Origem', campaign: 'Campanha', landingPage: 'Página de entrada', leads: 'Contatos' },
  direct: '(direto ou desconhecido)',
  clickSource: (type: string) => `(anúncio: ${type})`,
  referrer: (host: string) => `(site) ${host}`,
  none: '—',
  /** The month of a lead whose stored time cannot be read. */
  unreadableMonth: '(data ilegível)',
  empty: 'Nenhum contato no período.',
  total: (leads: number) => `Total: ${leads} contato(s). Sem JavaScript, o site não sabe a origem: esses contam como diretos.`,
} as const;

/** The spreadsheet of leads (`npm run leads -- export`): its column headers and the words in its cells. */
export const leadExportCopy = {
  headers: {
    reference: 'Referência',
    receivedAt: 'Recebido em (Brasília)',
    ...leadFieldNames,
    page: 'Página',
    consentVersion: 'Versão do aviso de privacidade',
    fastFill: 'Preenchimento rápido (conferir)',
    withoutJavaScript: 'Enviado sem JavaScript',
    notifyStatus: 'Notificação',
    notifyError: 'Erro da notificação',
    landingPage: 'Página de entrada',
    utmSource: 'Origem (utm_source)',
    utmMedium: 'Mídia (utm_medium)',
    utmCampaign: 'Campanha (utm_campaign)',
    utmTerm: 'Termo (utm_term)',
    utmContent: 'Conteúdo (utm_content)',
    clickIdType: 'Clique de anúncio',
    clickId: 'Identificador do clique',
    referrerHost: 'Veio do site',
    landedAt: 'Chegada ao site (Brasília)',
  },
  notifyStatus: {
    pending: 'pendente',
    sent: 'enviada',
    failed: 'falhou',
    skipped: 'não enviada (campo oculto preenchido)',
    off: 'sem canal configurado',
  } as Record<string, string>,
  yes: 'sim',
  no: 'não',
  fastFill: (seconds: string) => `sim (${seconds} s)`,
  omitted: notifyProblemCopy.omitted,
  /** A stored value the spreadsheet cannot read (a date that is no date): marked, and the export goes on. */
  unreadable: (raw: string, kind: 'date' | 'value') => `⚠ ${kind === 'date' ? 'data ilegível' : 'valor ilegível'}${raw ? `: ${raw}` : ''}`,
} as const;
