import 'server-only';

// The company's numbers of spec section 9, in one band under the hero (and nowhere else).
import { BRAND } from './brand';

export const stats = {
  title: `A ${BRAND} em números`,
  items: [
    { value: '500+', label: 'projetos entregues no Paraná' },
    { value: '10 anos', label: 'de experiência em energia solar' },
    { value: '95%', label: 'de clientes satisfeitos' },
    { value: '2 unidades', label: 'matriz em Londrina e filial em Nova Aurora' },
  ],
  source: 'Números da própria empresa.',
};
