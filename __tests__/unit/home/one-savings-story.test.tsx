/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '@/components/home/home-page';
import { CityPage } from '@/components/cities/city-page';
import { placeNamed } from '@/components/cities/places';
import { ServicePage } from '@/components/services/service-page';
import { SERVICE_PAGES } from '@/content/service-pages';
import { TYPICAL_BILLS_BRL } from '@/content/simulator/typical';
import { formatBRL } from '@/lib/format/format';

// A visitor who reads a page top to bottom meets one first-year saving for the same typical bills:
// every statement of one, in any section, must give the same range. The pages are rendered as their
// routes render them and read as text, so a section that computes or words its own figure fails here.

/** A statement of a first-year saving: the bills it is for, the range it gives, and where it is. */
type Statement = { bills: string; range: string; section: string; text: string };

const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The typical bills as the pages write them ('R$ 300 a R$ 1.000'): a statement that names no bill is about them. */
const TYPICAL = plain(`${formatBRL(TYPICAL_BILLS_BRL[0], false)} a ${formatBRL(TYPICAL_BILLS_BRL.at(-1)!, false)}`);

/** A share or a range of shares followed, in the same clause, by 'no 1º ano' or 'no primeiro ano'. */
const FIRST_YEAR = /(?:de (\d+)% a (\d+)%|(\d+)%)(?=[^%;.]{0,45}?\bno (?:1º|primeiro) ano\b)/g;
/** The bill a block is about: 'conta de R$ 300 a R$ 1.000', 'conta de R$ 500', 'casa de R$ 500'. */
const BILLS = /(?:conta|casa)(?: média)? de (R\$ [\d.]+)(?:,\d\d)?(?: a (R\$ [\d.]+))?/;

/** A term's value, the term, then its notes ('de 78% a 84% — Economia na conta no 1º ano. De 66%…'): a figure read as its sentence. */
function figureText(term: Element): string {
  const values: string[] = [];
  for (let next = term.nextElementSibling; next && next.tagName === 'DD'; next = next.nextElementSibling) values.push(next.textContent ?? '');
  return `${values[0] ?? ''} — ${term.textContent ?? ''}. ${values.slice(1).join(' ')}`;
}

/** Every first-year saving a page states, block by block (paragraphs, list items, headings, figures). */
export function firstYearStatements(html: string): Statement[] {
  const { document } = new JSDOM(html).window;
  const blocks = [...document.querySelectorAll('h1, h2, h3, p, li, summary, dt, td, th, figcaption')].filter(
    // The innermost blocks only: a list item's paragraph is read once.
    (block) => !block.querySelector('p, li, h1, h2, h3, summary, dt, td'),
  );
  return blocks.flatMap((block) => {
    const text = plain(block.tagName === 'DT' ? figureText(block) : (block.textContent ?? ''));
    const area = block.closest('section[id], section[aria-labelledby], article, header, footer');
    const section = area?.getAttribute('id') ?? area?.getAttribute('aria-labelledby') ?? 'page';
    const named = text.match(BILLS);
    const bills = named ? [named[1], named[2]].filter(Boolean).join(' a ') : TYPICAL;
    return (
      [...text.matchAll(FIRST_YEAR)]
        // A module's loss or warranty in its first year is not a saving.
        .filter((match) => !/perd|garantia|desgaste/i.test(text.slice(Math.max(0, match.index - 40), match.index)))
        .map((match) => ({ bills, range: match[3] ? `${match[3]}%` : `${match[1]}%–${match[2]}%`, section, text }))
    );
  });
}

/** The bills stated with more than one first-year range, and where each range is. */
export function disagreements(statements: readonly Statement[]): string[] {
  const byBills = new Map<string, Statement[]>();
  for (const statement of statements) byBills.set(statement.bills, [...(byBills.get(statement.bills) ?? []), statement]);
  return [...byBills].flatMap(([bills, list]) =>
    new Set(list.map((s) => s.range)).size > 1 ? [`${bills}: ${list.map((s) => `${s.range} em #${s.section} (“${s.text.slice(0, 80)}…”)`).join('; ')}`] : [],
  );
}

const TODAY = new Date(2026, 10, 29);
const pages = {
  home: () => renderToStaticMarkup(<HomePage />),
  'own plant service': () => renderToStaticMarkup(<ServicePage page={SERVICE_PAGES.find((page) => page.id === 'usinas-consumo')!} />),
  'Londrina city': () => renderToStaticMarkup(<CityPage place={placeNamed('Londrina')} today={TODAY} />),
};

describe('one first-year saving for the same typical bills on a page', () => {
  it.each(Object.keys(pages) as (keyof typeof pages)[])('the %s page states one range for the same bills, in every section', (name) => {
    const statements = firstYearStatements(pages[name]());
    expect(disagreements(statements)).toEqual([]);
    expect(statements.length).toBeGreaterThan(0);
  });

  it('the home page states the typical homes’ range in the hero and in the benefits, the same', () => {
    const typical = firstYearStatements(pages.home()).filter((s) => s.bills === TYPICAL);
    expect(new Set(typical.map((s) => s.section))).toEqual(new Set(['home', 'benefits']));
    expect(new Set(typical.map((s) => s.range)).size).toBe(1);
  });

  it('catches the page this replaced: a hero range beside a benefit’s own best case, with no bill named', () => {
    const before =
      '<section id="home"><h1>Sua conta de luz de 78% a 81% menor no 1º ano com energia solar</h1>' +
      '<p>Pelo nosso simulador: casa em Londrina, conta de R$ 300 a R$ 1.000, ligada entre janeiro de 2027 e janeiro de 2028. 1º ano: de 78% a 81%.</p></section>' +
      '<section id="benefits"><p>Ligado em janeiro de 2027, um sistema chega a 85% numa casa e 89% num comércio no 1º ano, pelo nosso simulador.</p>' +
      '<p>Os módulos perdem 1% no primeiro ano.</p></section>';
    const found = disagreements(firstYearStatements(before));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^R\$ 300 a R\$ 1\.000: 78%–81% em #home .*89% em #benefits/);
  });
});
