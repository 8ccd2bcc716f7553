import 'server-only';
import { formatPercent } from '@/lib/format/format';
import { PRIVACY_PATH } from '../navigation';
import { premises, SIMULATOR_SECTION_ID } from '../simulator';
import { site } from '../company/site';
import { firstThatFits } from '../search-result';
import { DATED_FACTS } from '../dated-facts';
import { COOKIES_PATH, DATA_PROTECTION_HREF, TERMS_TITLE } from './documents';
import type { LegalText } from './types';

// The terms of use of the site. The company's facts come from site.ts; the limits of the
// marketing claims (spec section 9) from the simulator's premises, so both say the same.

const headOffice = site.sites.find((place) => place.kind === 'head-office');
if (!headOffice) throw new Error('content/company/site.ts must list a head office: the terms name its city as the venue.');

const percent = (share: number, digits = 0) => formatPercent(share, digits, digits);

const simulatorHref = `/#${SIMULATOR_SECTION_ID}`;

export const TERMS_DESCRIPTION = firstThatFits(
  `Termos de uso do site da ${site.brand}: o simulador dá estimativas, não propostas; a base dos números, direitos autorais, responsabilidades e foro.`,
  'Termos de uso do site: o simulador dá estimativas, não propostas; a base dos números, direitos autorais, responsabilidades e foro.',
);

export const terms: LegalText = {
  title: TERMS_TITLE,
  intro: [
    `Estes termos explicam as regras para usar o site da ${site.brand}. Ao navegar por ele, você concorda ` +
      'com o que está escrito aqui. Se algo não ficar claro, fale conosco pelos canais do fim desta página.',
  ],
  updated: { iso: '2026-11-29', display: '29 de novembro de 2026' },
  sections: [
    {
      id: 'quem-somos',
      heading: 'Quem mantém este site',
      items: [
        `${site.legalName}, CNPJ ${site.cnpj}`,
        `Matriz: ${headOffice.street}, ${headOffice.district}, ${headOffice.city}/${headOffice.state}, CEP ${headOffice.cep}`,
        ['E-mail: ', { text: site.email, href: `mailto:${site.email}` }, ' · Telefone: ', { text: site.mainPhone.display, href: `tel:${site.mainPhone.e164}` }],
      ],
    },
    {
      id: 'o-que-oferece',
      heading: 'O que o site oferece',
      paragraphs: [
        'Informações sobre os nossos serviços de energia solar no Paraná (usinas para consumo próprio, ' +
          'energia por assinatura, aluguel de usinas para investidores e limpeza de placas), exemplos de projetos, ' +
          'um simulador de economia e formas de falar conosco: o formulário de contato, o WhatsApp e o telefone.',
        'Nada é vendido ou contratado pelo site. Enviar uma mensagem ou fazer uma simulação não cria nenhum compromisso, ' +
          'nem para você nem para nós: um contrato só existe depois de uma proposta por escrito, aceita pelas duas partes.',
      ],
    },
    {
      id: 'simulador',
      heading: 'O simulador dá estimativas, não propostas',
      paragraphs: [
        [
          'O ',
          { text: 'simulador de economia', href: simulatorHref },
          ' calcula uma estimativa a partir do que você informa e de premissas públicas, listadas logo abaixo ' +
            'dele com a fonte e a data de cada uma: a irradiação solar da sua região, a tarifa da Copel, a ' +
            'taxa mínima da distribuidora e as regras da Lei nº 14.300/2022 para quem gera a própria energia.',
        ],
        'O resultado não é uma proposta nem uma garantia de economia, de geração, de preço ou de retorno. Os valores reais dependem do ' +
          'seu consumo ao longo do ano, do telhado ou terreno (orientação, inclinação e sombras), dos equipamentos escolhidos, dos reajustes ' +
          'de tarifa e de mudanças nas regras da ANEEL. A proposta vale o que estiver escrito nela, depois de uma visita técnica e do projeto.',
      ],
    },
    {
      id: 'nossos-numeros',
      heading: 'Em que se baseiam os números que divulgamos',
      paragraphs: ['Os números do site têm limites que você deve conhecer antes de decidir:'],
      items: [
        [
          `“Economia de até ${percent(premises.maxSavingsShare)} na conta de luz” é o máximo, não a média. A conta nunca zera: ` +
            'continua a taxa mínima da distribuidora (o custo de disponibilidade), e sistemas novos pagam uma parte crescente do Fio B sobre ' +
            'a energia compensada, como manda a Lei nº 14.300/2022. Por isso, para um sistema ligado hoje a economia costuma ser menor; o ',
          { text: 'simulador', href: simulatorHref },
          ' mostra a estimativa para o seu caso, com as regras do ano atual.',
        ],
        `“Energia por assinatura com até ${percent(premises.subscriptionMaxDiscount)} de economia, sem investimento” ` +
          `é o maior desconto das nossas ofertas de ${DATED_FACTS.offers.year}. O desconto de cada contrato está escrito na proposta.`,
        `“${percent(premises.rentalMonthlyYield, 2)} ao mês” no aluguel de usinas é o aluguel médio que informamos nos ` +
          `nossos contratos de locação de ${DATED_FACTS.offers.year}. Não é uma aplicação financeira: o aluguel não é garantido, depende ` +
          'da geração da usina e dos contratos de locação, e resultados passados não garantem resultados futuros.',
        '“Financiamento com até 120 dias de carência” depende da aprovação de crédito ' +
          'pela instituição financeira, que define as taxas, os prazos e as condições.',
        '“Limpeza a cada 6 meses, ou a cada 4 meses em regiões com muita poeira” é a frequência ' +
          'que recomendamos; a ideal para a sua usina depende do local e é indicada na visita técnica.',
        '“Mais de 500 projetos, 10 anos de experiência e 95% de clientes satisfeitos” são números da própria empresa. Os ' +
          'projetos da página inicial são exemplos: o resultado de cada instalação depende do consumo, do local e dos equipamentos.',
      ],
    },
    {
      id: 'uso-adequado',
      heading: 'Uso adequado',
      items: [
        'Use o formulário e o WhatsApp para falar conosco sobre os nossos serviços, com dados verdadeiros, seus ou de quem autorizou você a nos procurar.',
        'Não tente invadir, sobrecarregar ou alterar o site, nem enviar mensagens automáticas ou em massa por ele.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      heading: 'Marca, textos e imagens',
      paragraphs: [
        `A marca ${site.brand}, o logotipo, os textos, as ilustrações e o código deste site pertencem à ${site.legalName} ou são usados com ` +
          'autorização, e são protegidos pela Lei de Direitos Autorais (Lei nº 9.610/1998) e pela Lei de Propriedade Industrial (Lei nº 9.279/1996).',
        'Você pode ver, imprimir e compartilhar as páginas e os links para uso pessoal. Copiar, reproduzir ou ' +
          'adaptar o conteúdo para outros fins, em especial comerciais, exige a nossa autorização por escrito.',
        'O site também usa software de código aberto, como Next.js e React (licença MIT) e os ícones do projeto Lucide ' +
          '(licença ISC), cada um sob a sua própria licença.',
      ],
    },
    {
      id: 'responsabilidade',
      heading: 'Responsabilidades',
      paragraphs: [
        'Cuidamos para que as informações do site sejam corretas e atuais, e indicamos a fonte e a data dos dados técnicos. Mesmo ' +
          'assim, elas são gerais e podem mudar: preços, condições, tarifas e regras valem como estiverem na proposta e no contrato.',
        'Não respondemos por decisões tomadas apenas com base nas informações gerais ou nas estimativas do site, sem uma proposta. ' +
          'Também não garantimos que o site fique no ar sem interrupções, e podemos mudar ou retirar conteúdos a qualquer momento.',
        'Os links para outros sites, como o WhatsApp e os portais do governo, levam ' +
          'a serviços de terceiros, com regras e políticas de privacidade próprias.',
        'Nada nestes termos limita os direitos que o Código de Defesa do Consumidor (Lei nº 8.078/1990) garante a você.',
      ],
    },
    {
      id: 'seus-dados',
      heading: 'Seus dados',
      paragraphs: [
        [
          'Como tratamos os dados que você nos envia está na ',
          { text: 'Política de Privacidade', href: PRIVACY_PATH },
          ', que também explica ',
          { text: 'como exercer os seus direitos pela LGPD', href: DATA_PROTECTION_HREF },
          '. O que o site guarda no seu navegador está na ',
          { text: 'Política de Cookies', href: COOKIES_PATH },
          '.',
        ],
      ],
    },
    {
      id: 'lei-e-foro',
      heading: 'Lei aplicável e foro',
      paragraphs: [
        `Estes termos seguem as leis do Brasil. Fica eleito o foro da comarca de ${headOffice.city}/${headOffice.state}, ` +
          'onde fica a nossa matriz, para resolver qualquer questão sobre eles, ressalvado o seu direito, como ' +
          'consumidor, de propor a ação no foro do seu domicílio (Código de Defesa do Consumidor, art. 101, inciso I).',
      ],
    },
    {
      id: 'mudancas',
      heading: 'Mudanças nestes termos',
      paragraphs: [
        'Podemos atualizar estes termos quando o site ou a lei mudarem. A data da última atualização ' +
          'fica no início da página, e vale a versão publicada no dia em que você usa o site.',
      ],
    },
    {
      id: 'contato',
      heading: 'Contato',
      paragraphs: [
        [
          'Dúvidas sobre estes termos: escreva para ',
          { text: site.email, href: `mailto:${site.email}` },
          ', ligue para ',
          { text: site.mainPhone.display, href: `tel:${site.mainPhone.e164}` },
          ` ou visite a nossa matriz, em ${headOffice.city}/${headOffice.state}.`,
        ],
      ],
    },
  ],
};
