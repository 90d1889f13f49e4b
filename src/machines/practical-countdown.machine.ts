import { assign, fromPromise, setup } from 'xstate';
import { ticker } from './ticker.ts';

/** The server's view of the round (from `log-time`), taken as it arrives. */
export interface PracticalClock {
  /** Seconds left by the server's clock when it answered. */
  leftSeconds: number;
  /** When the answer arrived, in this device's clock (ms). */
  receivedAt: number;
}

/** How often the countdown asks the server again, to correct a drifting or sleeping clock. */
export const resyncEveryMs = 60_000;

interface Context {
  deadlineAt: number;
  leftMs: number;
  error: string | null;
}

const leftOf = (deadlineAt: number) => Math.max(0, deadlineAt - Date.now());

/**
 * The practical round's "Time Left" (spec §4, step 5): loaded from the server, ticking each
 * second to 0 and staying there. The time left is recomputed from a deadline on every tick
 * (never counted down), and the deadline is re-synchronised with the server every minute and
 * when the page becomes visible again (a reload or a laptop waking up). At 0 the machine is in
 * `timeUp`, where the page requires a reason for delay.
 */
export const practicalCountdownMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'tick' } | { type: 'clock.resync' },
  },
  actors: {
    fetchClock: fromPromise<PracticalClock>(async () => {
      throw new Error('fetchClock actor not provided');
    }),
    ticker: ticker(1000, 'tick'),
  },
  guards: {
    isTimeUp: ({ context }) => leftOf(context.deadlineAt) === 0,
  },
  actions: {
    updateLeft: assign({ leftMs: ({ context }) => leftOf(context.deadlineAt) }),
    adoptServerClock: assign((_, clock: PracticalClock) => {
      const deadlineAt = clock.receivedAt + clock.leftSeconds * 1000;
      return { deadlineAt, leftMs: leftOf(deadlineAt), error: null };
    }),
  },
  delays: { resyncEvery: resyncEveryMs },
}).createMachine({
  id: 'practicalCountdown',
  initial: 'loading',
  context: { deadlineAt: 0, leftMs: 0, error: null },
  states: {
    loading: {
      invoke: {
        src: 'fetchClock',
        onDone: {
          target: 'counting',
          actions: { type: 'adoptServerClock', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
    failed: {},
    counting: {
      initial: 'running',
      invoke: { src: 'ticker' },
      states: {
        running: {
          always: { guard: 'isTimeUp', target: 'timeUp' },
          on: {
            tick: [
              { guard: 'isTimeUp', target: 'timeUp', actions: 'updateLeft' },
              { actions: 'updateLeft' },
            ],
          },
          after: { resyncEvery: 'syncing' },
        },
        syncing: {
          invoke: {
            src: 'fetchClock',
            onDone: {
              target: 'running',
              actions: { type: 'adoptServerClock', params: ({ event }) => event.output },
            },
            // A failed resync keeps the current deadline and tries again later.
            onError: 'running',
          },
        },
        // Still re-synchronised: a device clock running fast may have reached 0 too early.
        timeUp: { after: { resyncEvery: 'syncing' } },
      },
      on: {
        tick: { actions: 'updateLeft' },
        'clock.resync': '.syncing',
      },
    },
  },
});
