import { stats } from '@/content/company/stats';
import styles from './stats-band.module.css';

/** Each figure's source once: figures counted the same way share one sentence. */
function sourcesOf(items: readonly { value: string; source: string }[]): string {
  const bySource = new Map<string, string[]>();
  for (const item of items) bySource.set(item.source, [...(bySource.get(item.source) ?? []), item.value]);
  if (bySource.size === 1) return items[0]?.source ?? '';
  return [...bySource].map(([source, values]) => `${values.join(', ')}: ${source}`).join(' ');
}

/** The company's numbers, once, in a dark band under the hero, with where each comes from. */
export function StatsBand({ figures = stats() }: { figures?: ReturnType<typeof stats> }) {
  return (
    <section className={styles.band} aria-labelledby="numeros-titulo">
      <div className="container">
        <h2 id="numeros-titulo" className="visually-hidden">
          {figures.title}
        </h2>
        <dl className={styles.list}>
          {figures.items.map((item) => (
            <div key={item.label} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.source}>{sourcesOf(figures.items)}</p>
      </div>
    </section>
  );
}

/**
 * The same figures in the hero's first screen on phones and tablets (issue 27), where the band
 * below the hero is out of sight; from 960 px the band shows instead (CSS), so each is read once.
 */
export function HeroFigures({ figures = stats() }: { figures?: ReturnType<typeof stats> }) {
  return (
    <div className={styles.compact}>
      <p className="visually-hidden">{figures.title}</p>
      <dl className={styles.compactList}>
        {figures.items.map((item) => (
          <div key={item.label} className={styles.compactItem}>
            <dt className={styles.compactLabel}>{item.label}</dt>
            <dd className={styles.compactValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.compactSource}>{sourcesOf(figures.items)}</p>
    </div>
  );
}
