import { sunRank } from '@/components/cities/city-facts';
import { PLACES } from '@/components/cities/places';
import { sunText399, type StoryFacts } from '@/content/cities/copy';

// A city page's sentence on the sun places the city among the 399 seats: the claim must follow the
// rank (the 76th of 399 is not a place few others match), for every one of the 399.

const STATE_MEAN = PLACES.reduce((sum, place) => sum + place.sun.annual, 0) / PLACES.length;

function sentence(name: string): { rank: number; text: string } {
  const place = PLACES.find((p) => p.name === name)!;
  const rank = sunRank(place);
  const facts = { city: name, rank, count: PLACES.length, annual: place.sun.annual, stateMean: STATE_MEAN } as unknown as StoryFacts;
  return { rank, text: sunText399(facts) };
}

describe('the sentence that ranks a city’s sun', () => {
  it('gives every seat its exact rank, and calls it among the sunniest tenth only when it is', () => {
    for (const { name } of PLACES) {
      const { rank, text } = sentence(name);
      expect([name, text]).toEqual([name, expect.stringContaining(`${rank}º dos 399`)]);
      expect([name, /10% mais ensolarados/.test(text)]).toEqual([name, rank <= 40]);
      expect([name, text]).not.toEqual([name, expect.stringMatching(/Poucos lugares|poucos municípios/)]);
    }
  });

  it('says the 76th, Jataizinho, is the 76th, not that few places match it', () => {
    const { rank, text } = sentence('Jataizinho');
    expect(rank).toBe(76);
    expect(text).toMatch(/^Jataizinho recebe .* 76º dos 399 municípios do Paraná, /);
    expect(text).not.toMatch(/mais ensolarados/);
  });
});
