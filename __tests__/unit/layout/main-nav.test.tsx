import { render, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';

// The spec's menu (section 2), as the header renders it.
const SPEC_MENU = [
  ['Início', 'home'],
  ['Soluções', 'solutions'],
  ['Projetos', 'portfolio'],
  ['Benefícios', 'benefits'],
  ['Sobre Nós', 'about'],
  ['Contato', 'contact'],
];

describe('header menu', () => {
  it('offers the six items of the spec, in order, each a link to its home section that works from any route', () => {
    render(<SiteHeader />);
    const menu = within(screen.getByRole('banner')).getByRole('navigation');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_MENU.map(([label, id]) => [label, `/#${id}`]));
  });
});
