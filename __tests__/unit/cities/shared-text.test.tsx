/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { CityPage } from '@/components/cities/city-page';
import { servedPlaces } from '@/components/cities/service-area';

// A city page must earn its place with text of its own, not one template with the name swapped.
// The measure: word 5-gram shingles, and the Jaccard index (shared shingles ÷ all shingles) of every
// pair of served cities' pages, rendered as their route renders them. Two texts:
// - the written text (paragraphs and h1–h3): the sentences, chosen by the city's facts;
// - the whole main text (the <article>: also the tables, captions, lists and sources).
// Near-duplicate detection treats about 0,9 and above as the same document (Broder, "On the
// resemblance and containment of documents", 1997); a page with only the name swapped measures
// 0,69 in its sentences and 0,9 overall here (Anahy with Arapongas' name, the test below). Thresholds: under 0,4 for the written text, so at most about a
// third of the sentences' word sequences recur on any other page; under 0,5 for the whole text,
// because two neighbouring towns with the same sun (Iracema do Oeste and Jesuítas, 5,07 both)
// honestly share their tables' numbers. Measured with the default list of 26 cities (325 pairs):
// written max 0,356 (Londrina × Rolândia), median 0,134; whole max 0,457 (Iracema do Oeste ×
// Jesuítas), median 0,258.
export const MAX_WRITTEN = 0.4;
export const MAX_SHARED = 0.5;
const TODAY = new Date(2026, 10, 27);

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/** Everything the page's <article> says: sentences, headings, tables, lists, sources. */
const mainText = (html: string) => textOf(html.replace(/<script[\s\S]*?<\/script>/g, ' '));

/** The written sentences and headings only: the paragraphs and h1–h3, without the tables' data. */
const writtenText = (html: string) => (html.match(/<(p|h1|h2|h3)\b[^>]*>[\s\S]*?<\/\1>/g) ?? []).map(textOf).join(' ');

export function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu) ?? [];
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '));
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

describe('the text two city pages share', () => {
  it('catches a template: a page with only the name swapped shares far more than the thresholds', () => {
    const [first, second] = servedPlaces();
    const html = renderToStaticMarkup(<CityPage place={first!} today={TODAY} />);
    const swapped = html.split(first!.name).join(second!.name);
    expect(jaccard(shingles(writtenText(html)), shingles(writtenText(swapped)))).toBeGreaterThan(0.6);
    expect(jaccard(shingles(mainText(html)), shingles(mainText(swapped)))).toBeGreaterThan(0.8);
  });

  const pages = () =>
    servedPlaces().map((place) => {
      const html = renderToStaticMarkup(<CityPage place={place} today={TODAY} />);
      return { name: place.name, main: shingles(mainText(html)), written: shingles(writtenText(html)) };
    });

  function measure(sets: { name: string; set: Set<string> }[]) {
    const pairs: { pair: string; value: number }[] = [];
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++) pairs.push({ pair: `${sets[i]!.name} × ${sets[j]!.name}`, value: jaccard(sets[i]!.set, sets[j]!.set) });
    const sorted = pairs.sort((a, b) => a.value - b.value);
    return { count: pairs.length, median: sorted[Math.floor(sorted.length / 2)]!.value, worst: sorted.at(-1)! };
  }

  it(`stays under ${MAX_WRITTEN} in the written sentences and under ${MAX_SHARED} in the whole main text, for every pair of served cities' pages`, () => {
    const built = pages();
    const written = measure(built.map((page) => ({ name: page.name, set: page.written })));
    const main = measure(built.map((page) => ({ name: page.name, set: page.main })));
    if (process.env.SHARED_TEXT_REPORT) {
      for (const [label, m] of [
        ['written', written],
        ['main', main],
      ] as const)
        console.log(`${label}: pairs ${m.count}, max ${m.worst.value.toFixed(3)} (${m.worst.pair}), median ${m.median.toFixed(3)}`);
    }
    expect(written.worst.value).toBeLessThan(MAX_WRITTEN);
    expect(main.worst.value).toBeLessThan(MAX_SHARED);
  });
});
