import { render, screen } from '@testing-library/react';
import { Breadcrumbs, breadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { site } from '@/content/company/site';

const trail = [
  { name: 'Início', path: '/' },
  { name: 'Energia solar por cidade', path: '/energia-solar/' },
  { name: 'Cambé', path: '/energia-solar/cambe/' },
];

describe('Breadcrumbs', () => {
  it('links every step but the page itself, which is marked as the current page', () => {
    render(<Breadcrumbs trail={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Você está em' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Início', '/'],
      ['Energia solar por cidade', '/energia-solar/'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Cambé');
  });

  it('describes the same trail as BreadcrumbList data with absolute URLs, in order', () => {
    const data = breadcrumbJsonLd(trail);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual(
      trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: new URL(crumb.path, site.url).href })),
    );
  });

  it('prints its data in a JSON-LD block that no name can close', () => {
    const { container } = render(
      <Breadcrumbs
        trail={[
          { name: 'Início', path: '/' },
          { name: '</script><b>x', path: '/x/' },
        ]}
      />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '').itemListElement[1].name).toBe('</script><b>x');
  });
});
