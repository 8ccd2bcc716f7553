import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import {
  billsText,
  cityCopy as copy,
  HUB_TITLE,
  kmText,
  kWpText,
  leadText,
  neighboursText,
  sunText,
  sunYearText,
  type StoryFacts,
} from '@/content/cities/copy';
import { COPEL_TARIFF } from '@/content/simulator/premises';
import { IRRADIATION_SOURCE } from '@/content/simulator/irradiation';
import { isExample, projectFacts, projectResult } from '@/content/company/projects';
import { PROJECT_TYPE_LABELS, TESTIMONIAL_SOURCE_LABELS } from '@/content/company/schema';
import { formatBRLApprox, formatDecimal, formatKwp, formatMonthYear, formatPercent, MONTH_NAMES } from '@/lib/format/format';
import type { OwnPlantResult } from '@/components/simulator/simulate';
import { cityFacts, leadBill, paybackOf, type CityFacts } from './city-facts';
import { cityPath, CITIES_PATH, type Place } from './places';
import { nearbyProjects, nearbyTestimonials, officesByDistance, servedNames } from './service-area';
import { SunChart } from './sun-chart';
import styles from './city-page.module.css';

type CityPageProps = { place: Place; today: Date; served?: readonly string[] };

const isoDay = (date: Date) => `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
const dayOf = (iso: string) => iso.split('-').reverse().join('/');
/** The bills table's payback cell: years, or the word for none. */
const paybackText = (result: OwnPlantResult) => {
  const years = paybackOf(result);
  return years === null ? copy.bills.none : copy.bills.years(formatDecimal(years, 1));
};

/** The facts the words are chosen by (content/cities/copy.ts). */
export function storyFacts(facts: CityFacts, office: { label: string; city: string; km: number }): StoryFacts {
  const { place } = facts;
  const typical = leadBill(facts).result;
  return {
    city: place.name,
    rank: facts.rank,
    count: 399,
    annual: place.sun.annual,
    stateMean: facts.stateMean,
    bestMonth: facts.bestMonth,
    worstMonth: facts.worstMonth,
    best: place.sun.monthly[facts.bestMonth]!,
    worst: place.sun.monthly[facts.worstMonth]!,
    kWpYear: facts.kWpYear,
    kWpBest: facts.kWpMonthly[facts.bestMonth]!,
    kWpWorst: facts.kWpMonthly[facts.worstMonth]!,
    office,
    servedNeighbours: facts.servedNeighbours.map((n) => ({ name: n.place.name, km: n.km, annual: n.place.sun.annual })),
    otherNeighbours: facts.otherNeighbours.map((n) => ({ name: n.place.name, km: n.km, annual: n.place.sun.annual })),
    payback: paybackOf(typical),
    firstYear: typical.savingsShare,
    settled: typical.settled.savingsShare,
    settledFrom: formatMonthYear(typical.settled.year, typical.settled.month),
  };
}

// A served city's page: its sun, what a kWp gives there, what the simulator computes there for
// three typical bills, how it compares with the state and its neighbours, the company's work
// nearby and its nearest office. Everything is computed at build time from data.
export function CityPage({ place, today, served = servedNames() }: CityPageProps) {
  const facts = cityFacts(place.name, served, today);
  const [nearest] = officesByDistance(place);
  const office = { label: nearest!.office.label, city: nearest!.office.city, km: nearest!.km };
  const story = storyFacts(facts, office);
  const projects = nearbyProjects(place);
  const testimonials = nearbyTestimonials(place);
  const city = place.name;
  const connection = formatMonthYear(facts.connection.year, facts.connection.month);
  const settledFrom = story.settledFrom;
  const trail = [
    { name: copy.crumbHome, path: '/' },
    { name: HUB_TITLE, path: CITIES_PATH },
    { name: city, path: cityPath(place.slug) },
  ];
  return (
    <article className={`container ${styles.page}`} data-city={place.slug}>
      <header className={styles.header}>
        <Breadcrumbs trail={trail} />
        <h1 className={styles.title}>{copy.title(city)}</h1>
        {leadText(story).map((text) => (
          <p key={text} className={styles.lead}>
            {text}
          </p>
        ))}
        <dl className={styles.figures}>
          <div>
            <dt>{copy.figures.sun}</dt>
            <dd data-figure="annual">{sunText(place.sun.annual)}</dd>
          </div>
          <div>
            <dt>{copy.figures.rank(399)}</dt>
            <dd data-figure="rank">{facts.rank}º</dd>
          </div>
          <div>
            <dt>{copy.figures.office(office.label)}</dt>
            <dd data-figure="office-km">{kmText(office.km)}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="sol" className={styles.section}>
        <h2 id="sol" className={styles.heading}>
          {copy.sunTitle(city)}
        </h2>
        <p>{sunYearText(story)}</p>
        <p>{kWpText(story)}</p>
        <div className={styles.sunGrid}>
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
      </section>

      <section aria-labelledby="contas" className={styles.section}>
        <h2 id="contas" className={styles.heading}>
          {copy.billsTitle(city)}
        </h2>
        <p>{billsText(story)}</p>
        {/* The caption sits outside the scrolling box, so a phone reads it whole beside a table it scrolls. */}
        <figure className={styles.billsFigure}>
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
                    <td data-cell="payback">{paybackText(result)}</td>
                    <td data-cell="first-year">{formatPercent(result.savingsShare)}</td>
                    <td data-cell="settled">{formatPercent(result.settled.savingsShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
        <p>
          <a className={styles.cta} href={`/?cidade=${place.slug}#simulador`}>
            {copy.bills.simulate(city)}
          </a>
        </p>
      </section>

      <section aria-labelledby="vizinhos" className={styles.section}>
        <h2 id="vizinhos" className={styles.heading}>
          {copy.compareTitle(city)}
        </h2>
        <p>{neighboursText(story)}</p>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subheading}>{copy.served}</h3>
            <ul className={styles.list}>
              {facts.servedNeighbours.map((n) => (
                <li key={n.place.slug}>
                  <a href={cityPath(n.place.slug)}>{n.place.name}</a> · {kmText(n.km)} · {copy.annualOf(sunText(n.place.sun.annual))}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.subheading}>{copy.others}</h3>
            <ul className={styles.list}>
              {facts.otherNeighbours.map((n) => (
                <li key={n.place.slug}>
                  {n.place.name} · {kmText(n.km)} · {copy.annualOf(sunText(n.place.sun.annual))}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {projects.length > 0 && (
        <section aria-labelledby="projetos" className={styles.section}>
          <h2 id="projetos" className={styles.heading}>
            {copy.projectsTitle(city)}
          </h2>
          <ul className={styles.cards}>
            {projects.map(({ item: project, km }) => {
              const result = projectResult(project);
              return (
                <li key={project.slug} className={styles.card}>
                  <h3 className={styles.subheading}>{project.title}</h3>
                  {isExample(project) && <p className={styles.example}>{projectFacts.example}</p>}
                  <p>
                    {PROJECT_TYPE_LABELS[project.type]} · {formatKwp(project.kWp)} · {project.city}/PR, {copy.hereOrKm(km)}
                  </p>
                  <p>
                    <strong>{result.value}</strong> {result.label}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {testimonials.length > 0 && (
        <section aria-labelledby="depoimentos" className={styles.section}>
          <h2 id="depoimentos" className={styles.heading}>
            {copy.testimonialsTitle(city)}
          </h2>
          <ul className={styles.cards}>
            {testimonials.map(({ item, km }) => (
              <li key={item.slug} className={styles.card}>
                <blockquote>
                  <p>{item.text}</p>
                </blockquote>
                <p>
                  {item.name}, {item.city}/PR ({copy.hereOrKm(km)}) · {TESTIMONIAL_SOURCE_LABELS[item.source]}, {dayOf(item.date)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="unidade" className={styles.section}>
        <h2 id="unidade" className={styles.heading}>
          {copy.officeTitle(city)}
        </h2>
        <address className={styles.office}>
          <strong>
            {nearest!.office.label} · {nearest!.office.city}/PR
          </strong>
          <span>
            {nearest!.office.street} - {nearest!.office.district}, CEP {nearest!.office.cep}
          </span>
          <span data-figure="office-distance">{copy.hereOrKm(office.km)}</span>
          <a href={`tel:${nearest!.office.phone.e164}`}>{nearest!.office.phone.display}</a>
        </address>
        <p>
          <a className={styles.cta} href="/#contact">
            {copy.officeContact}
          </a>
        </p>
      </section>

      <footer className={styles.sources}>
        <h2 className={styles.subheading}>{copy.sourcesTitle}</h2>
        <ul>
          <li>{copy.sources.sun(IRRADIATION_SOURCE.title, IRRADIATION_SOURCE.year)}</li>
          <li>{copy.sources.seats}</li>
          <li>{copy.sources.tariff(dayOf(COPEL_TARIFF.effectiveFrom), isoDay(today))}</li>
        </ul>
      </footer>
    </article>
  );
}
