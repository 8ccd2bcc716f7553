import 'server-only';
import { DATED_FACTS } from '../dated-facts';
import { FEATURED_CITIES } from './cities';
import { TARIFF_DAY } from './copy';
import { IRRADIATION_SOURCE, MUNICIPALITIES } from './irradiation';
import {
  CLEANING_PRICE_PER_MODULE,
  CLEANINGS,
  CONNECTIONS,
  COPEL_TARIFF,
  COPEL_TARIFF_BEFORE_TAXES,
  FIO_B_SCHEDULE,
  icmsOf,
  ORIENTATIONS,
  premises,
  PRICE_PER_WP,
  SHADINGS,
  TARIFF_CLASSES,
  usesB1Values,
} from './premises';
import type { TariffClassKey } from '../company/schema';

// Every premise as a visitor reads it, each with its source and date. Only the server renders
// these (static HTML behind 'Ver as premissas e fontes'), so the page's scripts never carry them.

/** Formatters the premise texts need; the component passes pt-BR ones. */
export type PremiseFormat = {
  decimal: (value: number, digits?: number, minDigits?: number) => string;
  percent: (share: number, digits?: number) => string;
  brl: (value: number, cents?: boolean) => string;
  /**
   * The reference home's 25-year saving (Londrina, R$ 500, connected after today's quote) under the
   * assumption for after 2029 and under the pessimistic scenario beside it: the component runs both.
   */
  reference: {
    connected: string;
    base: number;
    pessimistic: number;
    withoutIcms: number;
    subscriptionShare: number;
    /** The same home's first-year share and 25-year saving at each end of FIO_B_SHARE_TESTED, in its order. */
    fioBTested: readonly { share: number; firstYear: number; horizon: number }[];
  };
};

/** `faq`: the frequent question that explains the premise (content/company/faq.json), linked under it while the entry exists. */
export type Premise = { id: string; title: string; text: (f: PremiseFormat) => string; source: string; faq?: string };

const CHECKED = 'consultado em novembro de 2026';

const byAnnual = [...MUNICIPALITIES].sort((a, b) => a.annual - b.annual);
const sunniest = byAnnual.at(-1)!;
const darkest = byAnnual[0]!;
const belowFive = MUNICIPALITIES.filter((m) => m.annual < 5000).length;
const named = [...FEATURED_CITIES, 'Ponta Grossa', 'Guarapuava', 'Curitiba'].map((name) => MUNICIPALITIES.find((m) => m.name === name)!);
const kwh = (f: PremiseFormat, wh: number) => f.decimal(wh / 1000, 2, 2);
/** Tariffs to the fourth decimal, as the invoice prints them. */
const kwhPrice = (f: PremiseFormat, brl: number) => `R$\u00a0${f.decimal(brl, 4, 4)}`;
/** The words after a class that still carries B1's values (content/company/tariff.json), until the company copies its own. */
export const SAME_AS_B1 = '(mesmos valores da B1 até a empresa informar)';
/**
 * One class's tariff with taxes and its TE and TUSD: "Comercial (B3): R$ 0,8487 por kWh com impostos (energia … mais
 * distribuição …)"; a class still carrying B1's values says so instead of repeating them, and a class with an ICMS
 * of its own (the rural one) names its rate.
 */
const classTariff = (f: PremiseFormat, key: TariffClassKey) => {
  const tariffClass = TARIFF_CLASSES.find((c) => c.key === key)!;
  const { teBRLPerKWh, tusdBRLPerKWh } = COPEL_TARIFF[key];
  const parts = usesB1Values(key) ? SAME_AS_B1 : `(energia ${kwhPrice(f, teBRLPerKWh)} mais distribuição ${kwhPrice(f, tusdBRLPerKWh)})`;
  const icms = icmsOf(key) === COPEL_TARIFF.icms ? '' : `, com ICMS de ${f.percent(icmsOf(key))}`;
  return `${tariffClass.label}: ${kwhPrice(f, tariffClass.tariffBRLPerKWh)} por kWh com impostos ${parts}${icms}`;
};
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((item) => item.id === id)!.label;

export const PREMISES: readonly Premise[] = [
  {
    id: 'irradiation',
    title: 'Sol de cada cidade',
    text: (f) =>
      'Irradiação média de cada mês, em kWh/m² por dia, num telhado voltado para o norte e inclinado na latitude, na ' +
      `sede de cada um dos ${MUNICIPALITIES.length} municípios do Paraná. A média anual vai de ${kwh(f, darkest.annual)} ` +
      `em ${darkest.name} a ${kwh(f, sunniest.annual)} em ${sunniest.name}, e ${belowFive} cidades ficam abaixo de 5,00: ` +
      `${named.map((m) => `${m.name} ${kwh(f, m.annual)}`).join('; ')}. A geração de cada mês usa o sol daquele mês.`,
    source: `${IRRADIATION_SOURCE.title} (${IRRADIATION_SOURCE.year}), arquivo ${IRRADIATION_SOURCE.file}, a base do SunData do CRESESB`,
  },
  {
    id: 'roof',
    title: 'Orientação e sombra do telhado',
    text: (f) =>
      `Geração em relação a um telhado voltado para o norte: ${ORIENTATIONS.map((o) => `${o.label.toLowerCase()} ${f.percent(o.factor)}`).join('; ')}. ` +
      `Sombra em parte do dia: ${f.percent(SHADINGS[1]!.factor)}. Se você não escolher, usamos ` +
      `${label(ORIENTATIONS, premises.defaultOrientation).toLowerCase()} e sem sombra, porque poucos telhados apontam exatamente para o norte. Os valores ` +
      'do sul e da sombra são estimativas nossas; a visita técnica mede os do seu telhado.',
    source:
      `Portal Solar, “Telhado ideal para energia solar” (${CHECKED}): ` +
      `nordeste ou noroeste perdem de 3% a 8%, leste ou oeste de 12% a 20%; SICES Solar, “Orientação e inclinação dos módulos” (${CHECKED})`,
  },
  {
    id: 'performance',
    title: 'Desempenho e desgaste do sistema',
    text: (f) =>
      `Taxa de desempenho de ${f.decimal(premises.performanceRatio, 2)}: perdas em cabos, inversor, calor e sujeira entre ` +
      `limpezas (o usual fica entre 0,75 e 0,80). Os módulos perdem ${f.percent(premises.firstYearLoss)} no primeiro ano ` +
      `e ${f.percent(premises.degradationPerYear, 1)} a cada ano depois: a garantia de desempenho do módulo N-type que citamos, por 30 anos.`,
    source:
      'CEPEL/CRESESB, Manual de Engenharia para Sistemas Fotovoltaicos (2014); Jinko Solar, ficha técnica do módulo Tiger Neo de 72 células ' +
      '(2024): garantia de desempenho de 30 anos, 1% no 1º ano e 0,40% ao ano depois',
  },
  {
    id: 'module',
    title: 'Módulos e tamanho do sistema',
    text: (f) =>
      `Módulos de ${premises.moduleWatts} W, com cerca de ${f.decimal(premises.moduleAreaM2, 1)} m² cada. O sistema é o menor ` +
      'número inteiro de módulos cuja geração de um ano cobre o que as contas do ano podem compensar (o saldo do ano, como os instaladores ' +
      'dimensionam): os créditos dos meses de sol, válidos por 60 meses, pagam os de menos sol. No 1º ano um mês escuro pode vir antes dos ' +
      'créditos, e com o desgaste os anos seguintes ficam um pouco abaixo: a conta de cada mês já mostra isso.',
    source: 'Jinko Solar, ficha técnica do módulo Tiger Neo de 72 células (2024): 2.278 × 1.134 mm, 2,58 m²; créditos: Lei nº 14.300/2022',
  },
  {
    id: 'tariff',
    title: 'Tarifa e impostos de cada tipo de consumidor',
    text: (f) =>
      `Tarifas da Copel de ${TARIFF_DAY} (${COPEL_TARIFF.resolution}), as últimas que copiamos; a Copel as reajusta todo 24 de junho. ` +
      `${classTariff(f, 'b1')}, com ICMS de ${f.percent(COPEL_TARIFF.icms)}, PIS de ` +
      `${f.percent(COPEL_TARIFF.pis, 2)} e COFINS de ${f.percent(COPEL_TARIFF.cofins, 2)}: ${kwhPrice(f, COPEL_TARIFF_BEFORE_TAXES)} antes dos ` +
      `impostos. ${classTariff(f, 'b3')}. ${classTariff(f, 'b2')}, a alíquota da eletrificação rural; só o produtor com CAD/PRO tem o ICMS ` +
      `diferido e paga ${kwhPrice(f, TARIFF_CLASSES.find((c) => c.id === 'b2-cadpro')!.tariffBRLPerKWh)}, por isso o simulador pergunta. O ` +
      'antigo desconto da tarifa rural acabou em 2023: caiu 20% ao ano de 2019 a 2023. Sem reajustes futuros (reais de hoje, bandeira ' +
      'verde): se a sua conta tem outra tarifa, informe-a nos ajustes.',
    source:
      `Copel, fatura residencial com a tarifa de ${TARIFF_DAY} (${COPEL_TARIFF.resolution}); ` +
      'ICMS de 19% na energia, exceto a da eletrificação rural, que ficou em 18%: Lei estadual nº 21.850, de 14 de dezembro de 2023, art. 3º ' +
      '(aplicada desde 13/3/2024); Copel, página “Tarifa rural” (ICMS diferido para o produtor rural, ' +
      `${CHECKED}); fim do desconto rural: Decreto nº 9.642, de 27 de dezembro de 2018 (redução de 20% ao ano a partir de 2019)`,
  },
  {
    id: 'minimum',
    title: 'Taxa mínima (custo de disponibilidade)',
    text: () =>
      `Consumo mínimo cobrado por mês: ${CONNECTIONS.map((c) => `${c.minimumKWh} kWh na ligação ${c.label.toLowerCase()}`).join(', ')}. ` +
      'Nenhuma conta fica abaixo desse valor, com ou sem energia solar.',
    source: 'ANEEL, Resolução Normativa nº 1.000, de 7 de dezembro de 2021',
  },
  {
    id: 'fio-b',
    faq: 'fio-b',
    title: 'Fio B (Lei 14.300)',
    text: (f) =>
      `Parcela do Fio B paga sobre cada kWh compensado por sistemas ligados a partir de 2023, conforme o ano: ${Object.entries(FIO_B_SCHEDULE)
        .map(([year, share]) => `${year}: ${f.percent(share)}`)
        .join('; ')}. De 2029 em diante a regra é da ANEEL, ainda não publicada: supomos ${f.percent(premises.fioBShareAfterSchedule)}. ` +
      `Cenário pessimista: a TUSD inteira (${f.percent(premises.pessimisticChargeAfterSchedule)} da tarifa, o máximo da lei); uma casa de ` +
      `R$ 500 em Londrina ligada em ${f.reference.connected} economizaria ${f.brl(f.reference.pessimistic, false)} em 25 anos, não ` +
      `${f.brl(f.reference.base, false)}. O Fio B vale cerca de ${f.percent(premises.fioBShareOfTariff)} da tarifa com impostos: estimativa ` +
      'nossa, não a divisão da TUSD da Copel, que não achamos publicada por componente (e muda a cada reajuste). Com o Fio B ' +
      `de ${f.percent(f.reference.fioBTested[0]!.share)} a ${f.percent(f.reference.fioBTested[1]!.share)} da tarifa, a mesma casa ` +
      `economizaria de ${f.brl(f.reference.fioBTested[1]!.horizon, false)} a ${f.brl(f.reference.fioBTested[0]!.horizon, false)} em 25 anos ` +
      `e de ${f.percent(f.reference.fioBTested[1]!.firstYear)} a ${f.percent(f.reference.fioBTested[0]!.firstYear)} no 1º ano.`,
    source:
      'Lei nº 14.300, de 6 de janeiro de 2022, arts. 17 e 27; CNPE, Resolução nº 2/2024; valor do Fio B: estimativa da empresa, perto dos cerca ' +
      'de 31% da tarifa publicados para a Enel SP e a Enel RJ (Descarbonize Soluções, “Fio B”, ' +
      `${CHECKED})`,
  },
  {
    id: 'icms',
    faq: 'icms-48-meses',
    title: 'ICMS sobre a energia compensada (Paraná)',
    text: (f) =>
      `O Paraná isenta do ICMS a energia compensada por até ${premises.icmsExemptMonths} meses, que contamos a partir da ligação. Depois, ` +
      `cada kWh compensado paga o ICMS da classe (${f.percent(COPEL_TARIFF.icms)}; ${f.percent(icmsOf('b2'))} na rural) sobre a tarifa com impostos menos o Fio B, já cobrado com os ` +
      'seus: é a base da Copel, com o imposto dentro dela (BC = consumo × tarifa sem ICMS × (1 + alíquota ÷ (100 − alíquota))). O produtor com ' +
      'CAD/PRO não muda. ' +
      `Casa em Londrina, conta de R$ 500, ligada em ${f.reference.connected}: ${f.brl(f.reference.withoutIcms, false)} em 25 anos sem essa regra, ` +
      `${f.brl(f.reference.base, false)} com ela (${f.percent(1 - f.reference.base / f.reference.withoutIcms)} a menos); o retorno não muda.`,
    source:
      'Lei estadual nº 19.595/2018; Decreto nº 10.686/2018 (RICMS-PR, Anexo V, item 104-A); alíquota: Lei nº 21.850/2023, art. 3º; ' +
      `base de cálculo: Copel, página “Tributos” (${CHECKED}) e Lei Complementar nº 87/1996, art. 13, § 1º, I; ` +
      `nenhuma prorrogação encontrada (${CHECKED})`,
  },
  {
    id: 'lead-time',
    faq: 'ligacao-copel',
    title: 'Quando o sistema é ligado',
    text: () =>
      `Cerca de ${premises.connectionLeadDays} dias depois do orçamento (projeto, equipamento, instalação, orçamento de conexão e vistoria da Copel). A ` +
      'simulação começa no mês da ligação, com o Fio B do ano dela: um orçamento de novembro de 2026 liga em janeiro de 2027, com 75%.',
    source:
      'Prazos da Copel: ANEEL, Resolução Normativa nº 1.000/2021, com a redação da nº 1.059/2023 (orçamento de conexão da microgeração em até ' +
      '15 dias quando a rede não precisa de obra, vistoria e ligação); Copel, “Troca de padrão” (vistoria em 3 a 5 dias úteis); projeto em ' +
      `cerca de 15 dias e equipamento em 15 a 30 (MDW Brasil, 2025); ${CHECKED}`,
  },
  {
    id: 'billing',
    faq: 'creditos',
    title: 'Como a conta é calculada, mês a mês',
    text: (f) =>
      `Em cada mês, a energia usada na hora em que é gerada não passa pelo medidor: supomos ${f.percent(TARIFF_CLASSES[0]!.simultaneity)} da ` +
      `geração em residências e propriedades rurais e ${f.percent(TARIFF_CLASSES.find((c) => c.id === 'b3')!.simultaneity)} em comércios, que funcionam de dia. O resto ` +
      `vai para a rede e compensa o consumo do mês; a sobra vira crédito, válido por ${premises.creditValidityMonths} meses, e cobre os meses de ` +
      'menos sol. A conta é o maior valor entre a taxa mínima e o não compensado mais o Fio B (e o ICMS, depois de 48 meses) do compensado; ' +
      'nenhum crédito é gasto abaixo da taxa mínima. A iluminação pública fica na conta e sai antes de convertermos reais em kWh. O tamanho ' +
      'do sistema fecha o saldo de um ano (“Módulos e tamanho do sistema”).',
    source:
      'ANEEL, Resolução Normativa nº 1.059, de 7 de fevereiro de 2023 (faturamento da micro e minigeração); Lei nº 14.300/2022 ' +
      '(créditos válidos por 60 meses); simultaneidade: suposição nossa, que a medição depois da instalação confirma',
  },
  {
    id: 'public-lighting',
    title: 'Iluminação pública (CIP ou COSIP)',
    text: (f) =>
      `Cada prefeitura cobra a sua, por faixa de consumo, na conta da Copel. Se você não informar, usamos ${f.brl(premises.publicLightingBRL)} ` +
      'por mês, um valor intermediário: Londrina cobrava R$ 10,02 na faixa de 151 a 200 kWh em 2016, Araucária R$ 19,48 na de 201 a 350 kWh ' +
      'em 2016, e uma fatura da Copel de 2025 trazia R$ 37,54 para 213 kWh. O valor da sua conta está na linha “Contrib. Ilum. Pública”.',
    source:
      'Bonde, “Prefeitura de Londrina reajusta tarifa da iluminação pública” (dezembro de 2015); O Popular ' +
      'do Paraná, reajuste da COSIP de Araucária (dezembro de 2015); fatura residencial da Copel de 2025',
  },
  {
    id: 'cost',
    title: 'Investimento por tamanho de sistema',
    text: (f) =>
      'Preço instalado por Wp (painéis, inversor, estrutura, projeto, homologação e mão de obra): ' +
      `${PRICE_PER_WP.map(([kWp, price]) => `${f.decimal(kWp)} kWp ${f.brl(price)}`).join('; ')}, em linha reta entre esses tamanhos. Sistemas ` +
      `pequenos custam mais por Wp, e nenhuma instalação sai por menos de ${f.brl(premises.minimumInstallationBRL, false)} (suposição ` +
      `nossa: projeto, homologação e visita têm um piso). Mostramos uma faixa de ${f.percent(premises.costSpread)} para menos ou para mais.`,
    source:
      'Solfácil, Radar de preços do 3º trimestre de 2024 (publicado em 7/11/2024): R$ 2,53 por Wp na média residencial, ' +
      'R$ 2,28 acima de 15 kWp, com o Sul entre as regiões mais caras; diferença entre tamanhos: Energia Solar Explicada, ' +
      '“Quanto custa energia solar no Brasil em 2026” (fevereiro de 2026, com base em Greener e Canal Solar, 2025); sistemas ' +
      'pequenos: Greener, Estudo Estratégico de Geração Distribuída do 1º semestre de 2024, R$ 12.680 em média por um sistema ' +
      'residencial de até 4 kWp (cerca de R$ 3,17 por Wp)',
  },
  {
    id: 'upkeep',
    title: 'Limpeza e troca do inversor',
    text: (f) =>
      `Limpeza ${CLEANINGS.map((c) => c.label.toLowerCase()).join(' ou ')}, como a empresa oferece, por ` +
      `${CLEANING_PRICE_PER_MODULE.slice(0, 3)
        .map(([upTo, price], index, list) => `${f.brl(price)} por módulo ${index === 0 ? `até ${upTo} módulos` : `de ${list[index - 1]![0] + 1} a ${upTo}`}`)
        .join(', ')} e menos acima disso, com visita mínima de ${f.brl(premises.cleaningMinimumBRL, false)}. ` +
      `O inversor dura de 10 a 15 anos: contamos uma troca no ${premises.inverterReplacementYear}º ano por ${f.percent(premises.inverterReplacementShare)} ` +
      'do investimento. Tudo em reais de hoje, descontado da economia.',
    source:
      'Limpeza Solar, “Limpeza de placa solar: valores atualizados 2025” (tabela de referência por módulo); Piclic, manutenção ' +
      'de sistemas fotovoltaicos (2025): limpeza de R$ 100 a R$ 300 por visita e inversores com vida útil de 10 a 15 anos; Energia ' +
      'Solar Explicada (fevereiro de 2026): troca do inversor de cerca de R$ 4 mil num sistema de 5 kWp de R$ 17 a 22 mil',
  },
  {
    id: 'financing',
    title: 'Financiamento',
    text: (f) =>
      'Tabela Price, parcelas iguais, com os juros da carência nelas. O IOF (0,38% mais 0,0082% ao dia sobre cada amortização, até 365 ' +
      'dias) é financiado junto. O custo efetivo mostrado tem juros e IOF, sem a tarifa de cadastro e o seguro que o CET do banco soma. ' +
      `A carência conta da assinatura, e a ligação vem ${premises.connectionLeadDays} dias depois: com ${premises.financing.graceDays} dias, a primeira parcela vence ` +
      `no ${Math.round((premises.financing.graceDays - premises.connectionLeadDays) / premises.daysPerGraceMonth)}º mês depois da ligação. Sem mudança sua: ` +
      `${f.decimal(premises.financing.monthlyRate * 100, 2)}% ao mês, ${premises.financing.termMonths} parcelas, ${premises.financing.graceDays} ` +
      'dias de carência, sem entrada. A parcela cabe só se, em todos os anos de parcelas, a economia passa a parcela do topo da faixa de ' +
      `investimento com folga de ${f.percent(premises.loanFitMargin)}; sem essa folga, depende do preço final.`,
    source:
      'Taxas anunciadas em 2026: a partir de 1,17% ao mês no BV e de 1,11% (correntista) ou 1,40% no Santander, com até 120 dias de ' +
      `carência (Energia Solar Explicada, “Financiamento de energia solar em 2026”, ${CHECKED}); a taxa de cada contrato depende da ` +
      'análise de crédito e pode passar de 1,5%: informe a da sua proposta. Carência de 120 dias: condição da empresa. ' +
      'IOF: Decreto nº 6.306/2007, art. 7º, com o Decreto nº 12.499/2025; CET: Resolução CMN nº 3.517/2007. ' +
      `Folga de ${premises.loanFitMargin * 100}%: regra nossa, pedida por um engenheiro do setor (novembro de 2026)`,
  },
  {
    id: 'connection',
    title: 'Ligação e limite da microgeração',
    text: (f) =>
      `Os limites valem para os inversores (corrente alternada): supomos ${f.decimal(premises.dcAcRatio, 1)} kWp de painéis por kW de inversor. ` +
      `Uma ligação suporta a tensão vezes o disjuntor: ${CONNECTIONS.filter((c) => c.id !== 'trifasico')
        .map((c) => `${c.label.toLowerCase()} cerca de ${f.decimal(c.maxKW, 1)} kVA (${c.capacity})`)
        .join(', ')}. Acima disso contamos a troca para trifásica: taxa mínima de ${CONNECTIONS.find((c) => c.id === 'trifasico')!.minimumKWh} kWh ` +
      `e ${f.brl(premises.threePhaseUpgradeBRL.low, false)} a ${f.brl(premises.threePhaseUpgradeBRL.high, false)} de padrão de entrada no ` +
      `investimento. Acima de ${premises.microgenerationMaxKW} kW não é microgeração. O limite de cada ligação é o da norma de conexão da Copel ` +
      '(NTC 905200), que a visita técnica confere com o seu disjuntor.',
    source:
      'Lei nº 14.300/2022, art. 1º, XI (até 75 kW em corrente alternada); ANEEL, REN nº 1.000/2021 (potência disponibilizada: a corrente do ' +
      'disjuntor vezes a tensão); Copel, NTC 905200, “Acesso de micro e minigeração distribuída ao sistema da Copel” (revisão de 20/02/2024), ' +
      `a norma da conexão (página “Micro e mini geração”, ${CHECKED}); CEPEL/CRESESB, Manual de Engenharia FV (2014): inversor de 0,75 a ` +
      '1,05 da potência dos painéis; Copel, “Troca de padrão” (127/220 V); padrão de entrada: estimativa nossa, a confirmar na visita (só o ' +
      `material de um bifásico custa de R$ 800 a R$ 2.900, Eletrodu, ${CHECKED})`,
  },
  {
    id: 'viability',
    title: 'Quando não estimamos',
    text: () =>
      `Sem retorno nem orçamento para menos de ${premises.minQuotedModules} módulos (projeto, homologação e instalação custam quase o ` +
      `mesmo que num sistema maior), para inversores acima de ${premises.microgenerationMaxKW} kW (minigeração, em geral Grupo A) ou quando ` +
      '25 anos de economia não pagam o sistema ou, financiado, as parcelas: o simulador diz o motivo (a taxa mínima e a iluminação pública, ' +
      'ou os juros) e indica a nossa equipe. As somas de 25 anos são em reais de hoje, sem reajuste de tarifa nem inflação.',
    source:
      `Mínimo de ${premises.minQuotedModules} módulos: suposição nossa, a confirmar com a empresa; Lei nº 14.300/2022, art. 1º; ANEEL, ` +
      'REN nº 1.000/2021, art. 2º (Grupo A: 2,3 kV ou mais)',
  },
  {
    id: 'offers',
    title: 'Assinatura e aluguel de usinas',
    text: (f) =>
      `Energia por assinatura: desconto de até ${f.percent(premises.subscriptionMaxDiscount)} sobre a parte da conta que os créditos ` +
      'compensam, ou seja, a conta menos a iluminação pública e a taxa mínima, que continuam na Copel; por isso a economia sobre a conta ' +
      `inteira é menor (${f.percent(f.reference.subscriptionShare)} numa conta de R$ 500). O Fio B dos créditos vem na conta de quem os recebe ` +
      `(Lei 14.300, art. 27), e o ICMS (${f.percent(COPEL_TARIFF.icms)}) também, pois a isenção do Paraná só vale para créditos do mesmo ` +
      'titular: supomos o desconto líquido dos dois, sobre a conta final, o que o contrato precisa garantir. Aluguel de usinas: ' +
      `${f.percent(premises.rentalMonthlyYield, 2)} ao mês é a média da empresa nos contratos, não uma garantia; o retorno depende ` +
      'de cada contrato, e o simulador não calcula renda a partir de um valor: não é uma oferta de investimento. A economia de uma usina ' +
      `própria nunca aparece acima de ${f.percent(premises.maxSavingsShare)}.`,
    source:
      `Ofertas da empresa (${DATED_FACTS.offers.year}); taxa mínima: ANEEL, Resolução Normativa nº 1.000/2021; ICMS dos créditos: Lei estadual nº 19.595/2018 e ` +
      'Decreto nº 10.686/2018 (RICMS-PR, Anexo V, item 104-A: créditos da própria unidade ou de outra do mesmo titular)',
  },
  {
    id: 'co2',
    title: 'CO₂ evitado',
    text: (f) => `${f.decimal(premises.emissionTCO2PerMWh, 4)} tCO₂ por MWh gerado.`,
    source: 'MCTI, fator médio de emissão do Sistema Interligado Nacional (2023)',
  },
];
