import type { IconComponent } from '@/components/ui/icons/create-icon';
import styles from './check-list.module.css';

type CheckListProps = { items: readonly string[]; icon: IconComponent; iconSize: number };

/** A list whose items each lead with a green, decorative check icon. */
export function CheckList({ items, icon: Icon, iconSize }: CheckListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Icon aria-hidden="true" size={iconSize} className={styles.check} />
          {item}
        </li>
      ))}
    </ul>
  );
}
