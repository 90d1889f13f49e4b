import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, sendTo, setup } from 'xstate';
import {
  answerOutboxMachine,
  retryDelayMs,
  type Delivery,
  type OutboxReport,
} from './answer-outbox.machine.ts';
import type { NewOutboxEntry } from './outbox-entry.ts';
import { ServerBusy } from './server-busy.ts';

const entry = (key: string): NewOutboxEntry => ({
  key,
  candidateId: 'c1',
  token: 't',
  deviceId: 'device-0001',
  kind: 'answer',
  payload: { currentQuestionIndex: 0, selectedOptionIndex: 1, questionId: 'q0' },
});

type OutboxEvent = Parameters<
  ReturnType<typeof createActor<typeof answerOutboxMachine>>['send']
>[0];

/** The outbox in a stand-in parent recording its reports, over an in-memory store and a network. */
function runOutbox(initial: string[] = []) {
  const stored = initial.map(entry);
  const delivered: string[] = [];
  const reports: OutboxReport[] = [];
  const network = {
    online: true,
    attempts: 0,
    storeGate: Promise.resolve(),
    /** The next send is answered "busy, come back in this many ms" (503 with Retry-After). */
    busyFor: null as number | null,
  };
  const outbox = answerOutboxMachine.provide({
    actors: {
      storeEntry: fromPromise<number, NewOutboxEntry>(async ({ input }) => {
        await network.storeGate;
        stored.push(input);
        return stored.length;
      }),
      sendNext: fromPromise<Delivery>(async () => {
        const next = stored[0];
        if (!next) return { kind: 'empty' };
        network.attempts += 1;
        if (!network.online) throw new Error('Network Error');
        if (network.busyFor !== null) {
          const wait = network.busyFor;
          network.busyFor = null;
          throw new ServerBusy('Our server is very busy just now.', wait);
        }
        stored.shift();
        delivered.push(next.key);
        return {
          kind: 'delivered',
          key: next.key,
          response: `ok ${next.key}`,
          queued: stored.length,
        };
      }),
    },
  });
  const parent = setup({
    types: { events: {} as OutboxEvent | OutboxReport },
    actors: { outbox },
  }).createMachine({
    invoke: { id: 'outbox', src: 'outbox' },
    on: {
      'outbox.*': [
        {
          guard: ({ event }) => ['outbox.store', 'outbox.flush'].includes(event.type),
          actions: sendTo('outbox', ({ event }) => event as OutboxEvent),
        },
        { actions: ({ event }) => void reports.push(event as OutboxReport) },
      ],
      'network.online': { actions: sendTo('outbox', { type: 'network.online' }) },
    },
  });
  const actor = createActor(parent).start();
  const state = () =>
    actor.getSnapshot().children.outbox?.getSnapshot() as {
      value: { delivery: string };
      context: { lastError: unknown };
    };
  return { actor, stored, delivered, reports, network, state };
}

describe('answerOutboxMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('replays what an earlier page left queued, in order and once, when asked', async () => {
    const outbox = runOutbox(['a0', 'a1', 'submit']);
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual([]); // not before its owner listens
    outbox.actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1', 'submit']);
    expect(outbox.reports.map((r) => r.type)).toEqual([
      'outbox.delivered',
      'outbox.delivered',
      'outbox.delivered',
      'outbox.drained',
    ]);
    outbox.actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1', 'submit']);
  });

  it('sends nothing before it is stored, then reports the store and sends it', async () => {
    const outbox = runOutbox();
    let release = () => {};
    outbox.network.storeGate = new Promise<void>((resolve) => (release = resolve));
    outbox.actor.send({ type: 'outbox.store', entry: entry('a0') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(outbox.delivered).toEqual([]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.reports.slice(0, 2)).toMatchObject([
      { type: 'outbox.stored', key: 'a0', queued: 1 },
      { type: 'outbox.delivered', key: 'a0', response: 'ok a0', queued: 0 },
    ]);
  });

  it('waits while offline, retries with back-off, and sends everything when the connection returns', async () => {
    const outbox = runOutbox(['a0']);
    outbox.network.online = false;
    outbox.actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.state().value.delivery).toBe('waitingForNetwork');
    expect(outbox.reports).toMatchObject([{ type: 'outbox.stalled' }]);
    outbox.actor.send({ type: 'outbox.store', entry: entry('a1') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outbox.delivered).toEqual([]);
    expect(outbox.network.attempts).toBeGreaterThan(2);
    expect(outbox.network.attempts).toBeLessThan(10); // backing off, not hammering
    expect(outbox.state().context.lastError).toEqual(new Error('Network Error'));
    outbox.network.online = true;
    outbox.actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1']);
    expect(outbox.reports.at(-1)).toEqual({ type: 'outbox.drained' });
  });

  it('waits exactly as long as a busy server asks, whatever else happens, then sends everything', async () => {
    const outbox = runOutbox(['a0']);
    outbox.network.busyFor = 7000;
    outbox.actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.state().value.delivery).toBe('waitingForServer');
    expect(outbox.reports).toEqual([
      { type: 'outbox.stalled', error: new ServerBusy('Our server is very busy just now.', 7000) },
    ]);
    // A new answer and the network coming back do not cut the wait short.
    outbox.actor.send({ type: 'outbox.store', entry: entry('a1') });
    outbox.actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(6999);
    expect(outbox.network.attempts).toBe(1);
    expect(outbox.delivered).toEqual([]);
    expect(outbox.stored.map((e) => e.key)).toEqual(['a0', 'a1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(outbox.delivered).toEqual(['a0', 'a1']);
    expect(outbox.network.attempts).toBe(3);
    expect(outbox.reports.at(-1)).toEqual({ type: 'outbox.drained' });
  });

  it('sends an entry stored while another is in flight', async () => {
    const outbox = runOutbox(['a0']);
    outbox.actor.send({ type: 'outbox.flush' });
    outbox.actor.send({ type: 'outbox.store', entry: entry('a1') });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1']);
    expect(outbox.state().value.delivery).toBe('idle');
  });

  it('backs off 1, 2, 4 … seconds, capped at 30', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
