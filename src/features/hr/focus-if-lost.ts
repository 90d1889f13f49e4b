import { useEffect, type RefObject } from 'react';

/** Focus is on the page body: the element that had it went away. */
export function focusLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body;
}

/**
 * Puts focus on `element` if focus was lost (it is on the page body: the button that had it went
 * away, as Sign in and Sign out do when the screen changes, or a dialog closed after the one that
 * opened it). Focus a person placed elsewhere is left alone. Runs after the browser has moved
 * focus for a closing dialog.
 */
export function focusIfLost(element: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (focusLost()) element?.focus({ preventScroll: true });
  });
}

/** `focusIfLost` for an element, when it mounts. */
export function useFocusIfLost(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (focusLost()) target.current?.focus({ preventScroll: true });
  }, [target]);
}
