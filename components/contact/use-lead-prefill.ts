import { useEffect, useRef } from 'react';
import { LEAD_PREFILL_EVENT, type LeadPrefill } from './prefill';

/** Calls `onPrefill` whenever another part of the page asks to prefill the form. */
export function useLeadPrefill(onPrefill: (prefill: LeadPrefill) => void) {
  const handler = useRef(onPrefill);
  useEffect(() => {
    handler.current = onPrefill;
  }, [onPrefill]);

  useEffect(() => {
    const listener = (event: Event) => {
      const detail: unknown = (event as CustomEvent<unknown>).detail;
      if (detail && typeof detail === 'object' && 'message' in detail && typeof detail.message === 'string') {
        handler.current(detail as LeadPrefill);
      }
    };
    window.addEventListener(LEAD_PREFILL_EVENT, listener);
    return () => window.removeEventListener(LEAD_PREFILL_EVENT, listener);
  }, []);
}
