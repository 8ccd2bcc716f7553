import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the static HTML and during hydration, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
