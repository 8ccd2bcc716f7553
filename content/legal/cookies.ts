import 'server-only';
import { LEAD_DRAFT_MAX_AGE_DAYS } from '../contact/limits';
import { ATTRIBUTION_MAX_AGE_MS } from '@/lib/attribution/attribution';
import { PRIVACY_PATH } from '../navigation';
import { site } from '../company/site';
import { firstThatFits } from '../search-result';
import { COOKIES_TITLE, DATA_PROTECTION_HREF } from './documents';
import type { LegalSection, LegalText, RichText } from './types';

// The cookie policy: what this site really keeps in the browser and what really leaves
// it. Part of that is decided when the site is built (the lead endpoint and the
// web-vitals URL), so the text is a function of the build's facts: the page describes
// the build it belongs to.

export type SiteDataFacts = {
  /** NEXT_PUBLIC_LEAD_ENDPOINT as the build inlined it; empty when the form sends nothing. */
  leadEndpoint: string;
  /** NEXT_PUBLIC_VITALS_URL as the build inlined it; empty when metrics stay in the browser. */
  vitalsUrl: string;
  /** The localStorage key of the contact form's draft. */
  draftKey: string;
  /** The localStorage key of what brought the visit (lib/attribution/attribution.ts). */
  attributionKey: string;
};

const ATTRIBUTION_DAYS = ATTRIBUTION_MAX_AGE_MS / (24 * 60 * 60 * 1000);

/** Where the origin of the visit goes: with the lead when the form sends one, nowhere otherwise. */
function originGoes(endpoint: string): string {
  return endpoint
    ? 'Vai junto com a mensagem quando você envia o formulário de contato; antes disso, não sai do seu navegador.'
    : 'Ninguém: nesta versão do site ela não sai do seu navegador, nem no formulário nem na mensagem de WhatsApp.';
}

export const COOKIES_DESCRIPTION = firstThatFits(
  `O site da ${site.brand} não usa cookies: só o rascunho do formulário e a origem da visita ficam no navegador. O que fica, por quanto tempo e como apagar.`,
  'Este site não usa cookies: só o rascunho do formulário e a origem da visita ficam no navegador. O que fica, por quanto tempo e como apagar.',
);

const UPDATED = { iso: '2026-11-27', display: '27 de novembro de 2026' };

/** Who receives what the browser sends, as a reader can recognise it. */
function destination(url: string): string {
  if (url.startsWith('/')) return 'o próprio servidor deste site';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function leadText(endpoint: string): RichText[] {
  if (!endpoint) {
    return [
      'Pelo formulário de contato: nesta versão do site, o formulário não envia os seus dados pela internet. ' +
        'Para concluir o contato, você escolhe o WhatsApp, que abre com o texto já preenchido, ou liga para nós.',
    ];
  }
  const receiver = endpoint.startsWith('/')
    ? `${destination(endpoint)}, que os guarda no banco de dados da própria empresa (veja `
    : `${destination(endpoint)}, o serviço que recebe os formulários para nós (veja `;
  return [
    [
      'Pelo formulário de contato: quando você clica em “Enviar mensagem”, o nome, o e-mail, o ' +
        'telefone, o serviço, a mensagem, a visita técnica (se você pedir uma), a página de onde você enviou, a origem da visita (veja acima) e a hora do envio vão, por conexão ' +
        `criptografada, para ${receiver}`,
      { text: 'quem recebe os dados', href: `${PRIVACY_PATH}#compartilhamento` },
      '). O envio não leva cookies. Antes do clique, nada sai.',
    ],
  ];
}

function vitalsText(url: string): RichText {
  if (!url) {
    return (
      'Medidas de desempenho: depois que a página carrega, o site mede no seu navegador quanto tempo ela ' +
      'levou para aparecer e responder. Nesta versão, essas medidas não são enviadas a lugar nenhum.'
    );
  }
  return (
    'Medidas de desempenho: depois que a página carrega, o site mede quanto tempo ela levou para aparecer, se o conteúdo ' +
    `pulou e quanto demorou para responder aos seus toques, e envia essas medidas para ${destination(url)}: o nome da ` +
    'medida, o valor, a página (sem parâmetros) e um código aleatório que muda a cada visita. Se uma parte da página ' +
    'falhar ao carregar, o aviso do erro vai para o mesmo endereço. Nada disso identifica você, e não há cookies.'
  );
}

export function cookiePolicy(facts: SiteDataFacts): LegalText {
  const sections: LegalSection[] = [
    {
      id: 'resumo',
      heading: 'Em resumo',
      items: [
        'Este site não usa cookies: nem nossos, nem de outras empresas.',
        'Não usamos ferramentas de análise de audiência nem de publicidade, e nenhum arquivo ' +
          'vem de outros sites: textos, fontes, imagens e programas são todos do próprio site.',
        'No seu navegador ficam só o rascunho do formulário de contato, enquanto você não o envia, e a origem da visita ' +
          `(o anúncio, a campanha ou o site que trouxe você), por até ${ATTRIBUTION_DAYS} dias.`,
      ],
    },
    {
      id: 'o-que-sao',
      heading: 'Cookies e armazenamento local',
      paragraphs: [
        'Cookies são pequenos arquivos que um site grava no seu navegador e que voltam para ele, ou para outras empresas, ' +
          'a cada visita. Servem, por exemplo, para manter um login ou para acompanhar a sua navegação por vários sites.',
        'O armazenamento local (localStorage) é um espaço do navegador em que um site guarda informações só para ele. Ao ' +
          'contrário dos cookies, o que fica ali não é enviado a ninguém: só as páginas do próprio site conseguem ler.',
      ],
    },
    {
      id: 'no-seu-navegador',
      heading: 'O que fica guardado no seu navegador',
      paragraphs: [
        'Enquanto você preenche o formulário de contato, o que você digita fica guardado no ' +
          'armazenamento local, para nada se perder se a página recarregar, a aba fechar ou a conexão cair.',
      ],
      facts: [
        { term: 'Nome do registro', detail: facts.draftKey },
        {
          term: 'O que guarda',
          detail:
            'O que você digitou no formulário (nome, e-mail, telefone, serviço e mensagem) e, depois de uma ' +
            'tentativa de envio, a data dela, a página e um código que evita que a mesma mensagem chegue duas vezes.',
        },
        {
          term: 'Por quanto tempo',
          detail:
            'Até a mensagem ser entregue, até você clicar em “Limpar” ou apagar tudo o que digitou. Um rascunho com mais de ' +
            `${LEAD_DRAFT_MAX_AGE_DAYS} dias não é recuperado: é apagado na próxima vez que você abrir a página do formulário.`,
        },
        { term: 'Quem tem acesso', detail: 'Só este site, no seu navegador. O rascunho não é enviado a ninguém.' },
      ],
      closing: ['Se o seu navegador não permitir o armazenamento local, o formulário funciona do mesmo jeito, só não guarda o rascunho.'],
    },
    {
      id: 'origem-da-visita',
      heading: 'A origem da visita',
      paragraphs: [
        'Quando você chega ao site por um anúncio, por um link de campanha ou vindo de outro site, a primeira página que você abre guarda ' +
          'no armazenamento local de onde você veio, para sabermos quais anúncios e canais trazem contatos. Sem JavaScript, nada é guardado.',
      ],
      facts: [
        { term: 'Nome do registro', detail: facts.attributionKey },
        {
          term: 'O que guarda',
          detail:
            'A página em que você entrou (sem outros dados do endereço), os parâmetros de campanha do link (utm_source, utm_medium, utm_campaign, ' +
            'utm_term e utm_content), o código do clique no anúncio, se houver (gclid, gbraid, wbraid, fbclid ou msclkid), o nome do site de onde ' +
            'você veio (como www.google.com, nunca o endereço completo) e a hora da chegada.',
        },
        {
          term: 'Por quanto tempo',
          detail:
            `Até ${ATTRIBUTION_DAYS} dias: depois disso é apagada na próxima vez que o formulário a procurar. Uma nova chegada por anúncio, ` +
            'campanha ou outro site substitui a anterior; abrir o site diretamente ou navegar entre as páginas dele não muda nada.',
        },
        { term: 'Quem recebe', detail: originGoes(facts.leadEndpoint) },
      ],
    },
    {
      id: 'como-apagar',
      heading: 'Como apagar',
      items: [
        'No próprio formulário de contato, clique em “Limpar”: o rascunho é apagado na hora (a origem da visita, não).',
        'Nas configurações do navegador, apague os dados deste site (em muitos navegadores, pelo ícone ' +
          'ao lado do endereço, na opção de cookies e dados do site) ou todos os dados de navegação.',
        'Em uma janela anônima ou privada, nada fica guardado depois que você a fecha.',
      ],
    },
    {
      id: 'o-que-sai',
      heading: 'O que sai do seu navegador, e quando',
      paragraphs: ['Ao abrir as páginas, o seu navegador só conversa com o próprio site. Depois disso, algo sai apenas nestes casos:'],
      items: [
        ...leadText(facts.leadEndpoint),
        'Pelo WhatsApp: os botões do WhatsApp abrem o aplicativo, ou o WhatsApp Web em uma nova aba, com uma ' +
          'mensagem pronta. Nada é enviado até você confirmar no WhatsApp, e a partir daí valem as regras dele.',
        vitalsText(facts.vitalsUrl),
        'Links para outros sites, como o portal da ANPD, só são abertos se você clicar neles.',
      ],
    },
    {
      id: 'no-futuro',
      heading: 'Se um dia usarmos cookies ou ferramentas de análise',
      paragraphs: [
        'Se passarmos a usar ferramentas de análise de audiência, de publicidade ou qualquer outra que grave cookies ou identifique o seu navegador, vamos:',
      ],
      items: [
        'pedir o seu consentimento antes de ativá-las, com as opções de aceitar e de recusar igualmente fáceis, e sem gravar nada antes da sua escolha;',
        'listar aqui cada cookie, quem o grava, para quê e por quanto tempo;',
        'deixar você mudar de ideia a qualquer momento, por um link no rodapé de todas as páginas.',
      ],
      closing: [
        'Essa é a orientação da Autoridade Nacional de Proteção de Dados no “Guia Orientativo: Cookies e proteção de dados pessoais” ' +
          '(outubro de 2022). Os cookies estritamente necessários ao funcionamento do site dispensam consentimento, mas também seriam listados aqui.',
      ],
    },
    {
      id: 'contato',
      heading: 'Dúvidas',
      paragraphs: [
        [
          'Escreva para o nosso encarregado de dados, em ',
          { text: site.dpo.email, href: `mailto:${site.dpo.email}` },
          '. Como tratamos os dados que você nos envia está na ',
          { text: 'Política de Privacidade', href: PRIVACY_PATH },
          ', e como exercer os seus direitos está na seção ',
          { text: 'Proteção de Dados (LGPD)', href: DATA_PROTECTION_HREF },
          '.',
        ],
      ],
    },
  ];

  return {
    title: COOKIES_TITLE,
    intro: [`Esta página diz, sem rodeios, o que o site da ${site.brand} guarda no seu navegador e o que sai dele.`],
    updated: UPDATED,
    sections,
  };
}
