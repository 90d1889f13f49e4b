import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * The spec's leave guard (§2): the browser asks before the page is reloaded or closed, and a
 * back/forward navigation is held until the candidate confirms. Links the page itself offers
 * (Start Test, Go to Home) are not held. Returns the blocker for the confirmation dialog.
 */
export function useLeaveGuard(active = true): Blocker {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return useBlocker(({ historyAction }) => active && historyAction === 'POP');
}
