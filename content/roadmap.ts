import { site } from './site';

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

export type RoadmapItem = {
  title: string;
  description: string;
  priority: Priority;
  effort: Level;
  impact: Level;
  features: readonly string[];
  technologies: readonly string[];
};

export const roadmapCategories: readonly RoadmapCategory[] = [
  { key: 'ux', title: 'Experiência do Usuário', icon: 'mouse-pointer-click', color: 'blue', intro: 'Ferramentas que ajudam você a descobrir quanto pode economizar com energia solar e a falar com a nossa equipe sem sair do site.' },
  { key: 'ui', title: 'Interface do Usuário', icon: 'palette', color: 'purple', intro: 'Um visual mais consistente, claro e agradável em qualquer tela, do celular ao computador.' },
  { key: 'accessibility', title: 'Acessibilidade', icon: 'accessibility', color: 'green', intro: 'Um site que todas as pessoas conseguem usar: só com o teclado, com leitor de tela, com zoom ou com mais contraste.' },
  { key: 'performance', title: 'Performance', icon: 'gauge', color: 'amber', intro: 'Páginas que abrem rápido mesmo no 4G do interior e continuam úteis quando o sinal cai.' },
  { key: 'features', title: 'Novas Funcionalidades', icon: 'sparkles', color: 'red', intro: 'Recursos novos para quem está pensando em energia solar e para quem já gera a própria energia com a gente.' },
];

export const roadmapItems: Readonly<Record<RoadmapCategoryKey, readonly RoadmapItem[]>> = {
  ux: [
    {
      title: 'Calculadora de economia solar',
      description: 'Informe sua cidade, o valor médio da conta de luz e o tipo de imóvel e veja na hora a potência indicada para o seu sistema, a economia estimada e o tempo de retorno do investimento.',
      priority: 'Alta', effort: 'Médio', impact: 'Alto',
      features: ['Potência em kWp calculada a partir do consumo em kWh ou do valor da conta', 'Irradiação solar de cada município do Paraná para uma estimativa fiel', 'Comparação entre compra à vista, financiamento com carência e energia por assinatura', 'Resultado enviado junto com o pedido de orçamento, sem digitar tudo de novo'],
      technologies: ['React', 'TypeScript', 'Atlas de Energia Solar do Paraná', 'Tarifas da Copel publicadas pela ANEEL'],
    },
    {
      title: 'Tour virtual pelas instalações',
      description: 'Visite em fotos 360° instalações reais, de residências em Londrina a empresas em Maringá, e veja como painéis, inversor e quadro elétrico ficam depois de prontos.',
      priority: 'Média', effort: 'Alto', impact: 'Médio',
      features: ['Panoramas 360° de telhados, usinas em solo e casas de inversores', 'Pontos de informação sobre cada equipamento: módulos, inversor, string box e medidor bidirecional', 'Navegação por arraste, toque ou teclado', 'Descrição em texto de cada cena para quem não vê as imagens'],
      technologies: ['Three.js', 'WebGL', 'Fotos equirretangulares em AVIF e WebP', 'Carregamento sob demanda'],
    },
    {
      title: 'Assistente virtual (chatbot)',
      description: 'Respostas a qualquer hora para as dúvidas mais comuns, como a compensação de créditos na conta de luz, o prazo de instalação e o funcionamento da energia por assinatura, com passagem para um consultor quando a pergunta pede uma pessoa.',
      priority: 'Alta', effort: 'Alto', impact: 'Alto',
      features: ['Explicações sobre geração distribuída, créditos de energia e a Lei 14.300', 'Perguntas guiadas para entender o seu perfil: casa, empresa, propriedade rural ou investidor', 'Transferência para o WhatsApp da equipe com o histórico da conversa', 'Aviso claro de quando quem responde é o assistente e quando é um atendente'],
      technologies: ['Base de conhecimento das perguntas frequentes', 'Busca semântica', 'WhatsApp Business API', 'Regiões ARIA ao vivo'],
    },
    {
      title: 'Agendamento online',
      description: 'Escolha o dia e o horário da visita técnica ou da limpeza das placas direto no site, sem troca de mensagens, e receba a confirmação e o lembrete no celular.',
      priority: 'Alta', effort: 'Médio', impact: 'Alto',
      features: ['Horários livres das equipes de Londrina e de Nova Aurora', 'Limpeza periódica agendada no intervalo indicado para a poeira da sua região', 'Confirmação por e-mail e lembrete pelo WhatsApp na véspera', 'Remarcação e cancelamento pelo link da confirmação'],
      technologies: ['Google Calendar API', 'Validação nativa de formulários', 'E-mail transacional', 'Convite .ics para a agenda do celular'],
    },
  ],
  ui: [
    {
      title: 'Design system',
      description: 'Uma biblioteca única de cores, tipografia, espaçamentos e componentes, como botões, cartões, selos e formulários, para que cada página nova já nasça consistente e acessível.',
      priority: 'Alta', effort: 'Alto', impact: 'Alto',
      features: ['Tokens de cor com contraste AA verificado em cada combinação', 'Componentes documentados com todos os estados: foco, erro e desabilitado', 'Tipografia fluida de 320 px a 1440 px de largura', 'Ícones e ilustrações de energia solar em um só estilo'],
      technologies: ['CSS Custom Properties', 'CSS Modules', 'Storybook', 'Testes de regressão visual'],
    },
    {
      title: 'Animações e microinterações',
      description: 'Transições suaves ao abrir o menu, trocar de aba e enviar o pedido de orçamento, que mostram o que mudou na tela sem atrapalhar quem prefere menos movimento.',
      priority: 'Média', effort: 'Baixo', impact: 'Médio',
      features: ['Entrada gradual das seções ao rolar a página', 'Retorno visual imediato ao enviar o formulário de contato', 'Contadores animados de projetos entregues e de economia', 'Tudo desligado quando o sistema pede movimento reduzido'],
      technologies: ['CSS Animations', 'View Transitions API', 'Intersection Observer', 'prefers-reduced-motion'],
    },
    {
      title: 'Dashboard do cliente',
      description: 'Uma área para quem já tem usina acompanhar a geração, o saldo de créditos de energia na distribuidora e a economia de cada mês, além de baixar contratos e relatórios.',
      priority: 'Média', effort: 'Alto', impact: 'Alto',
      features: ['Gráficos de geração diária, mensal e anual em kWh', 'Saldo de créditos e economia acumulada em reais', 'Documentos do projeto: contrato, ART e garantias dos equipamentos', 'Histórico de limpezas e manutenções, com as próximas datas'],
      technologies: ['Next.js', 'Gráficos em SVG', 'Login sem senha por link no e-mail', 'APIs dos fabricantes de inversores'],
    },
    {
      title: 'Modo escuro inteligente',
      description: 'O site segue o tema claro ou escuro do seu aparelho e também deixa você escolher, guardando a preferência para as próximas visitas, com o mesmo contraste do tema claro.',
      priority: 'Baixa', effort: 'Baixo', impact: 'Baixo',
      features: ['Tema automático conforme a preferência do sistema', 'Botão para trocar o tema, lembrado pelo navegador', 'Paleta escura com contraste AA em textos, selos e gráficos', 'Nenhum piscar do tema errado ao abrir a página'],
      technologies: ['prefers-color-scheme', 'CSS Custom Properties', 'localStorage', 'color-scheme'],
    },
  ],
  accessibility: [
    {
      title: 'Navegação por teclado',
      description: 'O site inteiro, do menu ao formulário de orçamento, usado só com o teclado: ordem de foco lógica, foco sempre visível e um atalho para pular direto ao conteúdo.',
      priority: 'Alta', effort: 'Baixo', impact: 'Alto',
      features: ['Link "Pular para o conteúdo" no início de cada página', 'Indicador de foco bem visível em todos os elementos interativos', 'Menu, abas e cartões operáveis com Tab, setas, Enter, Espaço e Esc', 'Nenhuma armadilha de foco em menus e janelas abertas'],
      technologies: ['HTML semântico', 'Padrões WAI-ARIA', ':focus-visible', 'Playwright'],
    },
    {
      title: 'Suporte a leitores de tela',
      description: 'Conteúdo estruturado para NVDA, JAWS, VoiceOver e TalkBack: títulos em ordem, fotos descritas, campos com rótulos e mensagens do formulário anunciadas.',
      priority: 'Alta', effort: 'Médio', impact: 'Alto',
      features: ['Títulos em hierarquia e regiões de cabeçalho, navegação, conteúdo e rodapé', 'Textos alternativos que descrevem as fotos das instalações', 'Erros e confirmações do formulário anunciados em regiões ao vivo', 'Estado de menus, abas e cartões (aberto, fechado, selecionado) informado'],
      technologies: ['WAI-ARIA', 'HTML semântico', 'NVDA e VoiceOver', 'Testing Library'],
    },
    {
      title: 'Controles de acessibilidade',
      description: 'Um painel para ajustar o site ao que você precisa: aumentar o texto, reforçar o contraste, destacar os links e pausar as animações, com a escolha guardada para a próxima visita.',
      priority: 'Média', effort: 'Médio', impact: 'Médio',
      features: ['Texto ampliado até 200% sem quebrar o layout', 'Modo de alto contraste', 'Links sublinhados e mais espaço entre as linhas', 'Botão que para todas as animações'],
      technologies: ['CSS Custom Properties', 'prefers-contrast', 'localStorage', 'React'],
    },
    {
      title: 'Testes automatizados de acessibilidade',
      description: 'Cada alteração do site passa por uma verificação automática das regras da WCAG 2.2 nível AA antes de ir ao ar, para que nenhuma novidade quebre o que já funciona.',
      priority: 'Média', effort: 'Baixo', impact: 'Médio',
      features: ['Varredura de todas as páginas e estados: menu aberto, abas e formulário com erro', 'Contraste das cores do design system conferido a cada mudança', 'Roteiros de navegação só por teclado nos testes de navegador', 'Publicação bloqueada quando surge uma violação nova'],
      technologies: ['axe-core', 'Playwright', 'Jest', 'Integração contínua'],
    },
  ],
  performance: [
    {
      title: 'Otimização de imagens',
      description: 'Fotos das instalações e das usinas em formatos modernos e no tamanho certo para cada tela, para que as páginas abram rápido mesmo com internet móvel.',
      priority: 'Alta', effort: 'Baixo', impact: 'Alto',
      features: ['Conversão automática para AVIF e WebP, com JPEG de reserva', 'Várias larguras de cada foto, escolhidas pelo navegador', 'Carregamento adiado das imagens fora da tela', 'Espaço reservado para cada imagem, sem conteúdo pulando'],
      technologies: ['AVIF e WebP', 'srcset e sizes', 'loading="lazy"', 'sharp'],
    },
    {
      title: 'Service worker avançado',
      description: 'O site continua abrindo sem conexão ou com sinal fraco, o que ajuda a consultar contatos e informações em propriedades rurais, e pode ser instalado na tela inicial do celular.',
      priority: 'Média', effort: 'Alto', impact: 'Médio',
      features: ['Páginas principais guardadas para uso offline', 'Pedido de orçamento salvo e enviado quando a conexão voltar', 'Aviso discreto quando há uma versão nova do site', 'Instalação como aplicativo (PWA)'],
      technologies: ['Service Worker', 'Cache Storage', 'Background Sync', 'Web App Manifest'],
    },
    {
      title: 'Divisão de código',
      description: 'Cada página baixa só o JavaScript de que precisa, e as partes pesadas, como a calculadora e o tour virtual, carregam apenas quando o visitante chega até elas.',
      priority: 'Média', effort: 'Médio', impact: 'Médio',
      features: ['Um pacote de JavaScript por página', 'Componentes pesados carregados sob demanda', 'Limite de tamanho verificado a cada publicação', 'Páginas pré-carregadas quando o link aparece na tela'],
      technologies: ['Next.js App Router', 'React Server Components', 'import() dinâmico', 'Lighthouse CI'],
    },
  ],
  features: [
    {
      title: 'Simulador 3D de instalação',
      description: 'Desenhe o seu telhado ou localize o imóvel no mapa e veja em 3D como os painéis ficariam, quantos cabem e quanto geram conforme a inclinação e a orientação.',
      priority: 'Média', effort: 'Alto', impact: 'Alto',
      features: ['Modelo 3D do telhado com inclinação e orientação ajustáveis', 'Distribuição automática dos módulos evitando sombras e recuos', 'Estimativa de geração mês a mês com o sol da sua região', 'Imagem do projeto para compartilhar ou anexar ao orçamento'],
      technologies: ['Three.js', 'WebGL', 'Cálculo da trajetória solar', 'Imagens de satélite'],
    },
    {
      title: 'Aplicativo móvel nativo',
      description: 'Um aplicativo para Android e iPhone com a sua usina no bolso: geração do dia, alertas de queda de produção e agendamento de limpeza em poucos toques.',
      priority: 'Baixa', effort: 'Alto', impact: 'Médio',
      features: ['Notificação quando a geração fica abaixo do esperado', 'Widget com a geração do dia na tela inicial', 'Agendamento de limpeza e de manutenção', 'Acesso com biometria'],
      technologies: ['React Native', 'Expo', 'Notificações push', 'Biometria do aparelho'],
    },
    {
      title: 'Sistema de avaliações',
      description: 'Clientes dão notas de 1 a 5 para a instalação, o atendimento e a economia obtida, e quem visita o site filtra as avaliações por cidade e por tipo de projeto.',
      priority: 'Média', effort: 'Médio', impact: 'Médio',
      features: ['Notas por critério: atendimento, prazo, instalação e economia', 'Selo de cliente verificado, ligado a um projeto real', 'Filtros por cidade, tipo de imóvel e solução contratada', 'Resposta pública da empresa a cada avaliação'],
      technologies: ['Dados estruturados schema.org (Review)', 'Moderação de conteúdo', 'PostgreSQL', 'Next.js'],
    },
    {
      title: 'Monitoramento em tempo real',
      description: 'Acompanhe a sua usina ao vivo: potência gerada agora, energia do dia e do mês e alertas automáticos quando um módulo ou o inversor apresenta problema.',
      priority: 'Média', effort: 'Alto', impact: 'Alto',
      features: ['Potência instantânea em kW e energia do dia em kWh', 'Geração real comparada à prevista para o clima do dia', 'Alertas de falha no inversor e de sujeira nas placas', 'Relatório mensal com a economia e o CO₂ evitado'],
      technologies: ['APIs dos fabricantes de inversores', 'MQTT', 'Server-Sent Events', 'Gráficos em SVG'],
    },
  ],
};

export const roadmapCopy = {
  eyebrow: 'Roadmap do site',
  subtitle: `As melhorias que estamos preparando para o site da ${site.brand}: ferramentas para calcular a sua economia, um site mais acessível e mais rápido e novos recursos para quem já gera a própria energia. Escolha uma categoria e abra um cartão para ver os detalhes.`,
  tabsLabel: 'Categorias de melhorias',
  priorityLabel: 'Prioridade',
  effortLabel: 'Esforço',
  impactLabel: 'Impacto',
  featuresHeading: 'Funcionalidades',
  technologiesHeading: 'Tecnologias',
  summaryHeading: 'Resumo',
  totalLabel: 'Melhorias planejadas',
  highPriorityLabel: 'Com prioridade alta',
  categoriesLabel: 'Categorias',
  nextStepsHeading: 'Próximos Passos',
  nextStepsText:
    'Começamos pelas melhorias de prioridade alta, as que mais ajudam quem visita o site hoje. Cada uma é publicada assim que fica pronta e testada, em entregas pequenas; as demais entram na sequência. A ordem pode mudar conforme o que ouvimos dos nossos clientes.',
  nextStepsListLabel: 'Primeiras da fila',
  suggestionText: 'Sentiu falta de algo?',
  suggestionCta: 'Envie sua sugestão',
};
