import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long piece of work (an import's parse) keeps the event loop before handing it back. */
export const sliceMs = 10;

/**
 * Long synchronous work cut into slices: a loop asks `due` after each small step and, once a
 * slice has run `ms`, awaits `pause()`, which lets every waiting request and timer run first.
 * A 2 MB import is then never more than one slice (plus one step) of blocked event loop.
 */
export function timeSlices(ms = sliceMs) {
  let since = performance.now();
  return {
    get due(): boolean {
      return performance.now() - since >= ms;
    },
    async pause(): Promise<void> {
      await nextTurn();
      since = performance.now();
    },
  };
}

export type TimeSlices = ReturnType<typeof timeSlices>;
