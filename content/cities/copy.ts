import 'server-only';
import { formatDecimal, formatPercent, MONTH_NAMES } from '@/lib/format/format';

// The words of the city pages. A page is written from what differs between cities: how its sun
// ranks among the 399, when its best and worst months fall, how far the company is, what its
// neighbours have, how soon a typical bill pays a system back. Each sentence is chosen by those
// facts, so two pages share their headings and table labels, not their text
// (__tests__/unit/cities/shared-text.test.ts measures it over every pair of built pages).

export const HUB_TITLE = 'Energia solar por cidade';
export const HUB_DESCRIPTION_LEAD =
  'Os municípios do Paraná que atendemos, cada um com o sol de cada mês (LABREN/INPE) e o que o nosso simulador calcula ali para contas de R$ 300, R$ 500 e R$ 1.000.';

/** Wh/m²·day as the pages write it: kWh/m² per day with two decimals ('5,15'). */
export const sunText = (wh: number) => formatDecimal(wh / 1000, 2, 2);
export const kmText = (km: number) => `${formatDecimal(km, 0)} km`;
export const kwhText = (kwh: number) => `${formatDecimal(kwh, 0)} kWh`;

export type StoryFacts = {
  city: string;
  rank: number;
  count: number;
  annual: number;
  stateMean: number;
  bestMonth: number;
  worstMonth: number;
  best: number;
  worst: number;
  kWpYear: number;
  /** kWh a kWp gives in the best and the worst month. */
  kWpBest: number;
  kWpWorst: number;
  /** The nearest office: in the city itself when km is 0. */
  office: { label: string; city: string; km: number };
  servedNeighbours: { name: string; km: number; annual: number }[];
  otherNeighbours: { name: string; km: number; annual: number }[];
  /** The R$ 500 bill's case. */
  payback: number | null;
  firstYear: number;
  settled: number;
  settledFrom: string;
};

const SUMMER = new Set([11, 0, 1]);
const SPRING = new Set([9, 10]);

/** A stable pick among wordings of the same fact, salted per sentence, so neighbouring pages do not read alike. */
function pick<T>(city: string, salt: string, options: readonly T[]): T {
  let hash = 0;
  for (const char of `${salt}:${city}`) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0;
  return options[hash % options.length]!;
}

const ordinal = (n: number) => `${n}º`;
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const listOf = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`);

function sunStanding(f: StoryFacts): string {
  const diff = (f.annual - f.stateMean) / f.stateMean;
  const share = formatPercent(Math.abs(diff), 1);
  const sun = sunText(f.annual);
  if (f.rank <= Math.round(f.count / 5))
    return pick(f.city, 'standing', [
      `${f.city} está entre os municípios mais ensolarados do Paraná: ${ordinal(f.rank)} de ${f.count}, com ${sun} kWh/m² por dia, ${share} acima da média do estado.`,
      // The claim follows the rank: how many seats have more sun, not 'poucos lugares' for the 76th.
      `${f.rank === 1 ? 'Nenhum município do Paraná tem' : `Só ${f.rank - 1} ${f.rank === 2 ? 'município do Paraná tem' : 'municípios do Paraná têm'}`} mais sol que ${f.city}: ${sun} kWh/m² por dia, ${share} sobre a média estadual, ${ordinal(f.rank)} lugar entre ${f.count}.`,
    ]);
  if (diff > 0.01)
    return pick(f.city, 'standing', [
      `Com ${sun} kWh/m² por dia na média do ano, ${f.city} tem ${share} mais sol que a média do Paraná e fica em ${ordinal(f.rank)} entre os ${f.count} municípios.`,
      `No ranking do sol dos ${f.count} municípios paranaenses, ${f.city} aparece em ${ordinal(f.rank)}: ${sun} kWh/m² por dia, ${share} acima da média.`,
      `${f.city} recebe ${sun} kWh/m² de sol por dia ao longo do ano; são ${share} a mais que a média estadual (${ordinal(f.rank)} de ${f.count}).`,
    ]);
  if (diff >= -0.01)
    return `${f.city} recebe ${sun} kWh/m² por dia na média do ano, praticamente a média do Paraná (${sunText(f.stateMean)}): ${ordinal(f.rank)} entre os ${f.count} municípios.`;
  return `${f.city} tem ${share} menos sol que a média do Paraná (${sun} contra ${sunText(f.stateMean)} kWh/m² por dia, ${ordinal(f.rank)} de ${f.count}); o sistema precisa de um pouco mais de placas para a mesma conta, e o simulador já conta com isso.`;
}

function officeSentence(f: StoryFacts): string {
  const { label, city, km } = f.office;
  const where = label.toLowerCase();
  const near = f.servedNeighbours.filter((n) => n.km < 25).map((n) => n.name);
  const around =
    near.length === 0
      ? ''
      : pick(f.city, 'around', [
          ` Por perto, também atendemos ${listOf(near)}.`,
          ` ${listOf(near)} ${near.length === 1 ? 'fica' : 'ficam'} a menos de 25 km e também ${near.length === 1 ? 'é atendida' : 'são atendidas'}.`,
        ]);
  if (km < 1) return `É aqui que fica a nossa ${where}: atendimento, visita técnica e manutenção saem da própria cidade.${around}`;
  if (km < 20) return `A nossa ${where}, em ${city}, fica a ${kmText(km)} em linha reta.${around}`;
  return (
    pick(f.city, 'office', [
      `A unidade mais próxima é a ${where}, em ${city}, a ${kmText(km)} em linha reta.`,
      `Quem atende ${f.city} é a ${where} de ${city}, a ${kmText(km)} daqui em linha reta.`,
      `${kmText(km)} em linha reta separam ${f.city} da nossa ${where}, em ${city}.`,
    ]) + around
  );
}

/** The page's opening: where the city stands in sun, and who serves it. */
export function leadText(f: StoryFacts): string[] {
  return [sunStanding(f), officeSentence(f)];
}

/** The paragraph above the sun chart: the shape of the city's year. */
export function sunYearText(f: StoryFacts): string {
  const best = MONTH_NAMES[f.bestMonth]!;
  const worst = MONTH_NAMES[f.worstMonth]!;
  const dip = f.worst / f.best;
  const peak = SUMMER.has(f.bestMonth)
    ? pick(f.city, 'peak', [
        `O pico vem em ${best}, com ${sunText(f.best)} kWh/m² por dia.`,
        `${capital(best)} é o mês mais ensolarado: ${sunText(f.best)} kWh/m² por dia.`,
      ])
    : SPRING.has(f.bestMonth)
      ? `O pico vem na primavera, em ${best} (${sunText(f.best)}), antes das chuvas de verão.`
      : `O mês de mais sol é ${best}, com ${sunText(f.best)} kWh/m² por dia.`;
  const low =
    dip < 0.72
      ? pick(f.city, 'low', [
          `${capital(worst)} fica em ${sunText(f.worst)}, ${formatPercent(dip, 1)} do pico: os créditos guardados nos meses fortes cobrem o inverno.`,
          `No inverno a queda é funda: ${sunText(f.worst)} em ${worst}, ${formatPercent(dip, 1)} do melhor mês.`,
        ])
      : dip < 0.8
        ? `Em ${worst}, o mês mais fraco, o sol cai para ${sunText(f.worst)}, ${formatPercent(dip, 1)} do pico.`
        : `Mesmo em ${worst} ficam ${sunText(f.worst)} kWh/m² por dia, ${formatPercent(dip, 1)} do pico: um inverno suave para a geração.`;
  return `${peak} ${low}`;
}

/** The paragraph on what one kWp gives, against the nearest served neighbour. */
export function kWpText(f: StoryFacts): string {
  const opening = pick(f.city, 'kwp', [
    `Cada kWp voltado para o norte, sem sombra, gera aqui cerca de ${kwhText(f.kWpYear)} no primeiro ano`,
    `Um kWp bem orientado produz em ${f.city} perto de ${kwhText(f.kWpYear)} por ano`,
    `Por kWp instalado, ${f.city} rende ${kwhText(f.kWpYear)} no primeiro ano`,
  ]);
  const swing = `de ${kwhText(f.kWpBest)} em ${MONTH_NAMES[f.bestMonth]} a ${kwhText(f.kWpWorst)} em ${MONTH_NAMES[f.worstMonth]}`;
  return `${opening}, ${swing}.`;
}

/** The paragraph above the bills table, led by the R$ 500 bill. */
export function billsText(f: StoryFacts): string {
  if (f.payback === null)
    return `Para uma conta de R$ 500 em ${f.city}, o simulador não encontra retorno dentro de 25 anos com as premissas de hoje: fale com a equipe para um estudo do seu caso.`;
  const years = formatDecimal(f.payback, 1);
  const speed = pick(f.city, 'payback', [
    `Em ${f.city}, o sistema de uma conta de R$ 500 (${formatPercent(f.firstYear)} de economia no primeiro ano) se paga em ${years} anos.`,
    `Uma conta de R$ 500 em ${f.city} paga o seu sistema em ${years} anos, economizando ${formatPercent(f.firstYear)} no primeiro ano.`,
    `${years} anos: é o retorno que o simulador calcula em ${f.city} para a conta de R$ 500, com ${formatPercent(f.firstYear)} de economia no primeiro ano.`,
  ]);
  return `${speed} De ${f.settledFrom} em diante, com o Fio B inteiro e o ICMS sobre a energia compensada, a economia fica em ${formatPercent(f.settled)}.`;
}

/** The paragraph on the neighbours: the nearest served city and the nearest not on the list. */
export function neighboursText(f: StoryFacts): string {
  const near = f.servedNeighbours[0];
  const parts: string[] = [];
  if (near) {
    const diff = (f.annual - near.annual) / near.annual;
    parts.push(
      Math.abs(diff) < 0.005
        ? pick(f.city, 'twin', [
            `${near.name}, a ${kmText(near.km)} em linha reta, tem praticamente o mesmo sol (${sunText(near.annual)}).`,
            `O sol quase não muda até ${near.name}, a cidade atendida mais próxima, ${kmText(near.km)} em linha reta: ${sunText(near.annual)} kWh/m² por dia.`,
          ])
        : `Comparada com ${near.name}, a cidade atendida mais próxima (${kmText(near.km)} em linha reta), ${f.city} tem ${formatPercent(Math.abs(diff), 1)} ${diff > 0 ? 'mais' : 'menos'} sol no ano.`,
    );
  }
  const others = f.otherNeighbours.map((n) => n.name);
  if (others.length > 0)
    parts.push(
      pick(f.city, 'others', [
        `Fora da nossa lista, os vizinhos mais próximos são ${listOf(others)}: consulte-nos.`,
        `${listOf(others)} ainda não estão na lista de cidades atendidas; pergunte-nos.`,
      ]),
    );
  return parts.join(' ');
}

export const cityCopy = {
  title: (city: string) => `Energia solar em ${city}`,
  description: (city: string, sun: string, rank: number, office: string) =>
    `Energia solar em ${city} (PR): ${sun} kWh/m² de sol por dia (${rank}º de 399 no Paraná), quanto um kWp gera por mês e quanto economizam contas de R$ 300, R$ 500 e R$ 1.000, pelo simulador. Atendimento pela ${office}.`,
  crumbHome: 'Início',
  figures: {
    sun: 'kWh/m² de sol por dia, na média do ano',
    rank: (count: number) => `no sol do ano, entre ${count} municípios`,
    office: (label: string) => `em linha reta até a ${label.toLowerCase()}`,
  },
  sunTitle: (city: string) => `O sol de ${city}, mês a mês`,
  chartCaption: (city: string) => `Sol em ${city} por mês, em kWh/m² por dia; a linha marca a média do Paraná no ano`,
  table: {
    caption: (city: string) => `Sol e geração de um kWp em ${city}, por mês`,
    month: 'Mês',
    sun: 'Sol (kWh/m² por dia)',
    kWp: 'Um kWp gera (kWh no mês)',
    year: 'Ano',
  },
  billsTitle: (city: string) => `Contas típicas em ${city}, pelo simulador`,
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
    simulate: (city: string) => `Simule a sua conta em ${city}`,
  },
  compareTitle: (city: string) => `${city} no Paraná e entre os vizinhos`,
  served: 'Cidades atendidas mais perto',
  others: 'Vizinhos fora da lista',
  annualOf: (sun: string) => `${sun} kWh/m² por dia`,
  projectsTitle: (city: string) => `Projetos perto de ${city}`,
  hereOrKm: (km: number) => (km < 1 ? 'nesta cidade' : `a ${kmText(km)} em linha reta`),
  testimonialsTitle: (city: string) => `O que dizem clientes perto de ${city}`,
  officeTitle: (city: string) => `Quem atende ${city}`,
  officeContact: 'Fale com a equipe',
  sourcesTitle: 'Fontes',
  sources: {
    sun: (title: string, year: number) => `Sol: ${title} (${year}), plano inclinado na latitude.`,
    seats: 'Distâncias: em linha reta entre as sedes municipais, com as coordenadas e os códigos do IBGE.',
    tariff: (date: string, built: string) => `Simulador: tarifa da Copel de ${date}; números de ${built}.`,
  },
};

export const hubCopy = {
  lead: (count: number) =>
    `Atendemos ${count} municípios do Paraná. Cada página mostra o sol da cidade mês a mês, quanto um kWp gera ali e o que o simulador calcula para contas típicas.`,
  grouping: 'As cidades estão agrupadas pela unidade mais próxima em linha reta.',
  group: (label: string, city: string) => `Mais perto da ${label.toLowerCase()}, em ${city}`,
  sun: (sun: string) => `${sun} kWh/m² por dia`,
  km: (km: number) => (km < 1 ? 'sede da unidade' : `${kmText(km)} da unidade`),
  homeLink: 'Veja a energia solar em cada cidade que atendemos',
};
