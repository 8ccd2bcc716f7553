import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { cityCopy, HUB_TITLE, hubCopy, sunText } from '@/content/cities/copy';
import { cityPath, CITIES_PATH } from './places';
import { groupsByNearestOffice, servedNames } from './service-area';
import styles from './city-page.module.css';

// The hub of the city pages: every served city, grouped by the company's nearest office in a
// straight line (IBGE's intermediate regions were not at hand as data; the grouping says what it is).
export function CitiesHub({ served = servedNames() }: { served?: readonly string[] }) {
  const groups = groupsByNearestOffice(served);
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Breadcrumbs
          trail={[
            { name: cityCopy.crumbHome, path: '/' },
            { name: HUB_TITLE, path: CITIES_PATH },
          ]}
        />
        <h1 className={styles.title}>{HUB_TITLE}</h1>
        <p className={styles.lead}>{hubCopy.lead(served.length)}</p>
        <p>{hubCopy.grouping}</p>
      </header>
      <div className={styles.groups}>
        {groups.map(({ office, cities }, index) => (
          <section key={office.city} aria-labelledby={`grupo-${index + 1}`} className={styles.section}>
            <h2 id={`grupo-${index + 1}`} className={styles.heading}>
              {hubCopy.group(office.label, office.city)}
            </h2>
            <ul className={styles.cityList}>
              {cities.map(({ place, km }) => (
                <li key={place.slug}>
                  <a href={cityPath(place.slug)}>{place.name}</a>
                  <span className={styles.cityMeta}>
                    {hubCopy.sun(sunText(place.sun.annual))} · {hubCopy.km(km)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
