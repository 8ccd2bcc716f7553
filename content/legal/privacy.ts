import 'server-only';
import type { Metadata } from 'next';
import { LEAD_RETENTION_DAYS_DEFAULT } from '../contact/inbox';
import { LEAD_DRAFT_MAX_AGE_DAYS } from '../contact/limits';
import { ATTRIBUTION_MAX_AGE_MS } from '@/lib/attribution/attribution';
import { formatNumber } from '@/lib/format/format';
import { PRIVACY_VERSION } from './privacy-version';
import { PRIVACY_PATH } from '../navigation';
import { ogImage } from '../seo';
import { site } from '../company/site';
import { firstThatFits } from '../search-result';

// The privacy notice (LGPD, Lei nº 13.709/2018) for what the contact form and the
// WhatsApp hand-off collect. Company facts come from site.ts.

export { PRIVACY_PATH };
export const PRIVACY_TITLE = 'Política de Privacidade';
const PRIVACY_DESCRIPTION = firstThatFits(
  `Como a ${site.brand} trata seus dados do formulário e do WhatsApp pela LGPD: quais dados, para quê, por quanto tempo, com quem e como exercer direitos.`,
  'Como tratamos seus dados do formulário e do WhatsApp pela LGPD: quais dados, para quê, por quanto tempo, com quem e como exercer direitos.',
);
/** ISO date of the last revision, and how it reads. */
export const PRIVACY_UPDATED = {
  iso: PRIVACY_VERSION,
  display: new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${PRIVACY_VERSION}T12:00:00Z`)),
};

const headOffice = site.sites.find((place) => place.kind === 'head-office');
if (!headOffice) throw new Error('content/company/site.ts must list a head office: the notice names it as the controller.');

/**
 * Where a lead goes depends on the build: to the company's own inbox when NEXT_PUBLIC_LEAD_ENDPOINT
 * is a path of this site (/api/leads, functions/: a database of the company's, hosted by
 * Cloudflare), to a form service when it is another address (the service is the processor), or,
 * without one, only to WhatsApp when the visitor sends it there (components/contact/endpoint.ts
 * reads the same variable). The notice describes this build's.
 */
const LEAD_ENDPOINT = process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim() ?? '';
/** The inbox deletes leads this many days after they arrive (LEAD_RETENTION_DAYS, read by the build and the function alike). */
const RETENTION_DAYS = Number(process.env.LEAD_RETENTION_DAYS) > 0 ? Math.floor(Number(process.env.LEAD_RETENTION_DAYS)) : LEAD_RETENTION_DAYS_DEFAULT;

const FORM_FIELDS =
  'nome completo, e-mail e telefone (obrigatórios), serviço de interesse, mensagem e, se você pedir uma visita técnica, o dia e o período preferidos (opcionais)';
const SENT_WITH =
  'Junto com eles vão a página de onde você enviou, a data e a hora do envio, o registro de que este aviso estava visível ao lado do botão de envio ' +
  '(e a data da versão dele), quanto tempo o formulário levou para ser preenchido (para separar pessoas de programas automáticos) e um código técnico ' +
  'que evita que a mesma mensagem seja contada duas vezes.';
const DRAFT =
  'Rascunho no seu navegador: enquanto você preenche, o formulário guarda o que foi digitado apenas no armazenamento local (localStorage) do ' +
  'seu próprio navegador, para nada se perder se a página recarregar ou a conexão cair. Esse rascunho não é enviado a ninguém e é apagado';

const ATTRIBUTION_DAYS = ATTRIBUTION_MAX_AGE_MS / (24 * 60 * 60 * 1000);
const ORIGIN_KEPT =
  'Origem da visita: quando você chega ao site por um anúncio, por um link de campanha ou vindo de outro site, o seu navegador guarda no ' +
  'armazenamento local, sem cookies, a página em que você entrou, os parâmetros de campanha do link (utm_source, utm_medium, utm_campaign, ' +
  'utm_term e utm_content), o código do clique no anúncio, se houver (gclid, gbraid ou wbraid do Google, fbclid da Meta, msclkid da Microsoft), ' +
  'e o nome do site de onde você veio (só o nome, como www.google.com, nunca o endereço completo nem outros dados do link). Fica guardado por até ' +
  `${ATTRIBUTION_DAYS} dias; uma nova chegada por anúncio, campanha ou outro site substitui a anterior, e abrir o site diretamente não muda nada. ` +
  'Sem JavaScript, nada disso é guardado.';

export const privacyLeadPath = {
  inbox: {
    collected:
      `Pelo formulário de contato: ${FORM_FIELDS}. ${SENT_WITH} Nosso servidor guarda só isso, com a hora em que recebeu. Para barrar ` +
      'envios em massa, ele anota por alguns minutos um código embaralhado (hash com chave secreta, trocada todo dia) do endereço de ' +
      'internet de quem envia, nunca o endereço em si.',
    draft: `${DRAFT} quando a mensagem é entregue, quando você clica em “Limpar” ou depois de ${LEAD_DRAFT_MAX_AGE_DAYS} dias.`,
    origin: `${ORIGIN_KEPT} Quando você envia o formulário, essa origem vai junto com a mensagem e fica guardada com ela, pelo mesmo prazo.`,
    recipient:
      'A Cloudflare, empresa que hospeda este site e o banco de dados onde guardamos as mensagens do formulário. Ela atua como operadora: ' +
      'trata os dados só para nós e segundo as nossas instruções. Se guardar os dados fora do Brasil, isso ocorre com as garantias do art. 33 da LGPD. ' +
      'Cada mensagem também chega à nossa equipe por um aviso automático (no aplicativo de mensagens ou no sistema de atendimento que usamos).',
    consentRecord: ' O registro de que você viu este aviso antes de enviar documenta que você foi informado.',
    retention:
      `Mensagens do formulário de contato: apagadas automaticamente do nosso banco de dados ${formatNumber(RETENTION_DAYS)} dias depois de ` +
      'chegarem; se a conversa continuar, valem os prazos abaixo.',
    security:
      'O formulário envia os dados por conexão criptografada (HTTPS) ao servidor da própria empresa, e o acesso às mensagens ' +
      'guardadas é restrito às pessoas da equipe que precisam delas para atender você.',
  },
  endpoint: {
    collected: `Pelo formulário de contato: ${FORM_FIELDS}. ${SENT_WITH}`,
    draft: `${DRAFT} quando a mensagem é entregue, quando você clica em “Limpar” ou depois de ${LEAD_DRAFT_MAX_AGE_DAYS} dias.`,
    origin: `${ORIGIN_KEPT} Quando você envia o formulário, essa origem vai junto com a mensagem.`,
    recipient:
      'O serviço de recebimento de formulários que contratamos para entregar as mensagens deste site. Ele atua como operador: trata os dados ' +
      'só para nós e segundo as nossas instruções. Se guardar os dados fora do Brasil, isso ocorre com as garantias do art. 33 da LGPD.',
    consentRecord: ' O registro de que você viu este aviso antes de enviar documenta que você foi informado.',
    retention: '',
    security:
      'O formulário envia os dados por conexão criptografada (HTTPS), e o acesso às mensagens ' +
      'recebidas é restrito às pessoas da equipe que precisam delas para atender você.',
  },
  whatsapp: {
    collected:
      `Pelo formulário de contato: ${FORM_FIELDS}. O formulário não os passa a nenhum servidor: ao concluir, ele prepara ` +
      'com eles uma mensagem de WhatsApp, que só chega até nós se você a enviar no aplicativo (veja o item seguinte).',
    draft: `${DRAFT} quando você clica em “Limpar” ou depois de ${LEAD_DRAFT_MAX_AGE_DAYS} dias.`,
    origin: `${ORIGIN_KEPT} Nesta versão do site ela não sai do seu navegador: não vai no formulário nem na mensagem de WhatsApp.`,
    recipient: 'Nenhuma empresa de formulários: o que você preenche no formulário só sai do seu navegador pelo WhatsApp, quando você mesmo envia a mensagem.',
    consentRecord: '',
    retention: '',
    security:
      'O site é servido por conexão criptografada (HTTPS), e o acesso às mensagens que ' +
      'recebemos é restrito às pessoas da equipe que precisam delas para atender você.',
  },
} as const;

const leadPath = LEAD_ENDPOINT.startsWith('/') ? privacyLeadPath.inbox : LEAD_ENDPOINT ? privacyLeadPath.endpoint : privacyLeadPath.whatsapp;

export type PrivacySection = {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  closing?: readonly string[];
};

export const privacyIntro = [
  `Este aviso explica como a ${site.brand} trata os dados pessoais que você nos envia pelo formulário de contato ` +
    'deste site ou pelo WhatsApp, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
];

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'controlador',
    heading: 'Quem é o controlador dos dados',
    paragraphs: ['O controlador é quem decide como os seus dados são usados. Aqui, é:'],
    items: [
      `${site.legalName}, CNPJ ${site.cnpj}`,
      `Matriz: ${headOffice.street}, ${headOffice.district}, ${headOffice.city}/${headOffice.state}, CEP ${headOffice.cep}`,
      `E-mail: ${site.email}`,
      `Telefone: ${site.mainPhone.display}`,
    ],
    closing: [
      `Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): ${site.dpo.name}, pelo ` +
        `e-mail ${site.dpo.email}. Como exercer os seus direitos está no fim desta página.`,
    ],
  },
  {
    id: 'dados',
    heading: 'Quais dados coletamos',
    items: [
      leadPath.collected,
      leadPath.draft,
      leadPath.origin,
      'Pelo WhatsApp: o botão “Enviar pelo WhatsApp” abre o aplicativo com um texto pronto com o nome, o e-mail, o telefone, ' +
        'o serviço, a mensagem e a visita técnica que você preencheu (com o resumo da simulação, se você o acrescentou). Nada é enviado até ' +
        'você confirmar o envio no próprio WhatsApp; a partir daí recebemos a mensagem, o seu número e o nome do seu perfil.',
    ],
    closing: ['Não pedimos CPF nem dados sensíveis (como saúde, religião ou biometria). Por favor, não os escreva na mensagem.'],
  },
  {
    id: 'finalidade',
    heading: 'Para que usamos os dados',
    paragraphs: [
      'Para responder ao seu contato, preparar o orçamento ou a proposta que você pediu e tirar suas dúvidas sobre ' +
        'nossos serviços de energia solar. Não vendemos seus dados e não os usamos para publicidade de terceiros.',
      'A origem da visita serve para sabermos quais anúncios, campanhas e sites trazem contatos, e assim investir melhor. O código do clique ' +
        'permite informar à plataforma do anúncio (Google, Meta ou Microsoft) que aquele clique gerou um contato, sem o seu nome, e-mail ou telefone.',
    ],
  },
  {
    id: 'base-legal',
    heading: 'Base legal (LGPD, art. 7º)',
    paragraphs: [
      'Tratamos os dados para atender ao seu próprio pedido de contato ou de orçamento, isto é, para procedimentos ' +
        `preliminares relacionados a um contrato, a pedido do titular (art. 7º, inciso V).${leadPath.consentRecord}`,
      'Se a conversa virar contrato, os dados passam a ser usados para executá-lo (art. 7º, ' +
        'inciso V) e para cumprir obrigações legais, como as fiscais (art. 7º, inciso II).',
      'A origem da visita é tratada por legítimo interesse (art. 7º, inciso IX): medir quais canais trazem contatos, com o mínimo de dados, ' +
        'sem cookies e sem programas de outras empresas. Você pode apagá-la a qualquer momento nas configurações do navegador (veja a Política de Cookies).',
    ],
  },
  {
    id: 'prazo',
    heading: 'Por quanto tempo guardamos',
    items: [
      ...(leadPath.retention ? [leadPath.retention] : []),
      'Contatos que não viram contrato: até 12 meses depois da última conversa; depois disso os dados são apagados ou anonimizados.',
      'Clientes: durante o contrato e pelos prazos que a lei exige depois dele (por exemplo, 5 anos para documentos fiscais).',
    ],
    closing: ['Você pode pedir a exclusão antes desses prazos, como explicado abaixo.'],
  },
  {
    id: 'compartilhamento',
    heading: 'Quem recebe os dados',
    items: [
      'Nossa equipe comercial e técnica, que vai atender ao seu pedido.',
      leadPath.recipient,
      'O WhatsApp (Meta), quando você escolhe falar conosco por ele, que trata os dados também segundo a política de privacidade dele.',
      'Autoridades públicas, somente quando a lei exigir.',
    ],
  },
  {
    id: 'seguranca',
    heading: 'Segurança',
    paragraphs: [leadPath.security],
  },
];

export const privacyCopy = {
  updated: 'Última atualização:',
  backToForm: 'Voltar ao formulário de contato',
  backHref: '/#contact',
};

const PRIVACY_OG_IMAGE = ogImage('privacy');

export const privacyMetadata: Metadata = {
  title: PRIVACY_TITLE,
  description: PRIVACY_DESCRIPTION,
  alternates: { canonical: PRIVACY_PATH },
  openGraph: {
    type: 'website',
    locale: 'pt_BR',
    siteName: site.brand,
    title: `${PRIVACY_TITLE} | ${site.brand}`,
    description: PRIVACY_DESCRIPTION,
    url: PRIVACY_PATH,
    images: [PRIVACY_OG_IMAGE],
  },
  twitter: {
    card: 'summary_large_image',
    title: `${PRIVACY_TITLE} | ${site.brand}`,
    description: PRIVACY_DESCRIPTION,
    images: [{ url: PRIVACY_OG_IMAGE.url, alt: PRIVACY_OG_IMAGE.alt }],
  },
};
