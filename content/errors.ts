// Copy of the error screen. The title is the spec's, word for word.
export const errorCopy = {
  title: 'Unexpected Application Error!',
  lead: 'Algo deu errado ao carregar esta página.',
  body:
    'Pode ter sido uma falha momentânea de conexão. Tente novamente ou volte para a ' +
    'página inicial; nada do que você preencheu no formulário de contato é perdido.',
  retry: 'Tentar novamente',
  home: 'Voltar para a página inicial',
};

// app/not-found.tsx: shown only if a route calls notFound() (unknown paths show the home page).
export const notFoundText = {
  title: 'Página não encontrada',
  lead: 'O endereço que você abriu não existe. A página inicial tem todas as nossas soluções e o formulário de orçamento.',
  homeLink: 'Ir para a página inicial',
};

// The notice over the home page at an unknown address (app/global-not-found.tsx): one paragraph, its
// links in the sentence (the cities, then each service's title).
export const notFoundNotice = {
  title: notFoundText.title,
  lead: 'O endereço que você abriu não existe; abaixo está a nossa página inicial.',
  seeAlso: 'Veja também',
  cities: 'as cidades que atendemos',
  services: 'e os nossos serviços:',
  and: 'e',
};
