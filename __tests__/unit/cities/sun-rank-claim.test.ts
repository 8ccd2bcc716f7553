import { sunRank } from '@/components/cities/city-facts';
import { PLACES } from '@/components/cities/places';
import { leadText, type StoryFacts } from '@/content/cities/copy';

// A city page's first sentence places the city's sun among the 399 seats: whatever the wording it
// picks, the claim must follow the rank (the 76th of 399 is not a place few others match).

const STATE_MEAN = PLACES.reduce((sum, place) => sum + place.sun.annual, 0) / PLACES.length;

function opening(name: string): { rank: number; text: string } {
  const place = PLACES.find((p) => p.name === name)!;
  const rank = sunRank(place);
  const facts = {
    city: name,
    rank,
    count: PLACES.length,
    annual: place.sun.annual,
    stateMean: STATE_MEAN,
    office: { label: 'Sede', city: 'Londrina', km: 0 },
    servedNeighbours: [],
    otherNeighbours: [],
  } as unknown as StoryFacts;
  return { rank, text: leadText(facts)[0]! };
}

describe('the sentence that ranks a city’s sun', () => {
  const sunny = PLACES.filter((place) => sunRank(place) <= Math.round(PLACES.length / 5)).map((place) => place.name);

  it('says how many of the 399 have more sun, exactly, in every city of the sunniest fifth', () => {
    expect(sunny.length).toBeGreaterThan(70);
    for (const name of sunny) {
      const { rank, text } = opening(name);
      expect([name, text]).not.toEqual([name, expect.stringMatching(/Poucos lugares/)]);
      const more = text.match(/^Só (\d+) municípios? do Paraná/);
      if (more) expect([name, Number(more[1])]).toEqual([name, rank - 1]);
      expect([name, text]).toEqual([name, expect.stringContaining(`${rank}º`)]);
    }
  });

  it('says the 76th, Jataizinho, has 75 seats with more sun, not that few places match it', () => {
    const { rank, text } = opening('Jataizinho');
    expect(rank).toBe(76);
    expect(text).toMatch(/^Só 75 municípios do Paraná têm mais sol que Jataizinho: .* 76º lugar entre 399\.$/);
  });
});
