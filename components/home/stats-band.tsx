import { stats } from '@/content/company/stats';
import styles from './stats-band.module.css';

/** Each figure's source once: figures counted the same way share one sentence. */
export function sourcesOf(items: readonly { value: string; source: string }[]): string {
  const bySource = new Map<string, string[]>();
  for (const item of items) bySource.set(item.source, [...(bySource.get(item.source) ?? []), item.value]);
  if (bySource.size === 1) return items[0]?.source ?? '';
  // Each its own sentence: a source the company wrote without a full stop gets one, so two never run together.
  return [...bySource].map(([source, values]) => `${values.join(', ')}: ${source}${/[.!?]$/.test(source.trim()) ? '' : '.'}`).join(' ');
}

type Figures = ReturnType<typeof stats>;

/**
 * Where the hero's compact figures keep their sources: under them when they fit one line of a 390 px
 * phone (about 56 characters at the smallest size, "Número informado pela própria empresa."), else a tap
 * away, so the company's longer sources never push the hero's picture out of a phone's first screen.
 */
export const COMPACT_SOURCE_MAX_CHARS = 56;

/** The figures and their source, in the band's look or the hero's compact one. */
function FigureList({ figures, look }: { figures: Figures; look: 'band' | 'compact' }) {
  const c =
    look === 'band'
      ? { list: styles.list, item: styles.item, label: styles.label, value: styles.value, source: styles.source }
      : { list: styles.compactList, item: styles.compactItem, label: styles.compactLabel, value: styles.compactValue, source: styles.compactSource };
  const sources = sourcesOf(figures.items);
  return (
    <>
      <dl className={c.list}>
        {figures.items.map((item) => (
          <div key={item.label} className={c.item}>
            <dt className={c.label}>{item.label}</dt>
            <dd className={c.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {look === 'compact' && sources.length > COMPACT_SOURCE_MAX_CHARS ? (
        <details className={c.source}>
          <summary className="tap-away">{figures.sourcesTitle}</summary>
          <p>{sources}</p>
        </details>
      ) : (
        <p className={c.source}>{sources}</p>
      )}
    </>
  );
}

/** The company's numbers, once, in a dark band under the hero, with where each comes from. */
export function StatsBand({ figures = stats() }: { figures?: Figures }) {
  return (
    <section className={styles.band} aria-labelledby="numeros-titulo">
      <div className="container">
        <h2 id="numeros-titulo" className="visually-hidden">
          {figures.title}
        </h2>
        <FigureList figures={figures} look="band" />
      </div>
    </section>
  );
}

/**
 * The same figures in the hero's first screen on phones and tablets, where the band
 * below the hero is out of sight; from 960 px the band shows instead (CSS), so each is read once.
 */
export function HeroFigures({ figures = stats() }: { figures?: Figures }) {
  return (
    <div className={styles.compact}>
      <p className="visually-hidden">{figures.title}</p>
      <FigureList figures={figures} look="compact" />
    </div>
  );
}
