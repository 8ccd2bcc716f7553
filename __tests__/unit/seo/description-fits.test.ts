/** @jest-environment node */
import { firstThatFits, MAX_DESCRIPTION_CHARS } from '@/content/search-result';

// A description that names what the company edits (its brand, up to 60 characters in the CMS) falls back
// to a shorter wording rather than being cut in a search result.

describe('a description that names the brand', () => {
  const long = (brand: string) =>
    `Página não encontrada no site da ${brand}. Veja as cidades que atendemos no Paraná, os nossos serviços de energia solar e simule a sua economia.`;
  const short = 'Página não encontrada. Veja as cidades que atendemos no Paraná, os nossos serviços de energia solar e simule a sua economia.';

  it('keeps the wording with the brand while it fits', () => {
    expect(firstThatFits(long('SolarPR'), short)).toBe(long('SolarPR'));
  });

  it('takes the next wording when a longer brand would make it too long for a search result', () => {
    const brand = 'Sol do Norte Energia Solar Ltda e Associados do Paraná';
    expect(long(brand).length).toBeGreaterThan(MAX_DESCRIPTION_CHARS);
    expect(firstThatFits(long(brand), short)).toBe(short);
    expect(short.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
  });
});
