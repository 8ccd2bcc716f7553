import { footerCopy, LEGAL_DOCUMENTS } from '@/content/footer';
import { navigation, ROADMAP_LABEL, ROADMAP_PATH } from '@/content/navigation';
import { site } from '@/content/company/site';
import { FAQ_PATH, faqCopy } from '@/content/faq';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { CITIES_PATH } from '@/components/cities/places';
import { Logo } from './logo';
import type { ShellIslands } from './shell-islands';
import styles from './site-footer.module.css';

// Hash links stay plain anchors: on the home page they are same-document jumps
// (smooth scroll and the header offset come from CSS), elsewhere a normal load.
const solutionsHref = navigation.find((item) => item.id === 'solutions')?.href ?? '/#solutions';

type SiteFooterProps = { islands: Pick<ShellIslands, 'LegalButtons'> };

export function SiteFooter({ islands: { LegalButtons } }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <Logo size={32} />
            {site.brand}
          </p>
          {/* The hub of the city pages, linked from the words already there: the phone's footer keeps its height. */}
          <p>
            <a href={CITIES_PATH}>{footerCopy.aboutLink}</a>
            {footerCopy.about}
          </p>
          <a className={styles.cta} href={solutionsHref}>
            {footerCopy.solutionsCta}
          </a>
        </div>

        <nav aria-label="Rodapé" className={styles.nav}>
          <h2 className={styles.heading}>{footerCopy.navHeading}</h2>
          <ul className={styles.links}>
            {navigation.map((item) => (
              <li key={item.id}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
            <li>
              <a href={ROADMAP_PATH}>{ROADMAP_LABEL}</a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="rodape-servicos" className={styles.services}>
          <h2 id="rodape-servicos" className={styles.heading}>
            {footerCopy.servicesHeading}
          </h2>
          <ul className={styles.links}>
            {SERVICE_PAGES.map((page) => (
              <li key={page.id}>
                <a href={servicePath(page)}>{page.title}</a>
              </li>
            ))}
            <li>
              <a href={FAQ_PATH}>{faqCopy.name}</a>
            </li>
          </ul>
        </nav>

        <div className={styles.contact}>
          <h2 className={styles.heading}>{footerCopy.contactHeading}</h2>
          <ul className={styles.links}>
            {site.sites.map((place) => (
              <li key={place.kind}>
                <strong>
                  {place.label} · {place.city}/{place.state}
                </strong>
                <br />
                <a href={`tel:${place.phone.e164}`} className="nowrap">
                  {place.phone.display}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </div>

        <div className={styles.documents}>
          <h2 className={styles.heading}>{footerCopy.legalHeading}</h2>
          <LegalButtons documents={LEGAL_DOCUMENTS} />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {site.legalName} · CNPJ {site.cnpj}. {footerCopy.rights}
        </p>
      </div>
    </footer>
  );
}
