import {
  LEVELS,
  PRIORITIES,
  ROADMAP_CATEGORY_KEYS,
  ROADMAP_DEFAULT_CATEGORY,
  roadmapCategories,
  roadmapItems,
} from '@/content/roadmap';

// The spec's roadmap (sections 3 and 9): 5 categories, 19 items, 7 with priority 'Alta'.
const EXPECTED = {
  ux: { title: 'Experiência do Usuário', color: 'blue', items: 4, alta: 3 },
  ui: { title: 'Interface do Usuário', color: 'purple', items: 4, alta: 1 },
  accessibility: { title: 'Acessibilidade', color: 'green', items: 4, alta: 2 },
  performance: { title: 'Performance', color: 'amber', items: 3, alta: 1 },
  features: { title: 'Novas Funcionalidades', color: 'red', items: 4, alta: 0 },
} as const;

const allItems = Object.values(roadmapItems).flat();

describe('roadmap content', () => {
  it('has the five categories in order, with their titles and colours, default ux', () => {
    expect(roadmapCategories.map((c) => c.key)).toEqual(Object.keys(EXPECTED));
    expect(ROADMAP_CATEGORY_KEYS).toEqual(Object.keys(EXPECTED));
    for (const category of roadmapCategories) {
      expect(category).toMatchObject({ title: EXPECTED[category.key].title, color: EXPECTED[category.key].color });
      expect(category.icon).toBeTruthy();
      expect(category.intro.length).toBeGreaterThan(20);
    }
    expect(ROADMAP_DEFAULT_CATEGORY).toBe('ux');
  });

  it('has 19 items: 4 ux, 4 ui, 4 accessibility, 3 performance, 4 features', () => {
    expect(allItems).toHaveLength(19);
    for (const key of ROADMAP_CATEGORY_KEYS) expect(roadmapItems[key]).toHaveLength(EXPECTED[key].items);
  });

  it("has 7 items with priority 'Alta': 3, 1, 2, 1 and 0 by category", () => {
    for (const key of ROADMAP_CATEGORY_KEYS) {
      expect(roadmapItems[key].filter((item) => item.priority === 'Alta')).toHaveLength(EXPECTED[key].alta);
    }
    expect(allItems.filter((item) => item.priority === 'Alta')).toHaveLength(7);
  });

  it('uses only the valid priority, effort and impact values', () => {
    for (const item of allItems) {
      expect(PRIORITIES).toContain(item.priority);
      expect(LEVELS).toContain(item.effort);
      expect(LEVELS).toContain(item.impact);
    }
  });

  it('gives every item a title, a description, features and technologies, none blank or repeated', () => {
    for (const item of allItems) {
      expect(item.title.trim()).not.toBe('');
      expect(item.description.length).toBeGreaterThan(60);
      expect(item.features.length).toBeGreaterThan(0);
      expect(item.technologies.length).toBeGreaterThan(0);
      for (const text of [...item.features, ...item.technologies]) expect(text.trim()).not.toBe('');
      expect(new Set(item.features).size).toBe(item.features.length);
      expect(new Set(item.technologies).size).toBe(item.technologies.length);
    }
    expect(new Set(allItems.map((item) => item.title)).size).toBe(allItems.length);
  });

  it('covers the improvements the spec lists for each category', () => {
    const titles = (key: keyof typeof EXPECTED) => roadmapItems[key].map((item) => item.title).join(' | ');
    expect(titles('ux')).toMatch(/calculadora.*tour virtual.*chatbot.*agendamento/is);
    expect(titles('ui')).toMatch(/design system.*anima.*dashboard.*modo escuro/is);
    expect(titles('accessibility')).toMatch(/teclado.*leitores de tela.*controles.*testes/is);
    expect(titles('performance')).toMatch(/imagens.*service worker.*código/is);
    expect(titles('features')).toMatch(/3D.*aplicativo.*avalia.*tempo real/is);
  });
});
