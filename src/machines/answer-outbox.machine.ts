import { assign, enqueueActions, fromPromise, raise, sendParent, setup } from 'xstate';
import { backoffDelay } from '../../shared/backoff.ts';
import type { NewOutboxEntry } from './outbox-entry.ts';
import { isServerBusy } from './server-busy.ts';

/** Retry waits when the network is down: 1 s, 2 s, 4 s … up to 30 s, or at once on `online`. */
export const retryDelayMs = (failures: number): number => backoffDelay(failures, 1000, 30_000);

/** What sending the oldest stored entry came to (`queued`: entries still stored after it). */
export type Delivery =
  | { kind: 'delivered'; key: string; response: unknown; queued: number }
  /** The server's definite "no" (a 4xx): the entry is removed; its owner decides what next. */
  | { kind: 'refused'; key: string; error: unknown; queued: number }
  | { kind: 'empty' };

/** What the outbox tells the machine that owns it. */
export type OutboxReport =
  | { type: 'outbox.delivered'; key: string; response: unknown; queued: number }
  | { type: 'outbox.refused'; key: string; error: unknown; queued: number }
  | { type: 'outbox.stored'; key: string; queued: number }
  | { type: 'outbox.storeFailed'; key: string; error: unknown }
  /**
   * A send failed and will be tried again (offline, server unreachable, a login to renew, or the
   * server busy: a `ServerBusy` error, tried again after the wait it asked for).
   */
  | { type: 'outbox.stalled'; error: unknown }
  | { type: 'outbox.drained' };

interface Context {
  /** Entries handed over and not yet written to IndexedDB, in order. */
  toStore: NewOutboxEntry[];
  failures: number;
  lastError: unknown;
  flushRequested: boolean;
}

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The answer outbox (the entries live in IndexedDB): every entry is written durably before it is
 * sent (`storeEntry`), then sent one at a time, oldest first (`sendNext`); an entry leaves only
 * when the server has answered it. It flushes when asked (the page, ready for what an earlier page
 * left), after each store, when the browser comes back online, and on a back-off timer while it
 * cannot send. It
 * reports every outcome to its parent; it never decides what a response means.
 */
export const answerOutboxMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'outbox.store'; entry: NewOutboxEntry }
      | { type: 'outbox.flush' }
      | { type: 'network.online' },
  },
  actors: {
    storeEntry: fromPromise<number, NewOutboxEntry>(async () => {
      throw new Error('storeEntry actor not provided');
    }),
    sendNext: fromPromise<Delivery>(async () => {
      throw new Error('sendNext actor not provided');
    }),
  },
  guards: {
    hasEntryToStore: ({ context }) => context.toStore.length > 0,
    isEmpty: (_, delivery: Delivery) => delivery.kind === 'empty',
    isEmptyButAsked: ({ context }, delivery: Delivery) =>
      delivery.kind === 'empty' && context.flushRequested,
    isServerBusy: (_, error: unknown) => isServerBusy(error),
  },
  actions: {
    report: sendParent((_, report: OutboxReport) => report),
    dropStored: assign({ toStore: ({ context }) => context.toStore.slice(1) }),
    recover: assign({ failures: 0, lastError: null }),
    /** A send failed: counted, kept for the retry's wait, and reported to the owner. */
    noteStalled: enqueueActions(({ context, enqueue }, error: unknown) => {
      enqueue.assign({ failures: context.failures + 1, lastError: error });
      enqueue.sendParent({ type: 'outbox.stalled', error } satisfies OutboxReport);
    }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.failures),
    // Exactly what the server asked for (Retry-After): it spreads its waits on purpose.
    serverRetryAfter: ({ context }) =>
      isServerBusy(context.lastError) ? context.lastError.retryAfterMs : 0,
  },
}).createMachine({
  id: 'answerOutbox',
  type: 'parallel',
  context: { toStore: [], failures: 0, lastError: null, flushRequested: false },
  on: {
    'outbox.store': {
      actions: assign({ toStore: ({ context, event }) => [...context.toStore, event.entry] }),
    },
  },
  states: {
    storage: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasEntryToStore', target: 'storing' } },
        storing: {
          invoke: {
            src: 'storeEntry',
            input: ({ context }) => context.toStore[0] as NewOutboxEntry,
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'report',
                  params: ({ context, event }) => ({
                    type: 'outbox.stored',
                    key: context.toStore[0]?.key ?? '',
                    queued: event.output,
                  }),
                },
                'dropStored',
                raise({ type: 'outbox.flush' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'report',
                  params: ({ context, event }) => ({
                    type: 'outbox.storeFailed',
                    key: context.toStore[0]?.key ?? '',
                    error: event.error,
                  }),
                },
                'dropStored',
              ],
            },
          },
        },
      },
    },
    delivery: {
      // Its owner says when to begin (`outbox.flush`), once it listens for the replies.
      initial: 'idle',
      states: {
        idle: { on: { 'outbox.flush': 'flushing', 'network.online': 'flushing' } },
        flushing: {
          entry: assign({ flushRequested: false }),
          invoke: {
            src: 'sendNext',
            onDone: [
              // Something was stored while the store looked empty: look again.
              {
                guard: { type: 'isEmptyButAsked', params: ({ event }) => event.output },
                target: 'flushing',
                reenter: true,
                actions: 'recover',
              },
              {
                guard: { type: 'isEmpty', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['recover', { type: 'report', params: { type: 'outbox.drained' } }],
              },
              {
                target: 'flushing',
                reenter: true,
                actions: [
                  'recover',
                  {
                    type: 'report',
                    params: ({ event }): OutboxReport =>
                      event.output.kind === 'delivered'
                        ? { ...event.output, type: 'outbox.delivered' }
                        : {
                            ...(event.output as Extract<Delivery, { kind: 'refused' }>),
                            type: 'outbox.refused',
                          },
                  },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isServerBusy', params: errorOf },
                target: 'waitingForServer',
                actions: { type: 'noteStalled', params: errorOf },
              },
              { target: 'waitingForNetwork', actions: { type: 'noteStalled', params: errorOf } },
            ],
          },
          // An entry stored while a send is in flight: the loop goes on until the store is
          // empty, and an "empty" that raced the store looks again.
          on: { 'outbox.flush': { actions: assign({ flushRequested: true }) } },
        },
        waitingForNetwork: {
          after: { retryDelay: 'flushing' },
          on: { 'network.online': 'flushing', 'outbox.flush': 'flushing' },
        },
        // The server said it is busy: nothing is sent before the time it gave (a new entry or the
        // network coming back does not shorten it), then the oldest entry goes again.
        waitingForServer: {
          after: { serverRetryAfter: 'flushing' },
          on: { 'outbox.flush': { actions: assign({ flushRequested: true }) } },
        },
      },
    },
  },
});
