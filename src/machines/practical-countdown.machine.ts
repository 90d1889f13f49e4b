import { assign, fromPromise, setup } from 'xstate';
import { ticker } from './ticker.ts';

/** The server's view of the round (from `log-time`), taken as it arrives. */
export interface PracticalClock {
  /** Seconds left by the server's clock when it answered (rounded up to the second). */
  leftSeconds: number;
  /** When the question was sent, in this device's clock (ms). */
  sentAt: number;
  /** When the answer arrived, in this device's clock (ms). */
  receivedAt: number;
}

/** How often the countdown asks the server again, to correct a drifting or sleeping clock. */
export const resyncEveryMs = 60_000;

/** What the deadline may be off by and still agree with an answer: the server rounds to the second. */
const roundingToleranceMs = 1000;

/**
 * The deadline, in this device's clock, after an answer from the server. The server looked at
 * its clock somewhere between `sentAt` and `receivedAt`, so the answer allows any deadline in
 * that span plus the time left. The current deadline is kept while it agrees with the answer:
 * on a slow connection (answers taking many seconds), trusting each answer's arrival would move
 * the countdown back and forth by as much, and a screen reader would hear a mark again. A first
 * answer, or one that proves the deadline wrong (a drifted, changed or sleeping clock), sets the
 * earliest deadline it allows: the page never shows more time than the server gives, so a
 * candidate who waits for the last minute is not late by the connection's delay.
 */
export function deadlineAfterAnswer(current: number | null, clock: PracticalClock): number {
  const leftMs = clock.leftSeconds * 1000;
  const earliestSure = clock.sentAt + leftMs;
  if (current === null) return earliestSure;
  // A server that says 0 only says the deadline has passed, not by how much.
  const earliest = clock.leftSeconds === 0 ? -Infinity : earliestSure - 1000 - roundingToleranceMs;
  const latest = clock.receivedAt + leftMs + roundingToleranceMs;
  return current >= earliest && current <= latest ? current : earliestSure;
}

interface Context {
  /** Null until the server's first answer. */
  deadlineAt: number | null;
  leftMs: number;
  error: string | null;
}

const leftOf = (deadlineAt: number | null) =>
  deadlineAt === null ? 0 : Math.max(0, deadlineAt - Date.now());

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
    adoptServerClock: assign(({ context }, clock: PracticalClock) => {
      const deadlineAt = deadlineAfterAnswer(context.deadlineAt, clock);
      return { deadlineAt, leftMs: leftOf(deadlineAt), error: null };
    }),
  },
  delays: { resyncEvery: resyncEveryMs },
}).createMachine({
  id: 'practicalCountdown',
  initial: 'loading',
  context: { deadlineAt: null, leftMs: 0, error: null },
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
