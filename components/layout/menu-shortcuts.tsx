import { CITIES_PATH } from '@/components/cities/places';
import { FAQ_PATH, faqCopy } from '@/content/faq';
import { menuShortcutsCopy as copy } from '@/content/navigation';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import styles from './menu-shortcuts.module.css';

// Under the six items of the open phone menu: each service's page, the served cities and the frequent
// questions, so every page leads to them from its first screen. Rendered on the server and passed into
// the menu's panel (a popover, so it opens before hydration); hidden from the desktop breakpoint, where
// the footer lists them.
export function MenuShortcuts() {
  return (
    <nav aria-label={copy.label} className={styles.shortcuts}>
      <p className={styles.label} id="atalhos-servicos">
        {copy.services}
      </p>
      <ul className={styles.services} aria-labelledby="atalhos-servicos">
        {SERVICE_PAGES.map((page) => (
          <li key={page.id}>
            <a href={servicePath(page)} className={styles.link}>
              {page.title}
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.more}>
        <li>
          <a href={CITIES_PATH} className={styles.link}>
            {copy.cities}
          </a>
        </li>
        <li>
          <a href={FAQ_PATH} className={styles.link}>
            {faqCopy.name}
          </a>
        </li>
      </ul>
    </nav>
  );
}
