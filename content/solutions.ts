import type { ServiceId } from './services';

// The four solution cards of the spec (section 3).

export type SolutionIcon = 'home' | 'zap' | 'trending-up' | 'droplets';

export type Solution = {
  id: Extract<ServiceId, 'usinas-consumo' | 'energia-assinatura' | 'aluguel-usinas' | 'limpeza-placas'>;
  title: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  icon: SolutionIcon;
  features: string[];
};

export const solutionsIntro = {
  eyebrow: 'Soluções',
  title: 'Energia solar do jeito que faz sentido para você',
  lead: 'Da casa própria ao investimento: quatro formas de aproveitar o sol do Paraná, com projeto, homologação na Copel e acompanhamento feitos pela nossa equipe.',
};

const illustration = (id: Solution['id'], alt: string) => ({ src: `/illustrations/${id}.svg`, alt, width: 480, height: 300 });

export const solutions: readonly Solution[] = [
  {
    id: 'usinas-consumo',
    title: 'Usinas para Consumo Próprio',
    description:
      'Um sistema fotovoltaico no seu telhado ou terreno, dimensionado pelo seu consumo, para gerar a própria energia e reduzir a conta de luz em até 95%.',
    image: illustration('usinas-consumo', 'Casa com placas solares no telhado gerando energia sob o sol'),
    icon: 'home',
    features: [
      'Projeto, homologação na Copel e instalação completos',
      'Financiamento com até 120 dias de carência',
      'Monitoramento da geração pelo celular',
      'Garantia de 25 anos de desempenho dos módulos',
    ],
  },
  {
    id: 'energia-assinatura',
    title: 'Energia por Assinatura',
    description:
      'Receba créditos de energia de uma usina solar parceira e pague menos na conta, sem obras, sem placas no telhado e sem investimento inicial.',
    image: illustration('energia-assinatura', 'Usina solar enviando energia pela rede elétrica até uma casa'),
    icon: 'zap',
    features: [
      'Economia de até 15% na conta de luz',
      'Nenhum investimento inicial',
      'Sem obras nem instalação no imóvel',
      'Ideal para quem mora de aluguel ou em apartamento',
    ],
  },
  {
    id: 'aluguel-usinas',
    title: 'Aluguel de Usinas',
    description:
      'Para investidores: seja dono de uma usina solar que nós construímos, alugamos e operamos, e receba o aluguel todo mês.',
    image: illustration('aluguel-usinas', 'Usina solar em solo com gráfico de rendimento em alta'),
    icon: 'trending-up',
    features: [
      'Rendimento médio de 1,88% ao mês',
      'Operação e manutenção por nossa conta',
      'Contratos de locação com empresas da região',
      'Relatórios mensais de geração e receita',
    ],
  },
  {
    id: 'limpeza-placas',
    title: 'Limpeza de Placas Solares',
    description:
      'Poeira, folhas e fezes de pássaros reduzem a geração. Nossa limpeza técnica devolve o rendimento das placas sem riscar nem danificar os módulos.',
    image: illustration('limpeza-placas', 'Técnico limpando placas solares com escova e água'),
    icon: 'droplets',
    features: [
      'Limpeza a cada 6 meses, ou a cada 4 meses em regiões com muita poeira',
      'Água desmineralizada e escovas próprias para módulos',
      'Inspeção visual de conexões e estruturas',
      'Relatório com fotos de antes e depois',
    ],
  },
];
