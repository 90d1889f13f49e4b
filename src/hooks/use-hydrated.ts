import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while rendering on the server and during hydration, true afterwards: gates browser-only UI. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
