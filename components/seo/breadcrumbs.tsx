import type { BreadcrumbList, WithContext } from 'schema-dts';
import { site } from '@/content/company/site';
import { serializeJsonLd } from './organization';
import styles from './breadcrumbs.module.css';

export type Crumb = { name: string; path: string };

/** The trail as schema.org data: every step with its absolute URL, the page itself last. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, site.url).href,
    })),
  };
}

/**
 * Where a page sits under the home page, for people (a trail of links above the heading) and
 * for search engines (BreadcrumbList data). `trail` starts with the home page and ends with the
 * page itself, which is named but not linked.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <>
      <nav aria-label="Você está em" className={styles.trail}>
        <ol className={styles.list}>
          {trail.map((crumb, index) => (
            <li key={crumb.path} className={styles.item}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <a href={crumb.path} className={styles.link}>
                  {crumb.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail)) }} />
    </>
  );
}
