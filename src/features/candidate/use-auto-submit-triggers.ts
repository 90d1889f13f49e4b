import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { interviewMachine } from '../../machines/interview.machine.ts';

/**
 * Feeds the browser's signals to the test (which hands them to its auto-submit guard) while it runs (spec §4, step 3): the tab
 * becoming hidden, the window losing or regaining focus, a back/forward navigation (held by the
 * router and turned into a trigger), and a refresh or close (`beforeunload`/`pagehide`; the browser
 * also asks the candidate, as the leave guard does on the other candidate pages).
 */
export function useAutoSubmitTriggers(
  guard: ActorRefFrom<typeof interviewMachine>,
  active: boolean,
) {
  const blocker = useBlocker(({ historyAction }) => active && historyAction === 'POP');

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    guard.send({ type: 'trigger.navigation' });
    blocker.reset();
  }, [blocker, guard]);

  useEffect(() => {
    if (!active) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') guard.send({ type: 'trigger.hidden' });
    };
    const onBlur = () => guard.send({ type: 'trigger.blur' });
    const onFocus = () => guard.send({ type: 'trigger.focus' });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      guard.send({ type: 'trigger.unload' });
      event.preventDefault();
      event.returnValue = '';
    };
    const onPageHide = () => guard.send({ type: 'trigger.unload' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [guard, active]);
}
