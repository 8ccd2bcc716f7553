'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { WHATSAPP_DELAY_MS } from '@/content/ui';
import { loadPart } from '@/components/lazy/load-part';

type ButtonModule = { WhatsAppButton: ComponentType };

const importButton = () => import('./whatsapp-button') as Promise<ButtonModule>;

/**
 * Shows the floating WhatsApp button 2000 ms after the page's load event. Its
 * code is a lazy part, fetched as soon as the page has loaded so it is ready
 * when the delay ends; a failed load is retried when the visitor comes back online
 * or returns to the tab.
 */
export function FloatingWhatsApp() {
  const [Button, setButton] = useState<ComponentType | null>(null);
  const [due, setDue] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const load = () => {
      loadPart('whatsapp-button', importButton).then(
        (mod) => !cancelled && setButton(() => mod.WhatsAppButton),
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

  return due && Button ? <Button /> : null;
}
