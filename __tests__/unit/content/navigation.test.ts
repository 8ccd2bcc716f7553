import { navigation } from '@/content/navigation';

describe('navigation', () => {
  it('has the six menu items of the spec, in order, with their section ids', () => {
    expect(navigation.map((item) => [item.label, item.id])).toEqual([
      ['Início', 'home'],
      ['Soluções', 'solutions'],
      ['Projetos', 'portfolio'],
      ['Benefícios', 'benefits'],
      ['Sobre Nós', 'about'],
      ['Contato', 'contact'],
    ]);
  });

  it('links every item to the home page with the section hash, so it works from any route', () => {
    for (const item of navigation) expect(item.href).toBe(`/#${item.id}`);
  });
});
