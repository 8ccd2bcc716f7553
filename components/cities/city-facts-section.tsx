import { cityCopy as copy, kmText, sunText } from '@/content/cities/copy';
import { IRRADIATION_SOURCE } from '@/content/simulator/irradiation';
import { COPEL_TARIFF } from '@/content/simulator/premises';
import { formatBRLApprox, formatDecimal, formatKwp, formatMonthYear, formatPercent, MONTH_NAMES } from '@/lib/format/format';
import type { CityFacts as Facts } from './city-facts';
import { cityPath, type Place } from './places';
import { SunChart } from './sun-chart';
import styles from './city-page.module.css';

type CityFactsProps = {
  place: Place;
  facts: Facts;
  /** Where the city's sun stands among the 399, in words (content/cities/copy.ts); the rest is data. */
  sunSentence: string;
  /** Municipalities where the company has work: never listed as outside its list. */
  workCities: ReadonlySet<string>;
  today: Date;
};

const dayOf = (iso: string) => iso.split('-').reverse().join('/');
const isoDay = (date: Date) => `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

// The context every city page has, after the company's work: the city's sun month by month and what
// a kWp gives there, what the simulator computes for three typical bills, the neighbours, the sources.
// Data more than words: the same sentences on every page would be a template, not substance.
export function CityFacts({ place, facts, sunSentence, workCities, today }: CityFactsProps) {
  const city = place.name;
  const connection = formatMonthYear(facts.connection.year, facts.connection.month);
  const settledFrom = formatMonthYear(facts.bills[0]!.result.settled.year, facts.bills[0]!.result.settled.month);
  const others = facts.otherNeighbours.filter((n) => !workCities.has(n.place.name));
  return (
    <>
      <section aria-labelledby="sol" className={styles.section}>
        <h2 id="sol" className={styles.heading}>
          {copy.factsTitle(city)}
        </h2>
        <dl className={styles.figures} data-data="">
          <div>
            <dt>{copy.figures.sun}</dt>
            <dd data-figure="annual">{sunText(place.sun.annual)}</dd>
          </div>
          <div>
            <dt>{copy.figures.rank(399)}</dt>
            <dd data-figure="rank">{facts.rank}º</dd>
          </div>
          <div>
            <dt>{copy.figures.kWp}</dt>
            <dd data-figure="kwp-year">{formatDecimal(facts.kWpYear, 0)}</dd>
          </div>
        </dl>
        <p>{sunSentence}</p>
        {/* Data (data-data): the numbers a page differs by; its own text is measured without them (docs/content.md). */}
        <div className={styles.sunGrid} data-data="">
          <SunChart monthly={place.sun.monthly} stateMean={facts.stateMean} best={facts.bestMonth} worst={facts.worstMonth} caption={copy.chartCaption(city)} />
          <table className={styles.table} data-table="months">
            <caption>{copy.table.caption(city)}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.table.month}</th>
                <th scope="col">{copy.table.sun}</th>
                <th scope="col">{copy.table.kWp}</th>
              </tr>
            </thead>
            <tbody>
              {place.sun.monthly.map((wh, month) => (
                <tr key={MONTH_NAMES[month]}>
                  <th scope="row">{MONTH_NAMES[month]}</th>
                  <td>{sunText(wh)}</td>
                  <td>{formatDecimal(facts.kWpMonthly[month]!, 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{copy.table.year}</th>
                <td>{sunText(place.sun.annual)}</td>
                <td>{formatDecimal(facts.kWpYear, 0)}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        {/* The caption sits outside the scrolling box, so a phone reads it whole beside a table it scrolls. */}
        <figure className={styles.billsFigure} data-data="">
          <figcaption id="contas-legenda" className={styles.billsCaption}>
            {copy.bills.caption(city, connection)}
          </figcaption>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div className={styles.scroll} role="region" aria-labelledby="contas-legenda" tabIndex={0}>
            <table className={styles.table} data-table="bills" aria-labelledby="contas-legenda">
              <thead>
                <tr>
                  <th scope="col">{copy.bills.bill}</th>
                  <th scope="col">{copy.bills.system}</th>
                  <th scope="col">{copy.bills.investment}</th>
                  <th scope="col">{copy.bills.payback}</th>
                  <th scope="col">{copy.bills.firstYear}</th>
                  <th scope="col">{copy.bills.settled(settledFrom)}</th>
                </tr>
              </thead>
              <tbody>
                {facts.bills.map(({ billBRL, result }) => (
                  <tr key={billBRL} data-bill={billBRL}>
                    <th scope="row">{formatBRLApprox(billBRL, 1)}</th>
                    <td data-cell="system">
                      {formatKwp(result.systemKWp)}, {copy.bills.modules(result.modules)}
                    </td>
                    <td data-cell="investment">
                      {formatBRLApprox(result.investment.low)} a {formatBRLApprox(result.investment.high)}
                    </td>
                    <td data-cell="payback">
                      {result.viability.kind === 'ok' && result.paybackYears !== null
                        ? copy.bills.years(formatDecimal(result.paybackYears, 1))
                        : copy.bills.none}
                    </td>
                    <td data-cell="first-year">{formatPercent(result.savingsShare)}</td>
                    <td data-cell="settled">{formatPercent(result.settled.savingsShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </section>

      <section aria-labelledby="vizinhos" className={styles.section}>
        <h2 id="vizinhos" className={styles.heading}>
          {copy.neighboursTitle}
        </h2>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subheading}>{copy.served}</h3>
            <ul className={styles.list}>
              {facts.servedNeighbours.map((n) => (
                <li key={n.place.slug}>
                  <a href={cityPath(n.place.slug)}>{n.place.name}</a> · {kmText(n.km)}
                </li>
              ))}
            </ul>
          </div>
          {others.length > 0 && (
            <div>
              <h3 className={styles.subheading}>{copy.others}</h3>
              <ul className={styles.list}>
                {others.map((n) => (
                  <li key={n.place.slug}>
                    {n.place.name} · {kmText(n.km)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>

      <footer className={styles.sources}>
        <h2 className={styles.subheading}>{copy.sourcesTitle}</h2>
        <ul>
          <li>{copy.sources.sun(IRRADIATION_SOURCE.title, IRRADIATION_SOURCE.year)}</li>
          <li>{copy.sources.seats}</li>
          <li>{copy.sources.tariff(dayOf(COPEL_TARIFF.effectiveFrom), isoDay(today))}</li>
        </ul>
      </footer>
    </>
  );
}
