import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { cityCopy, HUB_TITLE, hubCopy } from '@/content/cities/copy';
import { OfficeCard } from './office-card';
import { cityPath, CITIES_PATH } from './places';
import { citiesWithWork, companyWork, type CompanyWork } from './proof';
import { groupsByNearestOffice, servedNames } from './service-area';
import styles from './city-page.module.css';

// The hub of the city pages, by region: each of the company's offices with the served cities nearest
// to it (in a straight line: IBGE's regions are not in the project's data, so a region is named by the
// office that serves it), how to reach that office, and the quote. A city where the company has work
// says so; the others are served all the same.
export function CitiesHub({ served = servedNames(), work = companyWork() }: { served?: readonly string[]; work?: CompanyWork }) {
  const groups = groupsByNearestOffice(served);
  const withWork = citiesWithWork(work);
  const projectsIn = (city: string) => work.projects.filter((project) => project.city === city).length;
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.heroText}>
        <Breadcrumbs
          trail={[
            { name: cityCopy.crumbHome, path: '/' },
            { name: HUB_TITLE, path: CITIES_PATH },
          ]}
        />
        <h1 className={styles.title}>{HUB_TITLE}</h1>
        <p className={styles.lead}>{hubCopy.lead(served.length)}</p>
        <div className={styles.actions}>
          <ButtonLink href="/#contact">{hubCopy.quote}</ButtonLink>
          <ButtonLink href="/#simulador" variant="secondary">
            {hubCopy.simulate}
          </ButtonLink>
        </div>
      </header>
      <div className={styles.groups}>
        {groups.map(({ office, cities }, index) => (
          <section key={office.city} aria-labelledby={`regiao-${index + 1}`} className={styles.region}>
            <h2 id={`regiao-${index + 1}`} className={styles.heading}>
              {hubCopy.region(office.label, office.city)}
            </h2>
            <OfficeCard office={office}>
              <span>
                {office.street} - {office.district}, CEP {office.cep}
              </span>
            </OfficeCard>
            <p>{hubCopy.regionLead(cities.length)}</p>
            <ul className={styles.cityList}>
              {cities.map(({ place, km }) => (
                <li key={place.slug}>
                  <a href={cityPath(place.slug)}>{place.name}</a>
                  <span className={styles.cityMeta}>
                    {hubCopy.km(km)}
                    {withWork.has(place.name) && projectsIn(place.name) > 0 && ` · ${hubCopy.work(projectsIn(place.name))}`}
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
