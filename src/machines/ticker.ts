import { fromCallback } from 'xstate';

/**
 * A callback actor sending `{ type }` to its parent every `everyMs`: what drives a countdown's
 * display. Time itself is always recomputed from a deadline, never counted from ticks.
 */
export function ticker<T extends string>(everyMs: number, type: T) {
  return fromCallback(({ sendBack }) => {
    const id = setInterval(() => sendBack({ type }), everyMs);
    return () => clearInterval(id);
  });
}
