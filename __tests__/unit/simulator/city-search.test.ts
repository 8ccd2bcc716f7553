import { findMunicipality, normalizeName, searchMunicipalities } from '@/components/simulator/city-search';
import { DEFAULT_CITY, FEATURED_CITIES } from '@/content/simulator/cities';
import { IRRADIATION_SOURCE, MUNICIPALITIES } from '@/content/simulator/irradiation';
import { site } from '@/content/company/site';

describe('the irradiation data (LABREN/INPE, generated from the CSV)', () => {
  it('has every one of the 399 municipalities of Paraná once, with 12 months each, and its source', () => {
    expect(MUNICIPALITIES).toHaveLength(399);
    expect(new Set(MUNICIPALITIES.map((m) => m.name)).size).toBe(399);
    for (const m of MUNICIPALITIES) expect(m.monthly).toHaveLength(12);
    expect(IRRADIATION_SOURCE).toMatchObject({ title: expect.stringContaining('LABREN/INPE'), year: 2017 });
  });

  it('carries the values of the issue: Londrina 5,146, Ponta Grossa 4,726, Morretes the darkest, 147 below 5,0', () => {
    expect(findMunicipality('Londrina')).toMatchObject({ annual: 5146, monthly: [5234, 5454, 5491, 5349, 4570, 4416, 4598, 5462, 5081, 5151, 5462, 5485] });
    expect(findMunicipality('Ponta Grossa')?.annual).toBe(4726);
    const byAnnual = [...MUNICIPALITIES].sort((a, b) => a.annual - b.annual);
    expect(byAnnual[0]).toMatchObject({ name: 'Morretes', annual: 3973 });
    expect(byAnnual.at(-1)).toMatchObject({ name: 'Cafeara', annual: 5298 });
    expect(MUNICIPALITIES.filter((m) => m.annual < 5000)).toHaveLength(147);
  });
});

describe('city search', () => {
  it('ignores accents, case, apostrophes and extra spaces', () => {
    expect(normalizeName('  São   Jorge d’Oeste ')).toBe('sao jorge d oeste');
    expect(findMunicipality('maringa')?.name).toBe('Maringá');
    expect(findMunicipality('MARINGÁ')?.name).toBe('Maringá');
    expect(findMunicipality("sao jorge d'oeste")?.name).toBe("São Jorge d'Oeste");
    expect(findMunicipality('Maring')).toBeUndefined();
  });

  it('lists the head office, the branch and Maringá first when nothing is typed', () => {
    const [first, second, third] = site.sites.map((s) => s.city);
    expect(FEATURED_CITIES).toEqual([first, second, 'Maringá']);
    expect(third).toBeUndefined();
    expect(DEFAULT_CITY).toBe('Londrina');
    const all = searchMunicipalities('');
    expect(all).toHaveLength(399);
    expect(all.slice(0, 4).map((m) => m.name)).toEqual(['Londrina', 'Nova Aurora', 'Maringá', 'Abatiá']);
  });

  it('puts names that start with the text first, then words that start with it, then the rest', () => {
    expect(searchMunicipalities('maringa').map((m) => m.name)).toEqual(['Maringá']);
    const ponta = searchMunicipalities('ponta').map((m) => m.name);
    expect(ponta.slice(0, 2)).toEqual(['Ponta Grossa', 'Pontal do Paraná']);
    const grossa = searchMunicipalities('grossa').map((m) => m.name);
    expect(grossa[0]).toBe('Ponta Grossa');
    // 'aurora' starts a word of Nova Aurora (a featured city) and ends no other name.
    expect(searchMunicipalities('aurora').map((m) => m.name)).toEqual(['Nova Aurora']);
    expect(searchMunicipalities('xyz')).toEqual([]);
  });
});
