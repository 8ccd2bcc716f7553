import { LEVELS, PRIORITIES, roadmapItems } from '@/content/roadmap';

// Invariants of the roadmap data; the spec's figures are checked on the rendered page
// (roadmap-figures.test.tsx).
const allItems = Object.values(roadmapItems).flat();

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

  it('covers the improvements the spec lists for each category', () => {
    const titles = (key: keyof typeof roadmapItems) => roadmapItems[key].map((item) => item.title).join(' | ');
    expect(titles('ux')).toMatch(/calculadora.*tour virtual.*chatbot.*agendamento/is);
    expect(titles('ui')).toMatch(/design system.*anima.*dashboard.*modo escuro/is);
    expect(titles('accessibility')).toMatch(/teclado.*leitores de tela.*controles.*testes/is);
    expect(titles('performance')).toMatch(/imagens.*service worker.*código/is);
    expect(titles('features')).toMatch(/3D.*aplicativo.*avalia.*tempo real/is);
  });
});
