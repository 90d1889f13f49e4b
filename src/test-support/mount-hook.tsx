import { act } from 'react';
import { createRoot } from 'react-dom/client';

// React warns about updates outside act() unless told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts a hook in a real React root (happy-dom) and hands back its latest value. */
export function mountHook<T>(useHook: () => T) {
  const current: { value?: T } = {};
  function Probe() {
    current.value = useHook();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return {
    get value(): T {
      if (current.value === undefined) throw new Error('the hook has not rendered');
      return current.value;
    },
    unmount: () => act(() => root.unmount()),
  };
}
