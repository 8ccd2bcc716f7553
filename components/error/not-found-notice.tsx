import { Fragment } from 'react';
import { CITIES_PATH } from '@/components/cities/places';
import { notFoundNotice as copy } from '@/content/errors';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import styles from './not-found-notice.module.css';

/** ', ' between the services, ' e ' before the last, '.' after it. */
const separator = (index: number, count: number) => (index === count - 1 ? '.' : index === count - 2 ? ` ${copy.and} ` : ', ');

// At the top of the home page that any unknown address shows (app/global-not-found.tsx): says the page
// does not exist and leads to the cities and each service, in one short paragraph; the home page
// follows, unchanged. Plain HTML: nothing to hydrate.
export function NotFoundNotice() {
  return (
    <section className={styles.notice} aria-labelledby="pagina-nao-encontrada">
      <div className={`container ${styles.inner}`}>
        <h2 id="pagina-nao-encontrada" className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.text}>
          {copy.lead} {copy.seeAlso} <a href={CITIES_PATH}>{copy.cities}</a> {copy.services}{' '}
          {SERVICE_PAGES.map((page, index) => (
            <Fragment key={page.id}>
              <a href={servicePath(page)}>{page.title}</a>
              {separator(index, SERVICE_PAGES.length)}
            </Fragment>
          ))}
        </p>
      </div>
    </section>
  );
}
