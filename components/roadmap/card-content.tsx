import { Check } from '@/components/ui/icons/check';
import { TrendingUp } from '@/components/ui/icons/trending-up';
import { roadmapCopy, type RoadmapItem, type RoadmapStatus } from '@/content/roadmap';
import { Badge } from './badge';
import { levelTone, priorityTone } from './colors';
import styles from './roadmap-card.module.css';
import { toneClass } from './tone-class';

type CardContentProps = { item: RoadmapItem };

/** CSS hooks of the status marks (a full, half-full or empty circle beside the words). */
const STATUS_KEYS: Record<RoadmapStatus, string> = { Disponível: 'available', 'Em desenvolvimento': 'in-progress', Planejado: 'planned' };

/**
 * Where the item stands today, in words, and where to find it on the site when it is
 * there. A link sits above the card's stretched toggle so it can be clicked on its own.
 */
function Status({ item }: CardContentProps) {
  return (
    <div className={styles.statusRow}>
      <p className={styles.status} data-status={STATUS_KEYS[item.status]}>
        <span className="visually-hidden">{roadmapCopy.statusLabel}: </span>
        {item.status}
      </p>
      {item.status === 'Disponível' &&
        (item.where.href ? (
          <a className={styles.where} href={item.where.href}>
            {item.where.text}
          </a>
        ) : (
          <p className={styles.whereText}>{item.where.text}</p>
        ))}
      {item.status === 'Em desenvolvimento' && <p className={styles.whereText}>{item.note}</p>}
    </div>
  );
}

/** What a closed card shows under its title: status, description, badges and impact. */
export function CardBody({ item }: CardContentProps) {
  return (
    <>
      <Status item={item} />
      <p className={styles.description}>{item.description}</p>
      <ul className={styles.meta}>
        <li>
          <Badge label={roadmapCopy.priorityLabel} value={item.priority} tone={priorityTone(item.priority)} />
        </li>
        <li>
          <Badge label={roadmapCopy.effortLabel} value={item.effort} tone={levelTone(item.effort)} />
        </li>
        <li className={`${styles.impact} ${toneClass(levelTone(item.impact))}`}>
          <TrendingUp aria-hidden="true" focusable="false" size={16} />
          {roadmapCopy.impactLabel}: <strong>{item.impact}</strong>
        </li>
      </ul>
    </>
  );
}

/** What an open card adds: the features list and the technology tags. */
export function CardDetails({ item }: CardContentProps) {
  return (
    <>
      <h4 className={styles.detailsHeading}>{roadmapCopy.featuresHeading}</h4>
      <ul className={styles.features}>
        {item.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" focusable="false" size={16} />
            {feature}
          </li>
        ))}
      </ul>
      <h4 className={styles.detailsHeading}>{roadmapCopy.technologiesHeading}</h4>
      <ul className={styles.tags}>
        {item.technologies.map((technology) => (
          <li key={technology}>{technology}</li>
        ))}
      </ul>
    </>
  );
}
