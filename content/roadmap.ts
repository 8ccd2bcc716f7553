import { site } from './company/site';

// The roadmap page: planned improvements to the website (spec sections 2, 3 and 9).
// Counts, and how many items have priority 'Alta', are computed from this data.

export const ROADMAP_CATEGORY_KEYS = ['ux', 'ui', 'accessibility', 'performance', 'features'] as const;
export type RoadmapCategoryKey = (typeof ROADMAP_CATEGORY_KEYS)[number];
export const ROADMAP_DEFAULT_CATEGORY: RoadmapCategoryKey = 'ux';

export const PRIORITIES = ['Alta', 'Média', 'Baixa'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The scale of effort and impact. */
export const LEVELS = ['Baixo', 'Médio', 'Alto'] as const;
export type Level = (typeof LEVELS)[number];

export type CategoryColor = 'blue' | 'purple' | 'green' | 'amber' | 'red';
/** Names of lucide icons; components/roadmap/category-icon.tsx maps them. */
export type CategoryIconName = 'mouse-pointer-click' | 'palette' | 'accessibility' | 'gauge' | 'sparkles';

export type RoadmapCategory = {
  key: RoadmapCategoryKey;
  title: string;
  icon: CategoryIconName;
  color: CategoryColor;
  /** One sentence on what the category brings to a visitor. */
  intro: string;
};

/** Where an improvement stands on the site today (not in the spec: it tells a visitor what is there already). */
export const ROADMAP_STATUSES = ['Disponível', 'Em desenvolvimento', 'Planejado'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** Where a visitor finds an available item: a link to it, or words saying where to look. */
export type ItemLocation = { text: string; href?: string };

/** The status of an item, with what backs it: an available item says where it is, one in progress what is there so far. */
export type RoadmapProgress = { status: 'Disponível'; where: ItemLocation } | { status: 'Em desenvolvimento'; note: string } | { status: 'Planejado' };

export type RoadmapItem = {
  /**
   * The improvement of the specification's list (section 3) this item is, in the specification's
   * words; never shown. The spec names the 19 improvements but not their Portuguese titles, so
   * `title` says what the improvement gives a visitor, in words a homeowner uses.
   */
  specItem: string;
  /** What the improvement gives a visitor, not what developers call it ('Páginas que abrem mais rápido no celular'). */
  title: string;
  description: string;
  priority: Priority;
  effort: Level;
  impact: Level;
  features: readonly string[];
  /** Tags in words a customer understands; a product's own name in parentheses where it helps. */
  technologies: readonly string[];
} & RoadmapProgress;

export const roadmapCategories: readonly RoadmapCategory[] = [
  {
    key: 'ux',
    title: 'Experiência do Usuário',
    icon: 'mouse-pointer-click',
    color: 'blue',
    intro: 'Ferramentas que ajudam você a descobrir quanto pode economizar com energia solar e a falar com a nossa equipe sem sair do site.',
  },
  {
    key: 'ui',
    title: 'Interface do Usuário',
    icon: 'palette',
    color: 'purple',
    intro: 'Um visual mais consistente, claro e agradável em qualquer tela, do celular ao computador.',
  },
  {
    key: 'accessibility',
    title: 'Acessibilidade',
    icon: 'accessibility',
    color: 'green',
    intro: 'Um site que todas as pessoas conseguem usar: só com o teclado, com leitor de tela, com zoom ou com mais contraste.',
  },
  {
    key: 'performance',
    title: 'Performance',
    icon: 'gauge',
    color: 'amber',
    intro: 'Páginas que abrem rápido mesmo no 4G do interior e continuam úteis quando o sinal cai.',
  },
  {
    key: 'features',
    title: 'Novas Funcionalidades',
    icon: 'sparkles',
    color: 'red',
    intro: 'Recursos novos para quem está pensando em energia solar e para quem já gera a própria energia com a gente.',
  },
];

export const roadmapItems: Readonly<Record<RoadmapCategoryKey, readonly RoadmapItem[]>> = {
  ux: [
    {
      specItem: 'solar savings calculator',
      title: 'Simulador de economia na conta de luz',
      description:
        'Escolha a sua cidade entre as 399 do Paraná, informe a conta de luz média e se o imóvel é residencial, rural ' +
        'ou comercial, e veja na hora o tamanho do sistema, a economia estimada e em quanto tempo o investimento se paga.',
      priority: 'Alta',
      effort: 'Médio',
      impact: 'Alto',
      features: [
        'Potência em kWp calculada a partir do valor da conta ou do consumo em kWh',
        'O sol de cada um dos 399 municípios do Paraná, mês a mês, pelo Atlas Brasileiro de Energia Solar (LABREN/INPE)',
        'Três simulações: usina própria, energia por assinatura e aluguel de usinas para investidores',
        'Resultado enviado junto com o pedido de orçamento, sem digitar tudo de novo',
      ],
      technologies: ['Cálculo na hora, no seu navegador', 'Irradiação por município (LABREN/INPE)', 'Tarifas da Copel com impostos', 'Regras da Lei 14.300'],
      status: 'Disponível',
      // The simulator's section id (content/simulator.ts), written out: the roadmap island imports
      // this module, and importing simulator.ts here would bundle its copy into that island.
      where: { text: 'Usar o simulador', href: '/#simulador' },
    },
    {
      specItem: 'virtual tour',
      title: 'Passeio em 360° por instalações prontas',
      description:
        'Visite em fotos 360° instalações reais, de residências em Londrina a empresas em ' +
        'Maringá, e veja como painéis, inversor e quadro elétrico ficam depois de prontos.',
      priority: 'Média',
      effort: 'Alto',
      impact: 'Médio',
      features: [
        'Panoramas 360° de telhados, usinas em solo e casas de inversores',
        'Pontos de informação sobre cada equipamento: módulos, inversor, string box e medidor bidirecional',
        'Navegação por arraste, toque ou teclado',
        'Descrição em texto de cada cena para quem não vê as imagens',
      ],
      technologies: ['Gráficos 3D no navegador (WebGL)', 'Fotos 360° em formatos leves (AVIF e WebP)', 'Carregamento sob demanda'],
      status: 'Planejado',
    },
    {
      specItem: 'chatbot',
      title: 'Assistente virtual para dúvidas a qualquer hora',
      description:
        'Respostas a qualquer hora para as dúvidas mais comuns, como a compensação de créditos na conta de luz, o prazo de ' +
        'instalação e o funcionamento da energia por assinatura, com passagem para um consultor quando a pergunta pede uma pessoa.',
      priority: 'Alta',
      effort: 'Alto',
      impact: 'Alto',
      features: [
        'Explicações sobre geração distribuída, créditos de energia e a Lei 14.300',
        'Perguntas guiadas para entender o seu perfil: casa, empresa, propriedade rural ou investidor',
        'Transferência para o WhatsApp da equipe com o histórico da conversa',
        'Aviso claro de quando quem responde é o assistente e quando é um atendente',
      ],
      technologies: [
        'Base de conhecimento das perguntas frequentes',
        'Busca que entende a pergunta, não só as palavras',
        'Integração com o WhatsApp Business',
        'Respostas lidas pelos leitores de tela',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'online scheduling',
      title: 'Visita técnica marcada pelo site',
      description:
        'Peça a visita técnica pelo formulário de contato: escolha um dia útil e o período, ' +
        'manhã ou tarde, e o pedido segue junto com a sua mensagem; a equipe confirma o horário com você.',
      priority: 'Alta',
      effort: 'Médio',
      impact: 'Alto',
      features: [
        'Dias úteis das próximas duas semanas, sem fins de semana nem feriados nacionais',
        'Manhã, tarde ou sem preferência de período',
        'O dia e o período escolhidos aparecem na confirmação do envio',
        'Data conferida no seu navegador e de novo quando o pedido chega',
      ],
      technologies: ['Calendário do próprio celular ou computador', 'Formulário que aponta erros na hora', 'Sem agenda de terceiros na página'],
      status: 'Disponível',
      where: { text: 'Agendar pelo formulário de contato', href: '/#contact' },
    },
  ],
  ui: [
    {
      specItem: 'design system',
      title: 'Visual claro e igual em todas as páginas',
      description:
        'Cores, letras, espaçamentos, botões e formulários iguais em todo o site, para que você reconheça ' +
        'cada coisa de uma página para outra e leia com conforto em qualquer tela, do celular ao computador.',
      priority: 'Alta',
      effort: 'Alto',
      impact: 'Alto',
      features: [
        'Cores com contraste AA conferido em cada combinação de texto e fundo',
        'Componentes documentados com todos os estados: foco, erro e desabilitado',
        'Tipografia fluida de 320 px a 1440 px de largura',
        'Ícones e ilustrações de energia solar em um só estilo',
      ],
      technologies: [
        'Cores e medidas definidas em um só lugar (CSS)',
        'Estilos isolados por componente',
        'Catálogo de componentes (Storybook)',
        'Comparação automática das telas',
      ],
      status: 'Em desenvolvimento',
      note:
        'Já no site: cores, letras, espaçamentos, botões e formulários definidos em um só lugar, e o contraste entre ' +
        'texto e fundo conferido automaticamente em cada página. Falta o catálogo que documenta cada peça.',
    },
    {
      specItem: 'animations',
      title: 'Movimentos suaves que mostram o que mudou',
      description:
        'Transições suaves ao abrir o menu, trocar de aba e enviar o pedido de orçamento, ' +
        'que mostram o que mudou na tela sem atrapalhar quem prefere menos movimento.',
      priority: 'Média',
      effort: 'Baixo',
      impact: 'Médio',
      features: [
        'Entrada gradual das seções ao rolar a página',
        'Retorno visual imediato ao enviar o formulário de contato',
        'Contadores animados de projetos entregues e de economia',
        'Tudo desligado quando o sistema pede movimento reduzido',
      ],
      technologies: [
        'Animações leves em CSS',
        'Transições entre telas do navegador',
        'Detecção do que está visível na tela',
        'Respeito à preferência por menos movimento',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'client dashboard',
      title: 'Área do cliente para acompanhar a sua usina',
      description:
        'Uma área para quem já tem usina acompanhar a geração, o saldo de créditos de energia ' +
        'na distribuidora e a economia de cada mês, além de baixar contratos e relatórios.',
      priority: 'Média',
      effort: 'Alto',
      impact: 'Alto',
      features: [
        'Gráficos de geração diária, mensal e anual em kWh',
        'Saldo de créditos e economia acumulada em reais',
        'Documentos do projeto: contrato, ART e garantias dos equipamentos',
        'Histórico de limpezas e manutenções, com as próximas datas',
      ],
      technologies: [
        'Área do cliente no próprio site',
        'Gráficos nítidos em qualquer tela',
        'Login sem senha por link no e-mail',
        'Dados direto dos inversores',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'smart dark mode',
      title: 'Modo escuro que segue o seu aparelho',
      description:
        'O site segue o tema claro ou escuro do seu aparelho e também deixa você escolher, ' +
        'guardando a preferência para as próximas visitas, com o mesmo contraste do tema claro.',
      priority: 'Baixa',
      effort: 'Baixo',
      impact: 'Baixo',
      features: [
        'Tema automático conforme a preferência do sistema',
        'Botão para trocar o tema, lembrado pelo navegador',
        'Paleta escura com contraste AA em textos, selos e gráficos',
        'Nenhum piscar do tema errado ao abrir a página',
      ],
      technologies: [
        'Tema claro ou escuro do seu aparelho',
        'Cores definidas em um só lugar',
        'Preferência guardada no navegador',
        'Formulários e barras de rolagem no tema escolhido',
      ],
      status: 'Planejado',
    },
  ],
  accessibility: [
    {
      specItem: 'keyboard navigation',
      title: 'Site inteiro usável só com o teclado',
      description:
        'O site inteiro, do menu ao formulário de orçamento, usado só com o teclado: ordem ' +
        'de foco lógica, foco sempre visível e um atalho para pular direto ao conteúdo.',
      priority: 'Alta',
      effort: 'Baixo',
      impact: 'Alto',
      features: [
        'Link "Pular para o conteúdo" no início de cada página',
        'Indicador de foco bem visível em todos os elementos interativos',
        'Menu, abas e cartões operáveis com Tab, setas, Enter, Espaço e Esc',
        'Nenhuma armadilha de foco em menus e janelas abertas',
      ],
      technologies: ['HTML bem estruturado', 'Padrões de acessibilidade (WAI-ARIA)', 'Foco sempre visível', 'Testes automáticos no navegador'],
      status: 'Disponível',
      where: { text: 'Em todas as páginas: aperte Tab e o primeiro item é “Pular para o conteúdo”.' },
    },
    {
      specItem: 'screen reader support',
      title: 'Páginas lidas em voz alta pelo leitor de tela',
      description:
        'Conteúdo estruturado para NVDA, JAWS, VoiceOver e TalkBack: títulos em ordem, ' +
        'fotos descritas, campos com rótulos e mensagens do formulário anunciadas.',
      priority: 'Alta',
      effort: 'Médio',
      impact: 'Alto',
      features: [
        'Títulos em hierarquia e regiões de cabeçalho, navegação, conteúdo e rodapé',
        'Textos que descrevem cada ilustração e cada foto das instalações',
        'Erros e confirmações do formulário anunciados em regiões ao vivo',
        'Estado de menus, abas e cartões (aberto, fechado, selecionado) informado',
      ],
      technologies: ['Padrões de acessibilidade (WAI-ARIA)', 'HTML bem estruturado', 'NVDA e VoiceOver', 'Testes pelos nomes que o leitor de tela anuncia'],
      status: 'Disponível',
      where: { text: 'Em todas as páginas, com o leitor de tela do seu aparelho; no formulário de contato, os avisos são lidos em voz alta.' },
    },
    {
      specItem: 'accessibility controls',
      title: 'Letra maior e mais contraste, se você preferir',
      description:
        'Um painel para ajustar o site ao que você precisa: aumentar o texto, reforçar o contraste, ' +
        'destacar os links e pausar as animações, com a escolha guardada para a próxima visita.',
      priority: 'Média',
      effort: 'Médio',
      impact: 'Médio',
      features: [
        'Texto ampliado até 200% sem quebrar o layout',
        'Modo de alto contraste',
        'Links sublinhados e mais espaço entre as linhas',
        'Botão que para todas as animações',
      ],
      technologies: [
        'Cores definidas em um só lugar',
        'Preferência de contraste do aparelho',
        'Escolhas guardadas no navegador',
        'Painel de ajustes na própria página',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'automated accessibility tests',
      title: 'Acessibilidade conferida a cada mudança',
      description:
        'Cada mudança no site passa por uma verificação automática das regras internacionais de acessibilidade (WCAG 2.2, ' +
        'nível AA), para que nenhuma novidade quebre o que já funciona para quem usa teclado, leitor de tela ou zoom.',
      priority: 'Média',
      effort: 'Baixo',
      impact: 'Médio',
      features: [
        'Varredura de todas as páginas e estados: menu aberto, abas e formulário com erro',
        'Contraste das cores do site conferido a cada mudança',
        'Roteiros de navegação só por teclado nos testes de navegador',
        'Testes reprovados quando surge uma violação nova',
      ],
      technologies: ['Verificador axe (WCAG 2.2 AA)', 'Testes automáticos no navegador', 'Testes de cada componente', 'Verificação a cada mudança'],
      status: 'Disponível',
      where: { text: 'Nos bastidores: a cada mudança, os testes do site passam todas as páginas pela verificação automática, inclusive esta.' },
    },
  ],
  performance: [
    {
      specItem: 'image optimisation',
      title: 'Fotos leves, no tamanho certo para a sua tela',
      description:
        'Fotos das instalações e das usinas em formatos modernos e no tamanho certo ' +
        'para cada tela, para que as páginas abram rápido mesmo com internet móvel.',
      priority: 'Alta',
      effort: 'Baixo',
      impact: 'Alto',
      features: [
        'Conversão automática para AVIF e WebP, com JPEG de reserva',
        'Várias larguras de cada foto, escolhidas pelo navegador',
        'Carregamento adiado das imagens fora da tela',
        'Espaço reservado e uma prévia desfocada enquanto a foto carrega, sem conteúdo pulando',
      ],
      technologies: [
        'Formatos modernos (AVIF e WebP)',
        'Tamanho certo para cada tela',
        'Carregamento adiado das imagens',
        'Conversão automática na publicação',
      ],
      status: 'Em desenvolvimento',
      note:
        'Já no site: as fotos que a empresa publica chegam em AVIF ou WebP, na largura certa para a sua tela (até três tamanhos), com ' +
        'uma prévia desfocada enquanto carregam; as mais abaixo na página só carregam quando você chega perto. Falta uma cópia em JPEG ' +
        'para navegadores antigos.',
    },
    {
      specItem: 'advanced service worker',
      title: 'Site que funciona com sinal fraco ou sem internet',
      description:
        'O site continua abrindo sem conexão ou com sinal fraco, o que ajuda a consultar contatos ' +
        'e informações em propriedades rurais, e pode ser instalado na tela inicial do celular.',
      priority: 'Média',
      effort: 'Alto',
      impact: 'Médio',
      features: [
        'Páginas principais guardadas para uso offline',
        'Pedido de orçamento salvo e enviado quando a conexão voltar',
        'Aviso discreto quando há uma versão nova do site',
        'Instalação como aplicativo (PWA)',
      ],
      technologies: [
        'Funcionamento sem internet (service worker)',
        'Páginas guardadas no aparelho',
        'Envio quando a conexão voltar',
        'Instalação na tela inicial',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'code splitting',
      title: 'Páginas que abrem mais rápido no celular',
      description:
        'Cada página baixa só o código de que precisa: as partes mais pesadas, como o simulador de economia, carregam à ' +
        'parte, quando você chega até elas, e o texto já pode ser lido antes de qualquer código chegar.',
      priority: 'Média',
      effort: 'Médio',
      impact: 'Médio',
      features: [
        'Um pacote de JavaScript por página',
        'Componentes pesados carregados sob demanda',
        'Limite de tamanho verificado a cada mudança',
        'Páginas prontas em HTML, que abrem e podem ser lidas mesmo sem JavaScript',
      ],
      technologies: [
        'Um pacote de código por página',
        'Páginas montadas antes de chegar ao navegador',
        'Partes carregadas sob demanda',
        'Limite de tamanho conferido a cada mudança',
      ],
      status: 'Disponível',
      where: { text: 'Em todas as páginas: o simulador, o botão do WhatsApp e a medição de desempenho carregam à parte, depois do essencial.' },
    },
  ],
  features: [
    {
      specItem: '3D installation simulator',
      title: 'O seu telhado em 3D, com os painéis no lugar',
      description:
        'Desenhe o seu telhado ou localize o imóvel no mapa e veja em 3D como os painéis ' +
        'ficariam, quantos cabem e quanto geram conforme a inclinação e a orientação.',
      priority: 'Média',
      effort: 'Alto',
      impact: 'Alto',
      features: [
        'Modelo 3D do telhado com inclinação e orientação ajustáveis',
        'Distribuição automática dos módulos evitando sombras e recuos',
        'Estimativa de geração mês a mês com o sol da sua região',
        'Imagem do projeto para compartilhar ou anexar ao orçamento',
      ],
      technologies: ['Gráficos 3D no navegador (WebGL)', 'Cálculo da trajetória do sol', 'Imagens de satélite'],
      status: 'Planejado',
    },
    {
      specItem: 'native mobile app',
      title: 'Aplicativo da sua usina no celular',
      description:
        'Um aplicativo para Android e iPhone com a sua usina no bolso: geração do ' +
        'dia, alertas de queda de produção e agendamento de limpeza em poucos toques.',
      priority: 'Baixa',
      effort: 'Alto',
      impact: 'Médio',
      features: [
        'Notificação quando a geração fica abaixo do esperado',
        'Widget com a geração do dia na tela inicial',
        'Agendamento de limpeza e de manutenção',
        'Acesso com biometria',
      ],
      technologies: [
        'Um só código para Android e iPhone (React Native)',
        'Publicação nas lojas de aplicativos',
        'Notificações no celular',
        'Biometria do aparelho',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'reviews and ratings system',
      title: 'Notas de clientes, com filtro por cidade',
      description:
        'Clientes dão notas de 1 a 5 para a instalação, o atendimento e a economia obtida, ' +
        'e quem visita o site filtra as avaliações por cidade e por tipo de projeto.',
      priority: 'Média',
      effort: 'Médio',
      impact: 'Médio',
      features: [
        'Notas por critério: atendimento, prazo, instalação e economia',
        'Selo de cliente verificado, ligado a um projeto real',
        'Filtros por cidade, tipo de imóvel e solução contratada',
        'Resposta pública da empresa a cada avaliação',
      ],
      technologies: [
        'Avaliações que aparecem no Google (schema.org)',
        'Moderação de conteúdo',
        'Banco de dados seguro',
        'A mesma base do site atual (Next.js)',
      ],
      status: 'Planejado',
    },
    {
      specItem: 'real-time monitoring',
      title: 'Geração da sua usina ao vivo',
      description:
        'Acompanhe a sua usina ao vivo: potência gerada agora, energia do dia e do ' +
        'mês e alertas automáticos quando um módulo ou o inversor apresenta problema.',
      priority: 'Média',
      effort: 'Alto',
      impact: 'Alto',
      features: [
        'Potência instantânea em kW e energia do dia em kWh',
        'Geração real comparada à prevista para o clima do dia',
        'Alertas de falha no inversor e de sujeira nas placas',
        'Relatório mensal com a economia e o CO₂ evitado',
      ],
      technologies: ['Dados direto dos inversores', 'Leitura contínua dos equipamentos', 'Atualização ao vivo na tela', 'Gráficos nítidos em qualquer tela'],
      status: 'Planejado',
    },
  ],
};

export const roadmapCopy = {
  eyebrow: 'Roadmap do site',
  subtitle:
    `As melhorias do site da ${site.brand}: o que já está no ar, o que estamos fazendo e o que vem por aí, de ferramentas para ` +
    'calcular a sua economia a um site mais acessível e mais rápido. Escolha uma categoria e abra um cartão para ver os detalhes.',
  /** What the three marks of a card mean to a visitor, under the subtitle. */
  legend:
    'Em cada cartão, a prioridade diz o que fazemos primeiro; o esforço, quanto trabalho a melhoria dá à nossa equipe; ' +
    'e o impacto, quanto ela muda para quem visita o site.',
  tabsLabel: 'Categorias de melhorias',
  priorityLabel: 'Prioridade',
  effortLabel: 'Esforço',
  impactLabel: 'Impacto',
  featuresHeading: 'Funcionalidades',
  technologiesHeading: 'Tecnologias',
  summaryHeading: 'Resumo',
  statusLabel: 'Situação',
  totalLabel: 'Melhorias no roadmap',
  availableLabel: 'Já disponíveis',
  highPriorityLabel: 'Com prioridade alta',
  categoriesLabel: 'Categorias',
  nextStepsHeading: 'Próximos Passos',
  nextStepsText:
    'Começamos pelas melhorias de prioridade alta que ainda não estão no ar, as que mais ajudam quem visita o site hoje. Cada uma é publicada assim ' +
    'que fica pronta e testada, em entregas pequenas; as demais entram na sequência. A ordem pode mudar conforme o que ouvimos dos nossos clientes.',
  nextStepsListLabel: 'Primeiras da fila',
  suggestionText: 'Sentiu falta de algo?',
  suggestionCta: 'Envie sua sugestão',
};
