import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainNav } from '@/components/layout/main-nav';
import { SiteHeader } from '@/components/layout/site-header';
import { shellIslands } from '@/components/layout/shell-islands';
import { HEADER_CTA, navigation } from '@/content/navigation';

// The spec's menu (section 2), as the header renders it.
const SPEC_MENU = [
  ['Início', 'home'],
  ['Soluções', 'solutions'],
  ['Projetos', 'portfolio'],
  ['Benefícios', 'benefits'],
  ['Sobre Nós', 'about'],
  ['Contato', 'contact'],
];

beforeAll(() => {
  // jsdom has no matchMedia; the menu asks it whether the window grew to desktop width.
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

describe('header menu', () => {
  it('offers the six items of the spec, in order, each a link to its home section that works from any route', () => {
    render(<SiteHeader islands={shellIslands} />);
    const menu = within(screen.getByRole('banner')).getByRole('navigation');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_MENU.map(([label, id]) => [label, `/#${id}`]));
  });
});

describe("MainNav's call to action", () => {
  it('is a link beside the menu, which keeps exactly the six items', () => {
    render(<MainNav items={navigation} cta={HEADER_CTA} />);
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(navigation.map((item) => item.label));
    const cta = screen.getByRole('link', { name: HEADER_CTA.label, hidden: true });
    expect(menu).not.toContainElement(cta);
    expect(cta).toHaveAttribute('href', '/#contact');
  });

  it('shares the panel the hamburger opens, and choosing it closes the menu', async () => {
    const user = userEvent.setup();
    render(<MainNav items={navigation} cta={HEADER_CTA} />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cta = screen.getByRole('link', { name: HEADER_CTA.label });
    cta.addEventListener('click', (event) => event.preventDefault());
    await user.click(cta);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
