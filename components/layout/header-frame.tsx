'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isScrolled } from './header-scrolled';
import styles from './site-header.module.css';

type HeaderFrameProps = { children: ReactNode };

/** The <header> element: a client leaf only so it can take the scrolled style. */
export function HeaderFrame({ children }: HeaderFrameProps) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  );
}
