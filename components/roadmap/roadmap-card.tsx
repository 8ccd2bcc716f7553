import { Minus } from '@/components/ui/icons/minus';
import { Plus } from '@/components/ui/icons/plus';
import type { ReactNode } from 'react';
import styles from './roadmap-card.module.css';

export type RoadmapCardData = {
  title: string;
  /** Server-rendered description and badges. */
  body: ReactNode;
  /** Server-rendered features and technologies, shown while open. */
  details: ReactNode;
};

type RoadmapCardProps = { id: string; card: RoadmapCardData; open: boolean; onToggle: () => void };

/**
 * A card of the roadmap island. The toggle is a real button in the title; its
 * hit area is stretched over the whole card with CSS, so clicking anywhere on
 * the card toggles it without nesting interactive elements.
 */
export function RoadmapCard({ id, card, open, onToggle }: RoadmapCardProps) {
  const detailsId = `${id}-detalhes`;
  const Icon = open ? Minus : Plus;
  return (
    <li className={styles.card} data-open={open ? 'true' : 'false'}>
      <h3 className={styles.title}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          <span>{card.title}</span>
          <Icon className={styles.toggleIcon} aria-hidden="true" focusable="false" size={20} />
        </button>
      </h3>
      {card.body}
      <div id={detailsId} className={styles.details} hidden={!open}>
        {card.details}
      </div>
    </li>
  );
}
