import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainNav } from '@/components/layout/main-nav';
import { SiteHeader } from '@/components/layout/site-header';
import { shellIslands } from '@/components/layout/shell-islands';
import { CITIES_PATH } from '@/components/cities/places';
import { FAQ_PATH, faqCopy } from '@/content/faq';
import { HEADER_CTA, menuShortcutsCopy, navigation } from '@/content/navigation';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';

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
    const menu = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Menu principal', hidden: true });
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_MENU.map(([label, id]) => [label, `/#${id}`]));
  });
});

describe("MainNav's call to action", () => {
  it('is a link beside the menu, out of its panel, which keeps exactly the six items', () => {
    render(<MainNav items={navigation} cta={HEADER_CTA} />);
    const menu = screen.getByRole('navigation', { name: 'Menu principal', hidden: true });
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(navigation.map((item) => item.label));
    const cta = screen.getByRole('link', { name: HEADER_CTA.label });
    expect(menu).not.toContainElement(cta);
    expect(document.getElementById('menu-painel')).not.toContainElement(cta);
    expect(cta).toHaveAttribute('href', '/#contact');
  });

  it('keeps its whole name where a phone shows its last word alone', () => {
    render(<MainNav items={navigation} cta={HEADER_CTA} />);
    const cta = screen.getByRole('link', { name: HEADER_CTA.label });
    expect(cta).toHaveTextContent(HEADER_CTA.label);
    expect(cta.firstElementChild?.lastChild?.textContent).toBe(HEADER_CTA.label.split(' ').at(-1));
  });

  it('closes the open menu when chosen', async () => {
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

describe("the open menu's shortcuts", () => {
  it("lead to each service's page, the served cities and the frequent questions, outside the six items", () => {
    render(<SiteHeader islands={shellIslands} />);
    const menu = screen.getByRole('navigation', { name: 'Menu principal', hidden: true });
    const shortcuts = screen.getByRole('navigation', { name: menuShortcutsCopy.label, hidden: true });
    expect(document.getElementById('menu-painel')).toContainElement(shortcuts);
    expect(menu).not.toContainElement(shortcuts);
    const links = within(shortcuts).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...SERVICE_PAGES.map(servicePath), CITIES_PATH, FAQ_PATH]);
    expect(links.map((link) => link.textContent)).toEqual([...SERVICE_PAGES.map((page) => page.title), menuShortcutsCopy.cities, faqCopy.name]);
  });
});
