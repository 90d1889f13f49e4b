import { assign, fromPromise, setup } from 'xstate';
import { backoffDelay } from '../../shared/backoff.ts';

/** Retry waits when the network is down: 1 s, 2 s, 4 s … up to 30 s, or at once on `online`. */
export const retryDelayMs = (failures: number): number => backoffDelay(failures, 1000, 30_000);

/**
 * Decides when the answer outbox is sent (the entries live in IndexedDB; `flushNext` sends the
 * oldest one, in order, one at a time). It flushes on start (the next page load), on request
 * (a new entry), when the browser comes back online, and on a backoff timer while the network is
 * down. `waitingForNetwork` is what the page shows as "offline: your answers are safe here".
 */
export const answerOutboxMachine = setup({
  types: {
    /** `lastError`: why the last send failed (the page tells "offline" from "log in again"). */
    context: {} as { failures: number; flushRequested: boolean; lastError: unknown },
    events: {} as { type: 'outbox.flush' } | { type: 'network.online' },
  },
  actors: {
    flushNext: fromPromise<'more' | 'empty'>(async () => {
      throw new Error('flushNext actor not provided');
    }),
  },
  guards: {
    hasMore: (_, outcome: 'more' | 'empty') => outcome === 'more',
    wasRequestedMeanwhile: ({ context }) => context.flushRequested,
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.failures),
  },
}).createMachine({
  id: 'answerOutbox',
  initial: 'flushing',
  context: { failures: 0, flushRequested: false, lastError: null },
  states: {
    idle: {
      on: { 'outbox.flush': 'flushing', 'network.online': 'flushing' },
    },
    flushing: {
      entry: assign({ flushRequested: false }),
      invoke: {
        src: 'flushNext',
        onDone: [
          {
            guard: { type: 'hasMore', params: ({ event }) => event.output },
            target: 'flushing',
            reenter: true,
            actions: assign({ failures: 0, lastError: null }),
          },
          // An entry added while the last send was in flight must not wait for the next request.
          {
            guard: 'wasRequestedMeanwhile',
            target: 'flushing',
            reenter: true,
            actions: assign({ failures: 0, lastError: null }),
          },
          { target: 'idle', actions: assign({ failures: 0 }) },
        ],
        onError: {
          target: 'waitingForNetwork',
          actions: assign({
            failures: ({ context }) => context.failures + 1,
            lastError: ({ event }) => event.error,
          }),
        },
      },
      on: { 'outbox.flush': { actions: assign({ flushRequested: true }) } },
    },
    waitingForNetwork: {
      after: { retryDelay: 'flushing' },
      on: { 'network.online': 'flushing', 'outbox.flush': 'flushing' },
    },
  },
});
