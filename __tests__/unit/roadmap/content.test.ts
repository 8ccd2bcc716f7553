import { LEVELS, PRIORITIES, ROADMAP_CATEGORY_KEYS, roadmapItems, type RoadmapCategoryKey } from '@/content/roadmap';

// Invariants of the roadmap data; the spec's figures are checked on the rendered page
// (roadmap-figures.test.tsx).
const allItems = Object.values(roadmapItems).flat();

// The improvements of spec section 3, category by category, in its words. The spec names them and
// fixes no Portuguese title for them, so the cards are titled by what they give a visitor.
const SPEC_ITEMS: Record<RoadmapCategoryKey, readonly string[]> = {
  ux: ['solar savings calculator', 'virtual tour', 'chatbot', 'online scheduling'],
  ui: ['design system', 'animations', 'client dashboard', 'smart dark mode'],
  accessibility: ['keyboard navigation', 'screen reader support', 'accessibility controls', 'automated accessibility tests'],
  performance: ['image optimisation', 'advanced service worker', 'code splitting'],
  features: ['3D installation simulator', 'native mobile app', 'reviews and ratings system', 'real-time monitoring'],
};

/** What each improvement is, in the words its plain title must use, so a title cannot drift from its item. */
const PLAIN_WORDS: Record<string, RegExp> = {
  'solar savings calculator': /economia.*conta de luz/i,
  'virtual tour': /360°/,
  chatbot: /assistente/i,
  'online scheduling': /visita técnica/i,
  'design system': /visual/i,
  animations: /movimentos/i,
  'client dashboard': /área do cliente/i,
  'smart dark mode': /modo escuro/i,
  'keyboard navigation': /teclado/i,
  'screen reader support': /leitor de tela/i,
  'accessibility controls': /letra.*contraste/i,
  'automated accessibility tests': /acessibilidade conferida/i,
  'image optimisation': /fotos/i,
  'advanced service worker': /sem internet/i,
  'code splitting': /mais rápido/i,
  '3D installation simulator': /3D/,
  'native mobile app': /aplicativo/i,
  'reviews and ratings system': /notas de clientes/i,
  'real-time monitoring': /ao vivo/i,
};

describe('roadmap content', () => {
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

  it('is, category by category, the list of improvements the spec gives, in its order', () => {
    for (const key of ROADMAP_CATEGORY_KEYS) expect(roadmapItems[key].map((item) => item.specItem)).toEqual(SPEC_ITEMS[key]);
  });

  it("titles each card with what the spec's improvement gives a visitor, in words a homeowner uses", () => {
    for (const item of allItems) {
      const words = PLAIN_WORDS[item.specItem];
      expect(words).toBeDefined();
      expect(item.title).toMatch(words!);
    }
  });
});
