'use client';

import { useEffect } from 'react';
import { loadPart } from '@/components/lazy/load-part';
import { whenIdleAfterLoad } from './after-load';

/**
 * Loads the web-vitals chunk after load, when the browser is idle. It always loads
 * (so the cost is measured in every build); metrics leave the page only when
 * NEXT_PUBLIC_VITALS_URL was set at build time.
 */
export function VitalsReporter() {
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        loadPart('web-vitals', () => import('./collect'))
          .then(({ collectVitals }) => collectVitals())
          // Already reported by loadPart; metrics are optional, the page goes on.
          .catch(() => undefined);
      }),
    [],
  );
  return null;
}
