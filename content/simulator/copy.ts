// The simulator's words: form, results, errors and the summary sent to the contact form.
import { DATED_FACTS } from '../dated-facts';
import { COPEL_TARIFF, type LoanFit } from './premises';

/**
 * The day the company's tariff took effect (content/company/tariff.json), DD/MM/YYYY, as every sentence that
 * uses the tariff states it: Copel adjusts it every 24 June, so a page says which one it computed with,
 * never 'em vigor'.
 */
export const TARIFF_DAY = COPEL_TARIFF.effectiveFrom.split('-').reverse().join('/');

export type SimulatorMode = 'usina' | 'assinatura' | 'investidor';
export type UsageBasis = 'bill' | 'kwh';

export const MODES: readonly { id: SimulatorMode; label: string; hint: string }[] = [
  { id: 'usina', label: 'Usina própria', hint: 'Placas no seu telhado ou terreno' },
  { id: 'assinatura', label: 'Energia por assinatura', hint: 'Desconto na conta, sem investimento' },
  { id: 'investidor', label: 'Investidor', hint: 'Renda com aluguel de usinas' },
];

export const simulatorCopy = {
  /** What the section leads with: every town's own sun (a unit test keeps the count equal to the data). */
  figure: { value: '399', label: 'cidades do Paraná, cada uma com o sol estimado por satélite (LABREN/INPE)' },
  title: 'Quanto você economiza com energia solar?',
  lead: 'Uma estimativa honesta, mês a mês, com o sol da sua cidade, as tarifas da Copel e as regras da Lei 14.300.',
  formTitle: 'Seus dados',
  modeLegend: 'O que você quer simular?',
  basisLegend: 'Como prefere informar seu consumo?',
  basis: { bill: 'Valor da conta', kwh: 'Consumo em kWh' } satisfies Record<UsageBasis, string>,
  bill: { label: 'Conta de luz média por mês (R$)', hint: 'Média de 12 meses, o total a pagar. Ex.: 450,00' },
  consumption: { label: 'Consumo médio por mês (kWh)', hint: 'Está no histórico de consumo da conta. Ex.: 530' },
  city: {
    label: 'Cidade',
    hint: 'Digite e escolha na lista: as 399 cidades do Paraná.',
    listLabel: 'Cidades do Paraná',
    found: (count: number) => (count === 1 ? '1 cidade encontrada.' : `${count} cidades encontradas.`),
    none: 'Nenhuma cidade do Paraná com esse nome.',
  },
  tariffClass: { label: 'Tipo de consumidor', hint: 'Na conta, é o subgrupo: B1, B2 ou B3.' },
  connection: { label: 'Tipo de ligação', hint: 'Está na conta. Na dúvida, escolha bifásica.' },
  orientation: { label: 'Para onde o telhado está voltado', hint: 'Na dúvida, deixe nordeste ou noroeste.' },
  shading: { label: 'Sombra no telhado', hint: 'Árvores, prédios ou caixa d’água sombreando as placas.' },
  paymentLegend: 'Como quer pagar?',
  rate: {
    label: 'Juros (% ao mês)',
    hint: `Em ${DATED_FACTS.loanRates.year}, os bancos anunciam taxas a partir de 1,11% a 1,40% ao mês; a da sua proposta depende da análise de crédito.`,
  },
  term: { label: 'Prazo (meses)', hint: 'Número de parcelas.' },
  grace: { label: 'Carência (dias)', hint: 'Até 120 dias para pagar a primeira parcela.' },
  adjustments: 'Ajustes opcionais',
  tariff: {
    label: 'Tarifa com impostos (R$ por kWh)',
    hint: (fallback: string, code: string) => `Em branco, usamos ${fallback} por kWh, a tarifa ${code} da Copel de ${TARIFF_DAY} com impostos.`,
  },
  publicLighting: {
    label: 'Iluminação pública (R$ por mês)',
    hint: (fallback: string) => `Vem na conta como CIP ou COSIP e não muda com a energia solar. Em branco, usamos ${fallback}.`,
  },
  cleaning: { label: 'Limpeza das placas', hint: 'A cada 4 meses onde há poeira de estrada ou de lavoura.' },
  resultsTitle: 'Resultado estimado',
  placeholderTitle: 'Seu resultado aparece aqui',
  placeholder: 'Preencha os dados para ver o tamanho do sistema, a conta mês a mês, o investimento, a manutenção e o retorno.',
  noScript:
    'O cálculo precisa de JavaScript, que está desligado no seu navegador. As premissas abaixo valem para qualquer orçamento: fale com a nossa ' +
    'equipe e fazemos a conta para você.',
  noScriptCta: 'Pedir um orçamento',
  loadFailed: 'Não foi possível carregar o simulador. Verifique sua conexão e tente de novo; o resto da página continua funcionando.',
  retry: 'Tentar novamente',
  premisesTitle: 'Premissas e fontes',
  premisesLead:
    `Sol de cada cidade (LABREN/INPE, 2017), tarifas da Copel de ${TARIFF_DAY}, regras da ANEEL e da Lei 14.300, preços de 2024 a ` +
    `${DATED_FACTS.systemPrices.year} e os custos de manutenção.`,
  premisesToggle: 'Ver as premissas e fontes',
  source: 'Fonte',
  quote: 'Quero este orçamento',
  whatsapp: 'Enviar pelo WhatsApp',
  newTab: '(abre em nova aba)',
  disclaimer: 'Estimativa, não proposta: o valor final depende de visita técnica e do projeto.',
  live: {
    label: 'Resumo do resultado',
    seeAll: 'Ver o resultado completo',
  },
};

export const errorCopy = {
  empty: { bill: 'Informe o valor médio da sua conta.', consumption: 'Informe o seu consumo médio em kWh.' },
  invalid: 'Digite apenas números, como 1.234,56.',
  notPositive: 'O valor precisa ser maior que zero.',
  belowMin: (min: string) => `Informe pelo menos ${min}.`,
  aboveMax: (max: string) => `Acima de ${max}, fazemos um estudo sob medida: fale com a nossa equipe.`,
  tariffRange: (min: string, max: string) => `Informe uma tarifa entre ${min} e ${max} por kWh, ou deixe em branco.`,
  publicLightingRange: (max: string) => `Informe um valor entre R$ 0 e ${max}, ou deixe em branco.`,
  publicLightingAboveBill: 'A iluminação pública é só uma parte da conta: informe um valor menor que o da conta.',
  city: 'Escolha uma das cidades do Paraná na lista (pode digitar sem acento, como “maringa”).',
  rate: (max: string) => `Informe juros entre 0 e ${max} ao mês.`,
  term: (min: number, max: number) => `Informe um prazo entre ${min} e ${max} meses, em meses inteiros.`,
  grace: (max: number) => `Informe uma carência entre 0 e ${max} dias, em dias inteiros.`,
  atMinimum: (kwh: number, connection: string) =>
    `Esse consumo não passa da taxa mínima da ligação ${connection} (${kwh} kWh por mês): a energia solar não reduziria a conta.`,
};

export const resultCopy = {
  /** A system an installer would not quote: why, in one sentence, and the contact instead. */
  notViable: {
    title: 'Aqui uma estimativa não ajuda',
    tooSmall: (modules: number) =>
      `Essa conta pede só ${modules === 1 ? 'um módulo' : 'dois módulos'}, pouco demais para pagar o projeto, a homologação na Copel e a ` +
      'instalação, que custam o mesmo num sistema maior; a energia por assinatura, sem investimento, costuma servir melhor.',
    noReturn: 'Com essa conta, a economia de 25 anos não paga o sistema, porque a taxa mínima e a iluminação pública continuam na conta da Copel.',
    /** Financed, when the price alone would be paid back: the interest is the cause, not the bill's fixed charges. */
    noReturnInterest: (saved: string, instalments: string) =>
      `Com esse financiamento, a economia de 25 anos (${saved}) não paga as parcelas (${instalments}): são os juros que pesam. À vista, ou ` +
      'com juros menores ou prazo mais curto, o sistema se paga; fale com a nossa equipe.',
    tooLarge: (kwp: string, inverterKW: string, maxKW: string) =>
      `Um sistema de ${kwp} kWp, com inversores de ${inverterKW} kW, passa dos ${maxKW} kW da microgeração: é minigeração, em geral para uma ` +
      'conta de média tensão (Grupo A), e ' +
      'precisa de um estudo sob medida, não de uma estimativa.',
    contact: 'Falar com a nossa equipe',
  },
  usina: {
    headline: (savings: string) => `Economia estimada de ${savings} por mês no 1º ano`,
    /**
     * The first year is the best one (the Fio B's share rises, the ICMS comes after 48 months): what
     * lasts is said beside it, from the simulator (a solar engineer's review).
     */
    share: (share: string, settled: string, from: string, horizon: string) =>
      [resultCopy.usina.story.firstYear(share), resultCopy.usina.story.settled(settled, from), resultCopy.usina.story.horizon(horizon)].join('; '),
    /** The same for a class whose compensated energy pays no ICMS (rural producers with CAD/PRO). */
    shareWithoutIcms: (share: string, settled: string, from: string, horizon: string) =>
      [resultCopy.usina.story.firstYear(share), resultCopy.usina.story.settledWithoutIcms(settled, from), resultCopy.usina.story.horizon(horizon)].join('; '),
    /**
     * The parts of that sentence, which every page that states a saving for typical bills words the same way
     * (content/simulator/typical.ts): one share or a range ('de 79% a 84%') each.
     */
    story: {
      firstYear: (share: string) => `${share} a menos na conta de luz no 1º ano`,
      settled: (settled: string, from: string) => `${settled} a partir de ${from}, com o Fio B inteiro e o ICMS da energia compensada`,
      settledWithoutIcms: (settled: string, from: string) => `${settled} a partir de ${from}, com o Fio B inteiro`,
      horizon: (horizon: string) => `${horizon} na média de 25 anos, já descontada a manutenção`,
    },
    system: 'Sistema',
    systemValue: (kwp: string, modules: number, watts: number, inverterKW: string) =>
      `${kwp} kWp, ${modules} ${modules === 1 ? 'módulo' : 'módulos'} de ${watts} W, inversores de cerca de ${inverterKW} kW`,
    roof: 'Área de telhado',
    roofValue: (m2: string) => `cerca de ${m2} m²`,
    generation: 'Geração média',
    generationValue: (kwh: string) => `${kwh} kWh por mês no 1º ano`,
    billBefore: 'Conta hoje',
    billAfter: 'Conta com energia solar',
    billAfterValue: (bill: string) => `${bill} (média do 1º ano)`,
    yearly: 'Economia por ano',
    investment: 'Investimento estimado',
    range: (low: string, high: string) => `${low} a ${high}`,
    perWp: 'Preço do sistema por Wp',
    perWpValue: (perWp: string) => `cerca de ${perWp}`,
    upkeep: 'Manutenção',
    upkeepValue: (months: number, visit: string, year: number, inverter: string) =>
      `limpeza a cada ${months} meses, cerca de ${visit} por visita; troca do inversor no ${year}º ano, cerca de ${inverter}`,
    payback: 'Retorno do investimento',
    instalment: 'Parcela do financiamento',
    instalmentValue: (value: string, term: number) => `${value} por mês, em ${term} vezes`,
    /** What every figure rests on, in the result itself: the tariff's date and resolution, and the connection's date. */
    dated: (connected: string, share: string) =>
      `Com as tarifas da Copel de ${TARIFF_DAY} (${COPEL_TARIFF.resolution}) e o sistema ligado em ${connected}, quando ` +
      `a conta paga ${share} do Fio B sobre a energia compensada.`,
    icms: (month: number, loss: string) =>
      `A partir do ${month}º mês, a energia compensada passa a pagar ICMS no Paraná: isso já está na conta e tira cerca de ${loss} da economia de 25 anos.`,
    more: 'Ver todos os números e os gráficos',
    paybackFinanced: 'Quando a economia paga o financiamento',
    paybackValue: (years: string) => `cerca de ${years} anos`,
    paybackNever: 'mais de 25 anos',
    /** No tariff rise and no inflation in it: the sum is in today's money (a solar engineer's review). */
    horizon: 'Economia em 25 anos, em reais de hoje',
    horizonValue: (total: string, net: string) => `${total} já descontada a manutenção (${net} descontado também o investimento)`,
    horizonFinancedValue: (total: string, net: string) => `${total} já descontada a manutenção (${net} descontadas também as parcelas)`,
    co2: 'CO₂ evitado',
    co2Value: (perYear: string, horizon: string) => `${perYear} t por ano, ${horizon} t em 25 anos`,
    /** How far the saving falls once the rules settle, in numbers ('cai um pouco' read as 82% to 68%: a solar engineer's review). */
    fioB: (f: { year: number; share: string; firstYear: string; settled: string; from: string; icms: boolean }) =>
      `Conta com Fio B de ${f.share} em ${f.year}, ano de ligação; ele sobe até 2029${f.icms ? ' e, depois de 48 meses, a energia compensada paga ICMS' : ''}: ` +
      `a economia cai de ${f.firstYear} no 1º ano para ${f.settled} a partir de ${f.from}, o que já está na conta dos 25 anos.`,
    winter: (month: string, kwh: string, consumption: string) =>
      `Em ${month} o sistema gera cerca de ${kwh} kWh, menos que os ${consumption} kWh de consumo: os créditos dos meses de mais sol, válidos por ` +
      `60 meses, cobrem a diferença.`,
    upgrade: (inverterKW: string, connection: string, maxKW: string, capacity: string, low: string, high: string) =>
      `Inversores de ${inverterKW} kW passam do que uma ligação ${connection} suporta (cerca de ${maxKW} kVA, ${capacity}): a estimativa já conta ` +
      `a troca para a ligação trifásica, com a taxa mínima de 100 kWh e de ${low} a ${high} do novo padrão de entrada no investimento. Na ` +
      'visita técnica conferimos o seu disjuntor.',
  },
  financing: {
    title: 'Financiamento',
    instalment: 'Parcela',
    instalmentValue: (value: string, term: number, first: number, afterConnection: number) =>
      `${value} por mês, ${term} parcelas, a primeira no ${first}º mês depois da assinatura, ` +
      (afterConnection >= 1 ? `o ${afterConnection}º depois da ligação` : 'antes da ligação'),
    /** Not the bank's CET: that one adds the registration fee and any credit insurance, which the simulator does not know. */
    cet: 'Custo efetivo: juros + IOF, sem tarifas nem seguro',
    cetValue: (monthly: string, yearly: string, rate: string) => `${monthly} ao mês (${yearly} ao ano): juros de ${rate} ao mês mais o IOF, financiado junto`,
    /**
     * The verdict, one sentence that fits one line beside the results at 1440 px: the share of the
     * instalment the saving of the first year of instalments pays. That saving is not the headline's
     * (the instalments start after a grace, a month or more after the connection), so the sentence
     * names the year and leaves the amount to its reasons, folded under `why`; the instalment is the
     * key figure just above it.
     */
    verdict: (share: string, instalment: string) => `No 1º ano de parcelas, a economia cobre ${share} da parcela (${instalment}).`,
    why: 'Por quê?',
    fitsYes: (lowest: string, top: string, margin: string) =>
      `Sim, do começo ao fim: mesmo no ano de parcelas em que a economia na conta é menor (${lowest} por mês, em média), ` +
      `ela passa em ${margin} por mês a parcela do topo da faixa de investimento (${top}).`,
    /** Every year covers the instalment, but without 10% of room if the system costs the top of the range. */
    fitsDepends: (lowest: string, instalment: string, top: string, topFits: boolean, margin: string) =>
      `Depende do preço final: no ano de parcelas em que a economia na conta é menor (${lowest} por mês, em média), ela cobre a parcela ` +
      `de ${instalment}, mas se o sistema sair pelo topo da faixa de investimento a parcela seria ${top}, ` +
      (topFits ? `com folga de só ${margin} por mês, menos de 10% dela.` : `${margin} por mês acima dessa economia.`),
    fitsAtFirst: (first: string, year: number, gap: string, icms: boolean) =>
      `Só no começo: no 1º ano de parcelas a economia na conta (${first} por mês, em média) passa a parcela, ` +
      `mas a partir do ${year}º ano ela fica abaixo, até ${gap} por mês, porque a parte do Fio B cobrada sobe até 2029 (Lei 14.300)` +
      (icms ? ' e, a partir do 49º mês, a energia compensada paga ICMS no Paraná.' : '.'),
    fitsNo: (first: string, gap: string) =>
      `Não: já no 1º ano de parcelas a parcela passa a economia na conta (${first} por mês, em média); ` + `no pior ano a diferença chega a ${gap} por mês.`,
    total: 'Total pago',
    totalValue: (total: string, interest: string, iof: string) => `${total}, dos quais ${interest} de juros e ${iof} de IOF`,
  },
  assinatura: {
    headline: (savings: string) => `Economia de até ${savings} por mês`,
    /** The claim's 15% is on the compensated energy; the share of the whole bill is said beside it. */
    share: (discount: string, ofBill: string) => `até ${discount} da energia compensada, ou ${ofBill} da sua conta, sem investimento`,
    breakdown: (bill: string, lighting: string, minimum: string, compensable: string) =>
      `Da sua conta de ${bill}, ${lighting} de iluminação pública e ${minimum} de taxa mínima continuam na conta da Copel. O desconto vale para os ` +
      `${compensable} restantes, a energia que os créditos compensam.`,
    yearly: (value: string) => `Até ${value} por ano.`,
    note: 'Por isso falamos em “até”: o desconto incide sobre a energia compensada, nunca sobre a conta inteira.',
    /**
     * Paraná exempts from ICMS only credits of the same holder; a subscription's plant is someone
     * else's, so the contract must make the discount net of the Fio B and the ICMS (a solar engineer's review).
     */
    condition:
      'Contamos o desconto já líquido do Fio B e do ICMS que a Copel cobra sobre a energia compensada: no Paraná, a isenção do ICMS vale só ' +
      'para créditos do mesmo titular, e a usina da assinatura é de outro. O contrato precisa garantir o desconto sobre a conta final.',
  },
  /**
   * The rental: the company's stated average and its conditions, never an income worked
   * out from an amount, and nothing that reads as a public offer of investment.
   */
  investidor: {
    headline: (yieldText: string) => `Aluguel de usinas: ${yieldText} ao mês, em média`,
    conditions: (yieldText: string) =>
      `${yieldText} ao mês é a média da empresa nos contratos de aluguel de usinas, não um rendimento prometido: cada contrato tem a sua usina, ` +
      'o seu prazo e as suas condições, e rendimentos passados não garantem os futuros.',
    notAnOffer:
      'Isto não é uma oferta de investimento nem de valores mobiliários: as condições de cada contrato são conversadas e assinadas com a nossa ' + 'equipe.',
  },
  monthlyChart: {
    title: 'Geração e consumo mês a mês (1º ano)',
    generation: 'Geração',
    short: 'abaixo do consumo',
    consumption: 'Consumo',
    label: (months: string, consumption: string) => `Geração estimada no primeiro ano: ${months}. Consumo de ${consumption} kWh por mês.`,
  },
  barChart: {
    title: 'Conta de luz por mês',
    before: 'Hoje',
    after: 'Com energia solar',
    label: (before: string, after: string) => `Conta de luz por mês: hoje ${before}; com energia solar ${after}.`,
  },
  lineChart: {
    title: 'Economia acumulada em 25 anos, em reais de hoje',
    investment: 'Investimento',
    financed: 'Total das parcelas',
    /** The same years as the text's payback ('ano 4' beside '3,1 anos' reads as a contradiction). */
    payback: (years: string) => `Retorno: ${years} anos`,
    label: (reference: string, amount: string, payback: string, total: string) =>
      `Economia acumulada ao longo de 25 anos, já descontada a manutenção: passa ${reference} de ${amount} ${payback} e chega a ${total} no 25º ano.`,
    referenceCash: 'o investimento',
    referenceFinanced: 'o total das parcelas',
    paybackAt: (years: string) => `em cerca de ${years} anos`,
    paybackNever: 'só depois de 25 anos',
  },
};

/** The summary sent to the contact form and to WhatsApp, and read to screen readers. */
export const summaryCopy = {
  usina: (f: {
    city: string;
    tariffClass: string;
    connection: string;
    bill: string;
    kwh: string;
    kwp: string;
    modules: number;
    after: string;
    savings: string;
    low: string;
    high: string;
    payback: string;
    financing: string;
  }) =>
    `Olá! Fiz a simulação de usina própria no site: ${f.city}, ${f.tariffClass}, ligação ${f.connection}, conta média de ${f.bill} (${f.kwh} kWh ` +
    `por mês). Estimativa: sistema de ${f.kwp} kWp (${f.modules} módulos), conta de ${f.after} depois da energia solar, economia de ${f.savings} ` +
    `por mês, investimento entre ${f.low} e ${f.high}, retorno em ${f.payback}${f.financing}. Quero um orçamento.`,
  financing: (instalment: string, term: number, rate: string, cet: string) =>
    `, financiado em ${term} parcelas de ${instalment} (juros de ${rate} ao mês; com o IOF, ${cet} ao mês, sem tarifas nem seguro)`,
  assinatura: (f: { bill: string; savings: string; share: string; ofBill: string }) =>
    `Olá! Fiz a simulação de energia por assinatura no site: conta média de ${f.bill}, economia de até ${f.savings} por mês (até ${f.share} da ` +
    `energia compensada, ${f.ofBill} da conta), sem investimento. Quero saber mais.`,
  investidor: (f: { yieldText: string }) =>
    `Olá! Vi no site que o aluguel médio dos contratos de aluguel de usinas da empresa é de ${f.yieldText} ao mês e quero saber como funcionam os ` +
    'contratos.',
  announce: {
    usina: (savings: string, share: string, kwp: string, payback: string) =>
      `Resultado: economia estimada de ${savings} por mês no 1º ano (${share}) com um sistema de ${kwp} kWp; retorno em ${payback}.`,
    financing: (instalment: string, fit: LoanFit) =>
      ` Parcela de ${instalment}: ${{ sim: 'cabe na economia', depende: 'cabe na economia, com pouca folga, conforme o preço final', 'no-comeco': 'cabe na economia só nos primeiros anos', nao: 'não cabe na economia' }[fit]}.`,
    assinatura: (savings: string) => `Resultado: economia de até ${savings} por mês.`,
    investidor: (yieldText: string) => `Resultado: o aluguel médio dos contratos de aluguel de usinas da empresa é de ${yieldText} ao mês, sem garantia.`,
    notViable: (reason: string) => `Resultado: ${reason}`,
    error: (message: string) => `Verifique os dados: ${message}`,
  },
  live: {
    usina: (savings: string, payback: string) => `Economia de ${savings} por mês, retorno em ${payback}`,
    financing: (instalment: string) => `Parcela de ${instalment}`,
    assinatura: (savings: string) => `Economia de até ${savings} por mês`,
    investidor: (yieldText: string) => `Aluguel de usinas: ${yieldText} ao mês, em média`,
  },
};
