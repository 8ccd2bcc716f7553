import { MUNICIPALITIES } from '@/content/simulator/irradiation';
import { slugify } from '@/lib/format/slug';

describe('the slug of a city page', () => {
  it('is lower case, without accents, words joined by hyphens', () => {
    expect(slugify('Cambé')).toBe('cambe');
    expect(slugify('Nova Aurora')).toBe('nova-aurora');
    expect(slugify('Santa Terezinha de Itaipu')).toBe('santa-terezinha-de-itaipu');
    expect(slugify("Rancho Alegre D'Oeste")).toBe('rancho-alegre-d-oeste');
    expect(slugify('Ângulo')).toBe('angulo');
    expect(slugify('Bela Vista da Caroba')).toBe('bela-vista-da-caroba');
  });

  it('is a clean URL segment for each of the 399 municipalities, and no two share one', () => {
    const slugs = MUNICIPALITIES.map((m) => slugify(m.name));
    expect(slugs).toHaveLength(399);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(399);
  });
});
