import type { ReactNode } from 'react';
import styles from './button.module.css';

type ButtonLinkProps = {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
};

/** A link that looks like a button: it navigates (to a section or a page), so it is an anchor. */
export function ButtonLink({ href, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <a href={href} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </a>
  );
}
