import 'server-only';
import { site } from '../company/site';
import { DATA_PROTECTION_ID, LEGAL_DOCUMENTS } from './documents';
import type { Fact, LegalSection, RichText, TextLink } from './types';

// The data-protection part of the privacy notice: who answers for the data, the rights of
// LGPD art. 18 and what the company does for each, how to ask, the deadlines and the
// authority. The footer's 'Proteção de Dados (LGPD)' link lands on its heading.

const headOffice = site.sites.find((place) => place.kind === 'head-office');
if (!headOffice) throw new Error('content/company/site.ts must list a head office: the data-protection section names it.');
const headOfficeAddress = `${headOffice.street}, ${headOffice.district}, ${headOffice.city}/${headOffice.state}, CEP ${headOffice.cep}`;

const ANPD_URL = 'https://www.gov.br/anpd/pt-br';

const mail = (address: string): TextLink => ({ text: address, href: `mailto:${address}` });
const tel = (phone: { e164: string; display: string }): TextLink => ({ text: phone.display, href: `tel:${phone.e164}` });

/** A right of the data subject and what the company does when asked. */
export type DataRight = { name: string; basis: string; what: string };

export type DataProtectionText = {
  id: string;
  heading: string;
  intro: readonly RichText[];
  contacts: { id: string; heading: string; facts: readonly Fact[] };
  rights: { id: string; heading: string; lead: string; items: readonly DataRight[] };
  sections: readonly LegalSection[];
  source: string;
};

const heading = LEGAL_DOCUMENTS.find((doc) => doc.id === 'data-protection')?.label ?? 'Proteção de Dados (LGPD)';

export const dataProtection: DataProtectionText = {
  id: DATA_PROTECTION_ID,
  heading,
  intro: [
    'A Lei Geral de Proteção de Dados Pessoais (LGPD) garante a você, titular dos dados, o direito de saber o que fazemos com eles ' +
      'e de decidir sobre eles. Veja quem responde por eles, quais são os seus direitos, como pedir e em quanto tempo respondemos.',
  ],
  contacts: {
    id: 'encarregado',
    heading: 'Quem responde pelos seus dados',
    facts: [
      { term: 'Controlador', detail: `${site.legalName}, CNPJ ${site.cnpj}. Matriz: ${headOfficeAddress}.` },
      {
        term: 'Encarregado pelo tratamento de dados pessoais (LGPD, art. 41)',
        detail: [`${site.dpo.name}, pelo e-mail `, mail(site.dpo.email), '. É o canal entre você, a empresa e a Autoridade Nacional de Proteção de Dados.'],
      },
      { term: 'Outros canais', detail: ['E-mail ', mail(site.email), ' e telefone ', tel(site.mainPhone), '.'] },
    ],
  },
  rights: {
    id: 'seus-direitos',
    heading: 'Seus direitos (LGPD, art. 18)',
    lead: 'Você pode pedir, a qualquer momento e sem custo:',
    items: [
      {
        name: 'Confirmação e acesso',
        basis: 'art. 18, incisos I e II',
        what: 'dizemos se tratamos dados seus e enviamos uma cópia do que temos, como as mensagens que você nos mandou e as datas.',
      },
      { name: 'Correção', basis: 'inciso III', what: 'corrigimos dados incompletos, errados ou desatualizados, como um telefone que mudou.' },
      {
        name: 'Anonimização, bloqueio ou eliminação',
        basis: 'inciso IV',
        what: 'de dados desnecessários, excessivos ou tratados em desacordo com a LGPD.',
      },
      {
        name: 'Portabilidade',
        basis: 'inciso V',
        what:
          'enviamos seus dados em um formato estruturado e de uso comum, como uma planilha, para você levar ' +
          'a outro fornecedor, respeitados os segredos comercial e industrial e a regulamentação da ANPD.',
      },
      {
        name: 'Eliminação',
        basis: 'inciso VI',
        what:
          'apagamos os dados tratados com o seu consentimento e, a seu pedido, os de um contato que não virou contrato. ' +
          'Guardamos apenas o que a lei nos obriga a guardar (art. 16), como os documentos fiscais de clientes.',
      },
      {
        name: 'Informação sobre compartilhamento',
        basis: 'inciso VII',
        what: 'dizemos com quais empresas e órgãos públicos compartilhamos seus dados, e para quê.',
      },
      {
        name: 'Informação sobre o consentimento',
        basis: 'inciso VIII',
        what:
          'quando um tratamento depender do seu consentimento, avisamos antes que você pode recusá-lo e o que acontece se ' +
          'recusar. Hoje nenhum depende: tratamos os dados para atender ao seu próprio pedido de contato (art. 7º, inciso V).',
      },
      {
        name: 'Revogação do consentimento',
        basis: 'inciso IX',
        what: 'o consentimento que você der pode ser retirado a qualquer momento, de graça e de forma tão simples quanto foi dado.',
      },
      { name: 'Oposição', basis: 'art. 18, § 2º', what: 'você pode se opor a um tratamento feito sem o seu consentimento que não cumpra a lei.' },
      {
        name: 'Revisão de decisões automatizadas',
        basis: 'art. 20',
        what:
          'não tomamos decisões sobre você apenas por meios automáticos. O simulador faz as contas no seu próprio ' +
          'navegador e não nos envia o resultado: ele só chega até nós se você o levar para a mensagem e enviá-la.',
      },
    ],
  },
  sections: [
    {
      id: 'como-exercer',
      heading: 'Como exercer seus direitos',
      items: [
        [
          `Escreva para o encarregado, ${site.dpo.name}, em `,
          mail(site.dpo.email),
          '. Se preferir, use o e-mail ',
          mail(site.email),
          ', ligue para ',
          tel(site.mainPhone),
          ` ou vá à nossa matriz: ${headOfficeAddress}.`,
        ],
        'Diga qual direito quer exercer e informe o nome e o e-mail ou telefone que você usou no contato, para encontrarmos os seus dados.',
        'Podemos pedir uma confirmação de identidade, só com o necessário para não entregar seus dados ' +
          'a outra pessoa. O pedido também pode ser feito por um representante legal seu (art. 18, § 3º).',
        'O atendimento é gratuito (art. 18, § 5º). Se os dados não estiverem conosco, dizemos quem os ' +
          'trata, quando soubermos; se não pudermos atender de imediato, explicamos o motivo (art. 18, § 4º).',
        'Quando corrigirmos, apagarmos, anonimizarmos ou bloquearmos dados, avisamos as ' +
          'empresas com quem os compartilhamos, para que façam o mesmo (art. 18, § 6º).',
      ],
    },
    {
      id: 'prazos',
      heading: 'Prazos de resposta',
      items: [
        'Confirmação de que tratamos seus dados e acesso a eles: na hora, em formato simplificado, ou em até 15 dias a contar do seu ' +
          'pedido, em uma declaração completa com a origem dos dados, os critérios usados e a finalidade (art. 19, incisos I e II).',
        'Demais pedidos: a LGPD deixa os prazos para regulamento da ANPD (art. 18, § 5º). Enquanto isso, respondemos também em até 15 dias.',
        'Você escolhe se quer receber a resposta por meio eletrônico ou impressa (art. 19, § 2º).',
      ],
    },
    {
      id: 'anpd',
      heading: 'Se não ficar satisfeito: a ANPD',
      paragraphs: [
        [
          'Se a nossa resposta não resolver, ou se não respondermos no prazo, você pode apresentar uma petição à Autoridade ' +
            'Nacional de Proteção de Dados (ANPD), o órgão federal que fiscaliza o cumprimento da LGPD (art. 18, § 1º), pelo ',
          { text: 'portal da ANPD no gov.br', href: ANPD_URL },
          '. Você também pode procurar os órgãos de defesa do consumidor, como o Procon (art. 18, § 8º).',
        ],
      ],
    },
  ],
  source: 'Fonte: Lei nº 13.709, de 14 de agosto de 2018 (LGPD), arts. 7º, 16, 18, 19, 20 e 41, com a redação da Lei nº 13.853/2019.',
};
