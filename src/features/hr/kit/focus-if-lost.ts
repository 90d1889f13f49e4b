import { useEffect, type RefObject } from 'react';

/**
 * Focus is on the page body (the element that had it went away), or still on an element of a
 * dialog that has closed: the browser moves it to the body only at its next rendering update
 * (the focus fixup rule), after animation frames, so until then it counts as lost already.
 */
export function focusLost(): boolean {
  const focused = document.activeElement;
  return (
    !focused ||
    focused === document.body ||
    !focused.isConnected ||
    focused.closest('dialog:not([open])') !== null
  );
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
