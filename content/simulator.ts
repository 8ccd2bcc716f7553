// The savings simulator: its premises (each with source and date), its limits and its copy.
// The arithmetic lives in components/simulator/simulate.ts and reads only these numbers.

export const SIMULATOR_SECTION_ID = 'simulador';

export type SimulatorMode = 'usina' | 'assinatura' | 'investidor';
export type UsageBasis = 'bill' | 'kwh';
export type CityId = 'londrina' | 'maringa' | 'nova-aurora' | 'outra';
export type ConnectionId = 'monofasico' | 'bifasico' | 'trifasico';

/** Annual mean on a plane tilted at the latitude, kWh/m²/day (LABREN/INPE 2017). */
export const CITIES: readonly { id: CityId; label: string; irradiation: number }[] = [
  { id: 'londrina', label: 'Londrina', irradiation: 5.15 },
  { id: 'maringa', label: 'Maringá', irradiation: 5.13 },
  { id: 'nova-aurora', label: 'Nova Aurora', irradiation: 5.06 },
  { id: 'outra', label: 'Outra cidade do Paraná', irradiation: 5.0 },
];

/** Minimum billed consumption (custo de disponibilidade), kWh a month. */
export const CONNECTIONS: readonly { id: ConnectionId; label: string; minimumKWh: number }[] = [
  { id: 'monofasico', label: 'Monofásica', minimumKWh: 30 },
  { id: 'bifasico', label: 'Bifásica', minimumKWh: 50 },
  { id: 'trifasico', label: 'Trifásica', minimumKWh: 100 },
];

/** Share of the TUSD Fio B paid on compensated energy, by calendar year (Lei 14.300/2022, art. 27). */
export const FIO_B_SCHEDULE: Readonly<Record<number, number>> = {
  2023: 0.15,
  2024: 0.3,
  2025: 0.45,
  2026: 0.6,
  2027: 0.75,
  2028: 0.9,
};

export const premises = {
  performanceRatio: 0.78,
  moduleWatts: 580,
  moduleAreaM2: 2.6,
  degradationPerYear: 0.005,
  tariffBRLPerKWh: 0.85,
  /** Assumption, stated on screen: Fio B as a share of the final tariff. */
  fioBShareOfTariff: 0.28,
  /** Assumption from 2029, when ANEEL's own valuation replaces the schedule. */
  fioBShareAfterSchedule: 1,
  /** Assumption: share of the generation consumed at the moment it is produced. */
  simultaneity: 0.3,
  costBRLPerWp: 2.5,
  costSpread: 0.15,
  emissionTCO2PerMWh: 0.0385,
  maxSavingsShare: 0.95,
  subscriptionMaxDiscount: 0.15,
  rentalMonthlyYield: 0.0188,
  horizonYears: 25,
  daysPerMonth: 365 / 12,
} as const;

export type Premises = typeof premises;

/** Accepted ranges: outside them the form says why and shows no result. */
export const limits = {
  billBRL: { min: 30, max: 100_000 },
  consumptionKWh: { min: 1, max: 120_000 },
  tariffBRLPerKWh: { min: 0.3, max: 3 },
  amountBRL: { min: 1_000, max: 5_000_000 },
} as const;

/** Loads the island when the section is this close to the viewport. */
export const SIMULATOR_PRELOAD_MARGIN_PX = 600;
/** Errors and the screen-reader summary wait for this pause in typing. */
export const SIMULATOR_SETTLE_MS = 900;

/** Formatters the premise texts need; the component passes pt-BR ones. */
export type PremiseFormat = {
  decimal: (value: number, digits?: number, minDigits?: number) => string;
  percent: (share: number, digits?: number) => string;
  brl: (value: number, cents?: boolean) => string;
};

export type Premise = { id: string; title: string; text: (f: PremiseFormat) => string; source: string };

const fioBYears = (f: PremiseFormat) =>
  Object.entries(FIO_B_SCHEDULE)
    .map(([year, share]) => `${year}: ${f.percent(share)}`)
    .join('; ');

export const PREMISES: readonly Premise[] = [
  {
    id: 'irradiation',
    title: 'Irradiação solar',
    text: (f) =>
      `Média anual no plano inclinado na latitude, em kWh/m² por dia: ${CITIES.map((c) => `${c.label} ${f.decimal(c.irradiation, 2, 2)}`).join('; ')}. Curitiba e o litoral recebem menos sol: para essas regiões, peça um estudo.`,
    source: 'LABREN/INPE, Atlas Brasileiro de Energia Solar, 2ª edição (2017), base do SunData/CRESESB',
  },
  {
    id: 'performance',
    title: 'Desempenho do sistema',
    text: (f) =>
      `Taxa de desempenho de ${f.decimal(premises.performanceRatio, 2)}: perdas em cabos, inversor, temperatura e sujeira (o usual fica entre 0,75 e 0,80). Mês médio de ${f.decimal(premises.daysPerMonth, 1)} dias.`,
    source: 'CEPEL/CRESESB, Manual de Engenharia para Sistemas Fotovoltaicos (2014)',
  },
  {
    id: 'module',
    title: 'Módulos',
    text: (f) =>
      `Módulos de ${premises.moduleWatts} W, com cerca de ${f.decimal(premises.moduleAreaM2, 1)} m² cada; o sistema é arredondado para um número inteiro de módulos. Perda de ${f.percent(premises.degradationPerYear, 1)} da geração por ano.`,
    source: 'Fichas técnicas de módulos monocristalinos de 580 W (2025)',
  },
  {
    id: 'tariff',
    title: 'Tarifa',
    text: (f) =>
      `${f.brl(premises.tariffBRLPerKWh)} por kWh com impostos, se você não informar a sua. Sem reajustes futuros: valores em reais de hoje, o que deixa a economia conservadora.`,
    source: 'Copel, tarifa residencial (B1) com tributos, 2025',
  },
  {
    id: 'minimum',
    title: 'Custo de disponibilidade (taxa mínima)',
    text: () =>
      `Consumo mínimo cobrado por mês: ${CONNECTIONS.map((c) => `${c.minimumKWh} kWh na ligação ${c.label.toLowerCase()}`).join(', ')}. A conta nunca fica abaixo desse valor.`,
    source: 'ANEEL, Resolução Normativa nº 1.000/2021',
  },
  {
    id: 'fio-b',
    title: 'Fio B (Lei 14.300)',
    text: (f) =>
      `Parcela do Fio B paga sobre a energia compensada por sistemas novos, conforme o ano: ${fioBYears(f)}. A partir de 2029 valem as regras da ANEEL, ainda não definidas: supomos ${f.percent(premises.fioBShareAfterSchedule)}. O ano de conexão é o ano atual.`,
    source: 'Lei nº 14.300, de 6 de janeiro de 2022, art. 27',
  },
  {
    id: 'fio-b-value',
    title: 'Valor do Fio B (suposição)',
    text: (f) =>
      `Supomos que o Fio B vale cerca de ${f.percent(premises.fioBShareOfTariff)} da tarifa final. É uma suposição nossa: o valor exato da Copel muda a cada reajuste anual.`,
    source: 'Suposição da equipe (2025), a conferir na resolução homologatória da ANEEL para a Copel',
  },
  {
    id: 'billing',
    title: 'Como a conta é calculada',
    text: (f) =>
      `Supomos que ${f.percent(premises.simultaneity)} da geração é consumida na hora em que é produzida (típico de residências) e não passa pelo medidor; o restante vai para a rede e volta como crédito, sobre o qual incide o Fio B. A conta é o maior valor entre a taxa mínima e a energia não compensada mais o Fio B. O sistema é dimensionado para zerar a energia além da taxa mínima, sem passar do seu consumo.`,
    source: 'ANEEL, Resolução Normativa nº 1.059/2023 (faturamento da geração distribuída)',
  },
  {
    id: 'cost',
    title: 'Investimento',
    text: (f) =>
      `Cerca de ${f.brl(premises.costBRLPerWp)} por Wp instalado, mostrado como faixa de ${f.percent(premises.costSpread)} para menos ou para mais. O retorno é simples: sem juros nem financiamento.`,
    source: 'Índice de preços Solfácil, região Sul, 2025',
  },
  {
    id: 'co2',
    title: 'CO₂ evitado',
    text: (f) => `${f.decimal(premises.emissionTCO2PerMWh, 4)} tCO₂ por MWh gerado.`,
    source: 'MCTI, fator médio de emissão do Sistema Interligado Nacional, 2023',
  },
  {
    id: 'claims',
    title: 'Números das nossas ofertas',
    text: (f) =>
      `A economia mostrada nunca passa de ${f.percent(premises.maxSavingsShare)}. Energia por assinatura: até ${f.percent(premises.subscriptionMaxDiscount)} de economia por mês, sem investimento. Aluguel de usinas: média histórica de ${f.percent(premises.rentalMonthlyYield, 2)} ao mês, sem garantia de rendimento.`,
    source: 'Ofertas da empresa (2025)',
  },
  {
    id: 'left-out',
    title: 'O que fica de fora',
    text: () =>
      'Contribuição de iluminação pública, bandeiras tarifárias, troca do inversor (em geral entre o 10º e o 15º ano), limpeza e manutenção. O valor final depende de visita técnica e do projeto.',
    source: 'Simplificações do simulador',
  },
];

export const MODES: readonly { id: SimulatorMode; label: string; hint: string }[] = [
  { id: 'usina', label: 'Usina própria', hint: 'Placas no seu telhado ou terreno' },
  { id: 'assinatura', label: 'Energia por assinatura', hint: 'Desconto na conta, sem investimento' },
  { id: 'investidor', label: 'Investidor', hint: 'Renda com aluguel de usinas' },
];

export const simulatorCopy = {
  eyebrow: 'Simulador de economia',
  title: 'Quanto você economiza com energia solar?',
  lead: 'Uma estimativa honesta, com dados de sol do Paraná e as regras da Lei 14.300. Todas as premissas estão listadas abaixo do simulador.',
  formTitle: 'Seus dados',
  modeLegend: 'O que você quer simular?',
  basisLegend: 'Como prefere informar seu consumo?',
  basis: { bill: 'Valor da conta', kwh: 'Consumo em kWh' } satisfies Record<UsageBasis, string>,
  bill: { label: 'Conta de luz média por mês (R$)', hint: 'Média dos últimos meses, com impostos. Ex.: 450,00' },
  consumption: { label: 'Consumo médio por mês (kWh)', hint: 'Está no histórico de consumo da conta. Ex.: 530' },
  city: { label: 'Cidade' },
  connection: { label: 'Tipo de ligação', hint: 'Aparece na conta de luz. Na dúvida, escolha bifásica.' },
  tariff: { label: 'Tarifa com impostos (R$ por kWh, opcional)', hint: (fallback: string) => `Em branco, usamos ${fallback} por kWh.` },
  amount: { label: 'Valor a investir (R$)', hint: 'Ex.: 100.000,00' },
  resultsTitle: 'Resultado estimado',
  placeholderTitle: 'Seu resultado aparece aqui',
  placeholder: 'Preencha os dados para ver o tamanho do sistema, a conta depois da energia solar, o investimento e o retorno.',
  noScript: 'O cálculo precisa de JavaScript, que está desligado no seu navegador. As premissas abaixo valem para qualquer orçamento: fale com a nossa equipe e fazemos a conta para você.',
  noScriptCta: 'Pedir um orçamento',
  loadFailed: 'Não foi possível carregar o simulador. Verifique sua conexão e tente de novo; o resto da página continua funcionando.',
  retry: 'Tentar novamente',
  premisesTitle: 'Premissas',
  premisesLead: 'Os números que o simulador usa, de onde vêm e o que simplificamos.',
  source: 'Fonte',
  quote: 'Quero este orçamento',
  whatsapp: 'Enviar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  disclaimer: 'Estimativa, não proposta: o valor final depende de visita técnica e do projeto.',
};

export const errorCopy = {
  empty: { bill: 'Informe o valor médio da sua conta.', consumption: 'Informe o seu consumo médio em kWh.', amount: 'Informe quanto quer investir.' },
  invalid: 'Digite apenas números, como 1.234,56.',
  notPositive: 'O valor precisa ser maior que zero.',
  belowMin: (min: string) => `Informe pelo menos ${min}.`,
  aboveMax: (max: string) => `Acima de ${max}, fazemos um estudo sob medida: fale com a nossa equipe.`,
  tariffRange: (min: string, max: string) => `Informe uma tarifa entre ${min} e ${max} por kWh, ou deixe em branco.`,
  atMinimum: (kwh: number, connection: string) =>
    `Esse consumo não passa da taxa mínima da ligação ${connection} (${kwh} kWh por mês): a energia solar não reduziria a conta.`,
};

export const resultCopy = {
  usina: {
    headline: (savings: string) => `Economia estimada de ${savings} por mês`,
    share: (share: string) => `${share} a menos na conta de luz`,
    system: 'Sistema',
    systemValue: (kwp: string, modules: number, watts: number) => `${kwp} kWp, ${modules} ${modules === 1 ? 'módulo' : 'módulos'} de ${watts} W`,
    roof: 'Área de telhado',
    roofValue: (m2: string) => `cerca de ${m2} m²`,
    generation: 'Geração média',
    generationValue: (kwh: string) => `${kwh} kWh por mês`,
    billBefore: 'Conta hoje',
    billAfter: 'Conta com energia solar',
    yearly: 'Economia por ano',
    investment: 'Investimento estimado',
    range: (low: string, high: string) => `${low} a ${high}`,
    payback: 'Retorno do investimento',
    paybackValue: (years: string) => `cerca de ${years} anos`,
    paybackNever: 'mais de 25 anos',
    horizon: 'Economia em 25 anos',
    horizonValue: (total: string, net: string) => `${total} (${net} já descontado o investimento)`,
    co2: 'CO₂ evitado',
    co2Value: (perYear: string, horizon: string) => `${perYear} t por ano, ${horizon} t em 25 anos`,
    fioB: (year: number, share: string) => `Conta com Fio B de ${share} em ${year}, ano de conexão; ele sobe até 2029 e a economia cai um pouco a cada ano, o que já está na conta dos 25 anos.`,
  },
  assinatura: {
    headline: (savings: string) => `Economia de até ${savings} por mês`,
    share: (share: string) => `até ${share} na conta, sem investimento`,
    yearly: (value: string) => `Até ${value} por ano.`,
    note: 'O desconto vale para a energia compensada; a taxa mínima e a iluminação pública continuam na conta da Copel, por isso falamos em “até”.',
  },
  investidor: {
    headline: (income: string) => `Renda estimada de ${income} por mês`,
    yearly: (value: string) => `Cerca de ${value} por ano.`,
    note: (yieldText: string) => `Estimativa pela média histórica de ${yieldText} ao mês dos nossos contratos de aluguel de usinas. É uma média do passado, não um rendimento garantido.`,
  },
  barChart: {
    title: 'Conta de luz por mês',
    before: 'Hoje',
    after: 'Com energia solar',
    label: (before: string, after: string) => `Conta de luz por mês: hoje ${before}; com energia solar ${after}.`,
  },
  lineChart: {
    title: 'Economia acumulada em 25 anos',
    investment: 'Investimento',
    payback: (year: number) => `Retorno no ano ${year}`,
    label: (investment: string, payback: string, total: string) =>
      `Economia acumulada ao longo de 25 anos: passa o investimento de ${investment} ${payback} e chega a ${total} no 25º ano.`,
    paybackAt: (year: number) => `no ${year}º ano`,
    paybackNever: 'só depois de 25 anos',
  },
};

/** The summary sent to the contact form and to WhatsApp, and read to screen readers. */
export const summaryCopy = {
  usina: (f: { city: string; connection: string; bill: string; kwh: string; kwp: string; modules: number; generation: string; after: string; savings: string; share: string; low: string; high: string; payback: string }) =>
    `Olá! Fiz a simulação de usina própria no site: ${f.city}, ligação ${f.connection}, conta média de ${f.bill} (${f.kwh} kWh por mês). Estimativa: sistema de ${f.kwp} kWp (${f.modules} módulos), geração de ${f.generation} kWh por mês, conta de ${f.after} depois da energia solar, economia de ${f.savings} por mês (${f.share}), investimento entre ${f.low} e ${f.high}, retorno em ${f.payback}. Quero um orçamento.`,
  assinatura: (f: { bill: string; savings: string; share: string }) =>
    `Olá! Fiz a simulação de energia por assinatura no site: conta média de ${f.bill}, economia de até ${f.savings} por mês (até ${f.share}), sem investimento. Quero saber mais.`,
  investidor: (f: { amount: string; income: string; yieldText: string }) =>
    `Olá! Fiz a simulação de aluguel de usinas no site: investimento de ${f.amount}, renda estimada de ${f.income} por mês (média histórica de ${f.yieldText} ao mês, sem garantia). Quero saber mais.`,
  announce: {
    usina: (savings: string, share: string, kwp: string) => `Resultado: economia estimada de ${savings} por mês (${share}) com um sistema de ${kwp} kWp.`,
    assinatura: (savings: string) => `Resultado: economia de até ${savings} por mês.`,
    investidor: (income: string) => `Resultado: renda estimada de ${income} por mês.`,
    error: (message: string) => `Verifique os dados: ${message}`,
  },
};
