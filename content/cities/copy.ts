import 'server-only';
import { formatDecimal, formatKwp, formatPercent } from '@/lib/format/format';

// The words of the city pages. One wording per fact, no rotation to look different: a page earns
// its place by what only it has, the company's own work and people there (components/cities/proof.ts),
// and the sentences follow the facts (an office in the city or not, work there or nearby, where the
// city's sun ranks). The sun and the typical bills are context, the same sentence on every page.

export const HUB_TITLE = 'Energia solar por cidade';
export const HUB_DESCRIPTION_LEAD =
  'As cidades do Paraná que atendemos, por região: a unidade que atende cada uma, e o que o simulador calcula ali. Peça um orçamento.';

/** Wh/m²·day as the pages write it: kWh/m² per day with two decimals ('5,15'). */
export const sunText = (wh: number) => formatDecimal(wh / 1000, 2, 2);
export const kmText = (km: number) => `${formatDecimal(km, 0)} km`;
export const kwhText = (kwh: number) => `${formatDecimal(kwh, 0)} kWh`;

const ordinal = (n: number) => `${n}º`;
export const listOf = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`);

/** The facts a city page's sentences are written from. */
export type StoryFacts = {
  city: string;
  /** The nearest office, in the city itself when `km` is under 1. */
  office: { label: string; city: string; street: string; km: number };
  /** The company's own systems in the city: how many, and their power together. */
  own: { count: number; kWp: number };
  /** The municipalities of the nearest systems elsewhere, nearest first. */
  nearbyWork: string[];
  rank: number;
  count: number;
  annual: number;
  stateMean: number;
};

/** Who serves the city: its own office, or the nearest one and how far. */
export function officeText(f: StoryFacts): string {
  const where = f.office.label.toLowerCase();
  if (f.office.km < 1) return `A nossa ${where} fica em ${f.city}, na ${f.office.street}: o orçamento, a visita técnica e a manutenção saem daqui.`;
  return `Quem atende ${f.city} é a nossa ${where}, em ${f.office.city}, a ${kmText(f.office.km)} em linha reta.`;
}

/** The company's work there, or nearest: said only when there is some. */
export function workText(f: StoryFacts): string {
  if (f.own.count > 0)
    return `Já instalamos ${f.own.count === 1 ? 'um sistema' : `${f.own.count} sistemas`} em ${f.city}, ${f.own.count === 1 ? 'de' : 'somando'} ${formatKwp(f.own.kWp)}.`;
  if (f.nearbyWork.length > 0) return `Os nossos sistemas mais perto daqui estão em ${listOf(f.nearbyWork)}.`;
  return '';
}

/** Where the city's sun stands among the 399, as the rank says it, never more. */
export function sunText399(f: StoryFacts): string {
  const diff = (f.annual - f.stateMean) / f.stateMean;
  const versus =
    Math.abs(diff) <= 0.01 ? 'praticamente a média do estado' : `${formatPercent(Math.abs(diff), 1)} ${diff > 0 ? 'acima' : 'abaixo'} da média do estado`;
  const standing = f.rank <= Math.round(f.count / 10) ? `, entre os 10% mais ensolarados` : '';
  return `${f.city} recebe ${sunText(f.annual)} kWh/m² de sol por dia na média do ano: ${ordinal(f.rank)} dos ${f.count} municípios do Paraná${standing}, ${versus}.`;
}

export type DescriptionFacts = { city: string; bill: string; system: string; price: string; payback: string | null; office: string };

export const cityCopy = {
  /**
   * A city page's description, longest wording first (components/cities/metadata.ts takes the first that
   * fits a search result): what the lead bill's system costs there and how soon it pays back, then who serves it.
   */
  description: (f: DescriptionFacts) => {
    const base = `Energia solar em ${f.city} (PR): conta de ${f.bill} pede ${f.system}, de ${f.price}, ${f.payback === null ? 'sem retorno em 25 anos' : `retorno em ${f.payback}`}.`;
    return [`${base} Atendimento da ${f.office}.`, `${base} Peça orçamento.`, base];
  },
  title: (city: string) => `Energia solar em ${city}`,
  crumbHome: 'Início',
  quote: 'Pedir orçamento',
  simulate: (city: string) => `Simular minha conta em ${city}`,
  call: (phone: string) => `Ligar: ${phone}`,
  whatsapp: 'WhatsApp',
  newTab: '(abre em nova aba)',
  office: {
    here: 'nesta cidade',
    away: (km: number) => `a ${kmText(km)} em linha reta`,
  },
  workTitle: (city: string) => `Nosso trabalho em ${city}`,
  workNearTitle: (city: string) => `Nosso trabalho perto de ${city}`,
  workRow: 'Projetos',
  nearby: (city: string, km: number) => `${city}, a ${kmText(km)}`,
  testimonialsRow: 'Depoimentos',
  factsTitle: (city: string) => `O sol e as contas típicas em ${city}`,
  figures: {
    sun: 'kWh/m² de sol por dia, na média do ano',
    rank: (count: number) => `no sol do ano, entre ${count} municípios`,
    kWp: 'kWh por kWp no primeiro ano',
  },
  chartCaption: (city: string) => `Sol em ${city} por mês, em kWh/m² por dia; a linha marca a média do Paraná no ano`,
  table: {
    caption: (city: string) => `Sol e geração de um kWp em ${city}, por mês`,
    month: 'Mês',
    sun: 'Sol (kWh/m² por dia)',
    kWp: 'Um kWp gera (kWh no mês)',
    year: 'Ano',
  },
  bills: {
    caption: (city: string, month: string) =>
      `Sistema residencial em ${city} ligado em ${month}, pelo simulador do site com as escolhas iniciais do formulário (residencial, bifásica, telhado a nordeste ou noroeste, à vista): estimativas, não propostas`,
    bill: 'Conta por mês',
    system: 'Sistema',
    investment: 'Investimento',
    payback: 'Retorno',
    firstYear: 'Economia no 1º ano',
    settled: (from: string) => `Economia a partir de ${from}`,
    modules: (n: number) => `${n} placas`,
    years: (value: string) => `${value} anos`,
    none: 'sem retorno',
  },
  neighboursTitle: 'Cidades vizinhas',
  served: 'Também atendemos',
  others: 'Ainda fora da nossa lista (consulte-nos)',
  sourcesTitle: 'Fontes',
  sources: {
    sun: (title: string, year: number) => `Sol: ${title} (${year}), plano inclinado na latitude.`,
    seats: 'Distâncias: em linha reta entre as sedes municipais, com as coordenadas e os códigos do IBGE.',
    tariff: (date: string, built: string) => `Simulador: tarifa da Copel de ${date}; números de ${built}.`,
  },
};

export const hubCopy = {
  lead: (count: number) =>
    `Atendemos ${count} municípios do Paraná, cada um pela unidade mais próxima. Escolha a sua cidade para ver o trabalho da empresa ali, simular a sua conta e pedir um orçamento.`,
  region: (label: string, city: string) => `Região de ${city} · ${label}`,
  regionLead: (count: number) => `${count} ${count === 1 ? 'cidade atendida' : 'cidades atendidas'} a partir daqui:`,
  work: (count: number) => (count === 1 ? '1 projeto nosso' : `${count} projetos nossos`),
  km: (km: number) => (km < 1 ? 'sede da unidade' : `${kmText(km)} da unidade`),
  quote: 'Pedir orçamento',
  simulate: 'Simular minha conta',
  homeLink: 'Veja a energia solar em cada cidade que atendemos',
};
