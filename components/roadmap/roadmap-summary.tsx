import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { Rocket } from '@/components/ui/icons/rocket';
import { formatNumber } from '@/lib/format/format';
import { navigation } from '@/content/navigation';
import { roadmapCopy, type RoadmapCategory } from '@/content/roadmap';
import { categoryTone } from './colors';
import styles from './roadmap-summary.module.css';
import { roadmapStats, type RoadmapItemsByCategory } from './stats';
import { toneClass } from './tone-class';

type RoadmapSummaryProps = { categories: readonly RoadmapCategory[]; items: RoadmapItemsByCategory };

const contactHref = navigation.find((item) => item.id === 'contact')?.href ?? '/#contact';

export function RoadmapSummary({ categories, items }: RoadmapSummaryProps) {
  const stats = roadmapStats(categories, items);
  const figures = [
    { label: roadmapCopy.totalLabel, value: stats.total },
    { label: roadmapCopy.highPriorityLabel, value: stats.highPriority },
    { label: roadmapCopy.categoriesLabel, value: stats.categories },
    { label: roadmapCopy.availableLabel, value: stats.available },
  ];

  return (
    <section className={styles.summary} aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo" className={styles.heading}>
        {roadmapCopy.summaryHeading}
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>

      <div className={styles.next}>
        <h3 className={styles.nextHeading}>
          <Rocket aria-hidden="true" focusable="false" size={22} />
          {roadmapCopy.nextStepsHeading}
        </h3>
        <p>{roadmapCopy.nextStepsText}</p>
        <h4 className={styles.listHeading}>{roadmapCopy.nextStepsListLabel}</h4>
        <ol className={styles.list}>
          {stats.firstInLine.map(({ category, item }) => (
            <li key={`${category.key}-${item.title}`} className={toneClass(categoryTone(category.color))}>
              <span className={styles.itemTitle}>{item.title}</span>
              <span className={styles.itemCategory}>
                {category.title} · {item.status}
              </span>
            </li>
          ))}
        </ol>
        <p className={styles.suggestion}>
          {roadmapCopy.suggestionText}{' '}
          <a href={contactHref} className={styles.cta}>
            {roadmapCopy.suggestionCta}
            <ArrowRight aria-hidden="true" focusable="false" size={18} />
          </a>
        </p>
      </div>
    </section>
  );
}
