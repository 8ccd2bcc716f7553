import { useLayoutEffect } from 'react';

/**
 * Locks page scrolling while `locked` is true (the open mobile menu). A layout
 * effect, so that closing the menu inside a click handler (flushSync) unlocks
 * before the link's own navigation scrolls the page.
 */
export function useScrollLock(locked: boolean) {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}
