import 'server-only';
import { companyContent } from './company/data';
import { isRentalBasisRecorded, RENTAL_BASIS_KIND_LABELS, type RentalData } from './company/schema';
import { card, type Illustration, type PhotoRef } from './media';
import { contactHref, PAGED_SERVICES, pagedService, type PagedServiceId, type ServiceIcon } from './services';
import { MODES, SIMULATOR_SECTION_ID } from './simulator';

// The solution cards of the spec (section 3): one per service with a page (content/services.ts,
// which gives each its id, title, icon and photo slot), with the words below.

export type SolutionIcon = ServiceIcon;

export type Solution = {
  id: PagedServiceId;
  title: string;
  description: string;
  image: Illustration;
  /** A photo supplied by the company (public/photos/), shown instead of the drawing. */
  photo?: PhotoRef;
  icon: SolutionIcon;
  features: string[];
  /**
   * Where the card leads: the simulator in the service's mode, or the form with the service
   * chosen. The query only preselects, with JavaScript; without it the link still reaches the section.
   */
  cta: { label: string; href: string };
};

/** A card's words: the rest comes from the service's entry. */
type CardWords = Pick<Solution, 'description' | 'image' | 'features'> & { cta: string };

/** The disclosure of a card's list on small screens (wider ones show the list open). */
export const featuresSummary = 'O que está incluído';

/** How many ways, in words ("formas" is feminine), counted from the services with a page: a service added keeps the sentence true. */
const waysCount = (count: number) => ['uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'][count - 1] ?? String(count);

export const solutionsIntro = {
  eyebrow: 'Soluções',
  title: 'Energia solar do jeito que faz sentido para você',
  lead: `Da casa própria ao investimento: ${waysCount(PAGED_SERVICES.length)} formas de aproveitar o sol do Paraná, todas com a nossa equipe.`,
};

/** What the rental contract includes, without the average rent (the service page states it only beside its legal basis). */
export const RENTAL_CONTRACT_FEATURES = [
  'Operação e manutenção por nossa conta',
  'Contratos de locação com empresas da região',
  'Relatórios mensais de geração e receita',
] as const;

/**
 * The rental card's list: the contract, not a return. The spec's 1,88 % is the average the company
 * states for its rental contracts, with what each contract's rent depends on; once the company
 * records the legal basis of the offer in the CMS (content/company/rental.json), the card names it.
 * check:launch refuses a launch without that record (Lei 6.385/1976, art. 2º, IX).
 */
export function rentalFeatures(rental: RentalData): string[] {
  const features = [
    '1,88% ao mês: o aluguel médio que a empresa informa nos seus contratos; o de cada contrato depende da usina, do prazo e da geração, e não é garantido',
    ...RENTAL_CONTRACT_FEATURES,
  ];
  const basis = rentalBasisText(rental);
  if (basis) features.push(`Base legal: ${basis}`);
  return features;
}

/** The recorded legal basis of the rental offer as the pages name it, or nothing while it is not recorded. */
export function rentalBasisText(rental: RentalData): string | undefined {
  if (!isRentalBasisRecorded(rental)) return undefined;
  const [year, month, day] = rental.date.split('-');
  const kind = RENTAL_BASIS_KIND_LABELS[rental.kind];
  return `${kind.charAt(0).toLowerCase()}${kind.slice(1)} ${rental.reference}, de ${day}/${month}/${year} (${rental.issuer})`;
}

const cards: Record<PagedServiceId, CardWords> = {
  'usinas-consumo': {
    description:
      'Um sistema fotovoltaico no seu telhado ou terreno, dimensionado a partir do seu consumo, para você gerar a própria energia e pagar bem menos de luz.',
    image: card('usinas-consumo', 'Telhado com placas solares ligadas ao inversor e ao medidor de energia na parede da casa'),
    features: [
      'Projeto, homologação na Copel e instalação completos',
      'Financiamento com até 120 dias de carência',
      'Monitoramento da geração pelo celular',
      'Garantia de 25 anos de desempenho dos módulos',
    ],
    cta: 'Simular minha economia',
  },
  'energia-assinatura': {
    description:
      'Você recebe créditos de energia de uma usina solar parceira e paga menos na conta, sem obra, sem placas no telhado e sem investimento inicial.',
    image: card('energia-assinatura', 'Usina solar no campo levando energia pela rede elétrica até um prédio e uma casa sem placas no telhado'),
    features: [
      'Economia de até 15% na energia da conta de luz',
      'Nenhum investimento inicial',
      'Sem obras nem instalação no imóvel',
      'Ideal para quem mora de aluguel ou em apartamento',
    ],
    cta: 'Simular a assinatura',
  },
  'aluguel-usinas': {
    description: 'Para investidores: você compra a usina que construímos e a aluga a nós em contrato de locação, com aluguel mensal.',
    image: card('aluguel-usinas', 'Fileiras de uma usina solar em solo de terra roxa, ao lado de moedas de real empilhadas e uma seta para cima'),
    features: rentalFeatures(companyContent().rental),
    cta: 'Ver as condições do aluguel',
  },
  'limpeza-placas': {
    description:
      'A poeira da lavoura, as folhas e a sujeira do dia a dia cobrem as placas e reduzem a ' +
      'geração. A limpeza técnica devolve o rendimento sem riscar nem danificar os módulos.',
    image: card('limpeza-placas', 'Técnico limpando com escova e água as placas do telhado de um galpão rural, com silos ao fundo'),
    features: [
      'Limpeza a cada 6 meses, ou a cada 4 meses em regiões com muita poeira',
      'Água desmineralizada e escovas próprias para módulos',
      'Inspeção visual de conexões e estruturas',
      'Relatório com fotos de antes e depois',
    ],
    cta: 'Agendar uma limpeza',
  },
};

/** Where a card leads: the simulator in the service's mode (the first, checked by default, needs no query), else the form. */
function nextStepHref(id: PagedServiceId): string {
  const { page } = pagedService(id);
  if (!('simulatorMode' in page)) return contactHref(id);
  return page.simulatorMode === MODES[0]!.id ? `#${SIMULATOR_SECTION_ID}` : `/?modo=${page.simulatorMode}#${SIMULATOR_SECTION_ID}`;
}

/** The cards, in the registry's order, each with the company's photo when the CMS names one (the drawing otherwise). */
export const solutions: readonly Solution[] = PAGED_SERVICES.map(({ id, label, page }) => {
  const { cta, ...words } = cards[id];
  const photo = companyContent().pictures.services?.[page.pictureSlot] as PhotoRef | undefined;
  return { id, title: label, ...words, icon: page.icon, cta: { label: cta, href: nextStepHref(id) }, ...(photo && { photo }) };
});
