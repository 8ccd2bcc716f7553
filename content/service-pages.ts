import 'server-only';
import { contactHref, PAGED_SERVICES, SERVICES_PATH, servicePath, type PagedServiceId } from './services';

// The page of each service that has one (content/services.ts gives its id and address): who it is
// for, how it works, what is included (the solution card's list, content/solutions.ts), what the
// simulator computes for it (components/services/service-figures.ts fills the functions below at
// build time), its questions (the FAQ entries the company tags with the service in the CMS) and its
// next step.

export { SERVICES_PATH, servicePath };

/**
 * What the sentences about each service's numbers state, computed by the simulator for a quote
 * made on the build's day; every value is already formatted in pt-BR.
 */
export type ServiceFigures = {
  /** The bills the own plant and subscription figures are simulated for ('R$ 300 a R$ 1.000'). */
  bills: string;
  city: string;
  /** For whom the own plant's figures are, as every page that states them says it (content/simulator/typical.ts). */
  who: string;
  leadDays: number;
  /** The day the tariff the figures use took effect ('24/06/2025'). */
  tariffDay: string;
  /** Days of grace of the simulator's default loan. */
  graceDays: number;
  ownPlant: {
    firstYear: string;
    /** What lasts after the first year, in the typical homes' words. */
    lasting: string;
    kWp: string;
    modules: string;
    investment: string;
    payback: string;
  };
  subscription: { discount: string; shareOfBill: string; monthly: string };
  /** The rental's stated average, only when the company has recorded the offer's legal basis. */
  rental: { yield: string; basis: string } | undefined;
  cleaning: { perVisit: string; perYear: string; minimum: string; perModule: string; visits: string };
};

type Text = string | ((f: ServiceFigures) => string);

export type ServiceFigure = { label: string; value: string; note: string };

export type ServicePage = {
  id: PagedServiceId;
  /** Its address, /servicos/<slug>/ (the registry's). */
  slug: string;
  /** The page's h1 and its title in search results. */
  title: string;
  description: string;
  lead: string;
  /** The share card's heading, lead and description. */
  card: { heading: string; lead: string; alt: string };
  audience: readonly Text[];
  steps: readonly { title: string; text: Text }[];
  /** The numbers, each with what qualifies it; none when the service has none the simulator computes. */
  figures: (f: ServiceFigures) => readonly ServiceFigure[];
  /** What qualifies the figures as a whole, under them. */
  figuresNote: Text;
  /** The form with the service chosen: a second next step when the card's own link leads elsewhere. */
  form: string;
};

/** A page's words: its id, address and form come from the service's entry. */
type PageWords = Omit<ServicePage, 'id' | 'slug' | 'form'>;

export const servicePageCopy = {
  home: 'Início',
  audienceTitle: 'Para quem é',
  stepsTitle: 'Como funciona, passo a passo',
  includedTitle: 'O que está incluído',
  figuresTitle: 'Os números, pelo nosso simulador',
  premisesLink: 'Ver as premissas e fontes do simulador',
  questionsTitle: 'Perguntas sobre este serviço',
  /** Above the questions, which are answered once, on the questions page. */
  questionsLead: 'Respondidas nas perguntas frequentes, com a fonte e a data de cada resposta:',
  allQuestions: 'Ver todas as perguntas frequentes',
  /** The company's own work on a service's page (none without it: never the specification's examples). */
  work: {
    /** The own plant's page: the company's installations are that service. */
    ownTitle: 'Usinas que já instalamos',
    ownLead: 'Sistemas da empresa no Paraná, com a foto, a potência, o mês de ligação e a conta antes de cada um.',
    /** The other services' pages: the company's most recent work. */
    recentTitle: 'Nosso trabalho mais recente',
    recentLead: 'Os sistemas que instalamos por último, com a foto, a potência, o mês de ligação e a conta antes de cada um.',
    row: 'Projetos da empresa',
    testimonialsRow: 'Depoimento de cliente',
    byCity: 'Ver os projetos por cidade',
  },
  nextTitle: 'Próximo passo',
  source: 'Fonte',
  checked: 'Conferida em',
  otherServices: 'Outros serviços',
  /** The second next step: the contact form with the service chosen. */
  formLabel: 'Falar com a nossa equipe',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const pages: Record<PagedServiceId, PageWords> = {
  'usinas-consumo': {
    title: 'Usina solar para consumo próprio',
    description:
      'Usina solar no seu telhado ou terreno no Paraná: economia, investimento e retorno pelo nosso simulador; projeto, aprovação da Copel e ' +
      'instalação por nós.',
    lead: 'Um sistema fotovoltaico dimensionado pelo seu consumo e pelo sol da sua cidade, para gerar a sua energia e pagar bem menos de luz.',
    card: {
      heading: 'Usina solar para consumo próprio',
      lead: 'Visita, projeto, aprovação da Copel, instalação e medidor: do orçamento à conta menor.',
      alt: 'Usina solar para consumo próprio: do orçamento à conta de luz menor',
    },
    audience: [
      'Casas com telhado ou terreno que pegue sol, atendidas pela Copel',
      'Comércios, que usam a maior parte da energia de dia, enquanto as placas geram',
      'Propriedades rurais, com ou sem o ICMS diferido do CAD/PRO',
      (f) => `Quem pode pagar à vista ou prefere financiar, com até ${f.graceDays} dias de carência`,
    ],
    steps: [
      {
        title: 'Visita técnica',
        text: 'Vamos até o imóvel: medimos o telhado ou o terreno, a orientação e a sombra, e conferimos o padrão de entrada e as suas contas de luz.',
      },
      {
        title: 'Projeto',
        text: 'Dimensionamos o sistema pelo seu consumo e pelo sol de cada mês da sua cidade, e fazemos o projeto elétrico que a Copel pede.',
      },
      { title: 'Aprovação da Copel', text: 'Pedimos a ligação à Copel com o projeto e acompanhamos o parecer até a aprovação.' },
      { title: 'Instalação', text: 'Instalamos a estrutura, os módulos e o inversor, e configuramos o monitoramento da geração pelo celular.' },
      {
        title: 'Medidor',
        text: (f) =>
          'A Copel faz a vistoria e troca o medidor por um bidirecional, que mede a energia que entra e a que sai: o sistema passa a gerar créditos. ' +
          `Do orçamento à ligação, contamos cerca de ${f.leadDays} dias.`,
      },
    ],
    figures: (f) => [
      {
        label: 'Economia na conta no 1º ano',
        value: f.ownPlant.firstYear,
        note: `${capitalize(f.ownPlant.lasting)}.`,
      },
      { label: 'Tamanho do sistema', value: f.ownPlant.kWp, note: `${f.ownPlant.modules}, conforme a conta.` },
      { label: 'Investimento', value: f.ownPlant.investment, note: 'Com painéis, inversor, estrutura, projeto, homologação e mão de obra, à vista.' },
      { label: 'Retorno do investimento', value: f.ownPlant.payback, note: 'À vista, com a limpeza e a troca do inversor descontadas da economia.' },
    ],
    figuresNote: (f) => `${f.who}, com as escolhas padrão do simulador. A sua conta, a sua cidade e o seu telhado mudam o resultado: simule o seu caso.`,
  },
  'energia-assinatura': {
    title: 'Energia solar por assinatura',
    description:
      'Energia solar por assinatura no Paraná: créditos de uma usina parceira na sua conta da Copel, sem obra e sem investimento. Simule a sua economia.',
    lead: 'Você recebe créditos de energia de uma usina solar parceira e paga menos na conta, sem obra, sem placas no telhado e sem investimento.',
    card: {
      heading: 'Energia solar por assinatura',
      lead: 'Créditos de uma usina parceira na sua conta da Copel, sem obra e sem investimento.',
      alt: 'Energia solar por assinatura: créditos de uma usina parceira na conta, sem obra',
    },
    audience: ['Quem mora de aluguel ou em apartamento', 'Quem não quer investir nem fazer obra no imóvel', 'Casas e comércios atendidos pela Copel'],
    steps: [
      { title: 'A sua conta', text: 'Você nos manda uma conta de luz recente: vemos o consumo, a ligação e a classe da unidade.' },
      { title: 'Proposta', text: 'Mostramos o desconto sobre a parte da conta que os créditos compensam e quanto ele vale na conta inteira.' },
      { title: 'Contrato', text: 'Você assina a assinatura, e a usina parceira indica a sua unidade à Copel para receber os créditos.' },
      { title: 'Créditos na conta', text: 'A Copel lança os créditos na sua conta todo mês; a taxa mínima e a iluminação pública continuam nela.' },
    ],
    figures: (f) => [
      { label: 'Desconto sobre a parte compensada', value: `até ${f.subscription.discount}`, note: 'A conta menos a taxa mínima e a iluminação pública.' },
      { label: 'Economia na conta inteira', value: f.subscription.shareOfBill, note: `${f.subscription.monthly} por mês.` },
    ],
    figuresNote: (f) =>
      `Conta de ${f.bills}, ligação bifásica, residencial, com a tarifa da Copel de ${f.tariffDay}. O Fio B e o ICMS dos créditos vêm na conta de quem ` +
      'os recebe: o desconto é o líquido dos dois, sobre a conta final.',
  },
  'aluguel-usinas': {
    title: 'Aluguel de usinas solares',
    description:
      'Aluguel de usinas solares no Paraná para investidores: você compra a usina que construímos e a aluga a nós, com operação e manutenção ' +
      'por nossa conta.',
    lead: 'Para investidores: você compra a usina que construímos e a aluga a nós em contrato de locação, com aluguel mensal.',
    card: {
      heading: 'Aluguel de usinas solares',
      lead: 'Você compra a usina que construímos e a aluga a nós, em contrato de locação.',
      alt: 'Aluguel de usinas solares: um contrato de locação da usina do investidor',
    },
    audience: [
      'Quem quer ser dono de uma usina solar sem operá-la',
      'Quem busca um contrato de locação de longo prazo, e aceita que o aluguel depende da usina e da geração',
    ],
    steps: [
      {
        title: 'Conversa',
        text: 'Apresentamos a usina, o prazo, o contrato de locação e a base legal da oferta, e respondemos às suas perguntas antes de qualquer assinatura.',
      },
      { title: 'Compra e projeto', text: 'Você compra a usina; nós fazemos o projeto e pedimos a ligação à Copel.' },
      { title: 'Construção', text: 'Construímos a usina e a Copel faz a vistoria e liga a usina à rede.' },
      { title: 'Locação', text: 'Você aluga a usina a nós: operamos e mantemos a usina durante o contrato.' },
      { title: 'Aluguel e relatórios', text: 'Você recebe o aluguel e, todo mês, um relatório de geração e receita.' },
    ],
    figures: (f) =>
      f.rental
        ? [
            {
              label: 'Aluguel médio dos contratos',
              value: `${f.rental.yield} ao mês`,
              note: `A média que a empresa informa nos seus contratos; o de cada contrato depende da usina, do prazo e da geração, e não é garantido. Base legal: ${f.rental.basis}.`,
            },
          ]
        : [],
    figuresNote:
      'O simulador não calcula renda a partir de um valor: o aluguel é o de cada contrato de locação, que depende da usina, do prazo e da ' +
      'geração, e esta página não é uma oferta de investimento.',
  },
  'limpeza-placas': {
    title: 'Limpeza de placas solares',
    description:
      'Limpeza de placas solares no Paraná a cada 6 meses, ou 4 com poeira: água desmineralizada, inspeção e relatório com fotos. Preço por ' +
      'visita no simulador.',
    lead: 'A poeira da lavoura, as folhas e a sujeira do dia a dia cobrem as placas e reduzem a geração. A limpeza técnica devolve o rendimento sem riscar os módulos.',
    card: {
      heading: 'Limpeza de placas solares',
      lead: 'A cada 6 meses, ou a cada 4 em regiões com poeira, com relatório de fotos.',
      alt: 'Limpeza de placas solares com água desmineralizada e relatório de fotos',
    },
    audience: ['Quem já tem placas solares no telhado ou no chão', 'Propriedades perto de lavouras e de estradas de terra, onde a poeira é maior'],
    steps: [
      { title: 'Agendamento', text: 'Você pede a limpeza pelo formulário ou pelo WhatsApp, com o número de módulos.' },
      { title: 'Limpeza', text: 'Limpamos os módulos com água desmineralizada e escovas próprias, que não riscam o vidro.' },
      { title: 'Inspeção', text: 'Conferimos à vista as conexões e as estruturas.' },
      { title: 'Relatório', text: 'Você recebe um relatório com fotos de antes e depois.' },
    ],
    figures: (f) => [
      { label: 'Por visita', value: f.cleaning.perVisit, note: `${f.cleaning.perModule}, com visita mínima de ${f.cleaning.minimum}.` },
      { label: 'Por ano', value: f.cleaning.perYear, note: `Com ${f.cleaning.visits}.` },
    ],
    figuresNote: (f) => `Os sistemas que o simulador dimensiona para contas de ${f.bills} em ${f.city}; o preço de um sistema maior por módulo é menor.`,
  },
};

/** The pages, in the registry's order. */
export const SERVICE_PAGES: readonly ServicePage[] = PAGED_SERVICES.map(({ id, page }) => ({ id, slug: page.slug, ...pages[id], form: contactHref(id) }));

export const servicePage = (id: PagedServiceId): ServicePage => SERVICE_PAGES.find((page) => page.id === id)!;
