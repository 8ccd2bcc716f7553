import type { ReactNode } from 'react';
import styles from './action-link.module.css';

/** A next step that looks like a button, for the service and questions pages (see action-link.module.css for why not ButtonLink). */
export function ActionLink({ href, variant = 'primary', children }: { href: string; variant?: 'primary' | 'secondary'; children: ReactNode }) {
  return (
    <a href={href} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </a>
  );
}

/** The row the next steps sit in. */
export function ActionLinks({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
