import { stats } from '@/content/company/stats';
import styles from './stats-band.module.css';

/** The company's numbers, once, in a dark band under the hero. */
export function StatsBand() {
  return (
    <section className={styles.band} aria-labelledby="numeros-titulo">
      <div className="container">
        <h2 id="numeros-titulo" className="visually-hidden">
          {stats.title}
        </h2>
        <dl className={styles.list}>
          {stats.items.map((item) => (
            <div key={item.label} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.source}>{stats.source}</p>
      </div>
    </section>
  );
}
