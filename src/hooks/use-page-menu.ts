import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu of links that collapses behind a toggle button on a small screen (a disclosure), as the
 * site's bar and the HR console's navigation have. The menu is open for the page it was opened on
 * (`pathname`): any navigation (a link, the back button) closes it. Escape inside the menu's
 * container closes it and puts focus back on the button, so a keyboard user is not left on a link
 * that has just disappeared.
 */
export function usePageMenu(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);
  return {
    open,
    close,
    /** The id of the list the button shows and hides. */
    menuId,
    /** The key handler of the container that holds the button and the menu. */
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      close();
      toggleRef.current?.focus();
    },
    /** Spread on the toggle button. */
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpenOn(open ? null : pathname),
    },
  };
}
