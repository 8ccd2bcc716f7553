'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { WHATSAPP_DELAY_MS } from '@/content/ui';
import { loadPart } from '@/components/lazy/load-part';
import styles from './whatsapp-button.module.css';

type GuardModule = typeof import('./whatsapp-guard');

const importGuard = () => import('./whatsapp-guard');

/**
 * Holds the server-rendered button hidden, and shows it 2000 ms after the page's load event.
 * The guard that keeps it off the page's controls is a lazy part, fetched as soon as the page
 * has loaded; the button never shows without it (it would cover controls), and a failed load
 * is retried when the visitor comes back online or returns to the tab.
 */
export function WhatsAppDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  const [guard, setGuard] = useState<GuardModule | null>(null);
  const [due, setDue] = useState(false);
  const shown = due && guard !== null;

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const load = () => {
      loadPart('whatsapp-button', importGuard).then(
        (mod) => !cancelled && setGuard(mod),
        () => {
          window.addEventListener('online', load, { once: true });
          document.addEventListener('visibilitychange', load, { once: true });
        },
      );
    };
    const start = () => {
      // Hydration often ends after the load event: count the delay from the event itself.
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const now = performance.now();
      timer = setTimeout(() => setDue(true), WHATSAPP_DELAY_MS + (navigation?.loadEventStart || now) - now);
      load();
    };

    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', start);
      window.removeEventListener('online', load);
      document.removeEventListener('visibilitychange', load);
    };
  }, []);

  // Before the first paint that shows it: the guard's first look decides whether it may.
  useLayoutEffect(() => (shown && dock.current ? guard.watchOverlap(dock.current) : undefined), [shown, guard]);

  return (
    <div ref={dock} className={styles.dock} hidden={!shown}>
      {children}
    </div>
  );
}
