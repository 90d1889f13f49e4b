import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { answerOutboxMachine, retryDelayMs } from './answer-outbox.machine.ts';

/** A stand-in for the IndexedDB outbox and the network: a queue and a switchable connection. */
function fakeOutbox(initial: string[]) {
  const queue = [...initial];
  const delivered: string[] = [];
  const network = { online: true, attempts: 0 };
  const flushNext = fromPromise<'more' | 'empty'>(async () => {
    const next = queue[0];
    if (next === undefined) return 'empty';
    network.attempts += 1;
    if (!network.online) throw new Error('Network Error');
    delivered.push(next);
    queue.shift();
    return 'more';
  });
  return { queue, delivered, network, flushNext };
}

describe('answerOutboxMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replays what an earlier page left queued, in order and once, as soon as it starts', async () => {
    const outbox = fakeOutbox(['a0', 'a1', 'submit']);
    const actor = createActor(
      answerOutboxMachine.provide({ actors: { flushNext: outbox.flushNext } }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1', 'submit']);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1', 'submit']);
  });

  it('waits while offline, retries with backoff, and sends everything when the connection returns', async () => {
    const outbox = fakeOutbox(['a0']);
    outbox.network.online = false;
    const actor = createActor(
      answerOutboxMachine.provide({ actors: { flushNext: outbox.flushNext } }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waitingForNetwork');
    outbox.queue.push('a1');
    actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outbox.delivered).toEqual([]);
    const attemptsWhileOffline = outbox.network.attempts;
    expect(attemptsWhileOffline).toBeGreaterThan(2);
    expect(attemptsWhileOffline).toBeLessThan(10); // backing off, not hammering
    outbox.network.online = true;
    expect(actor.getSnapshot().context.lastError).toEqual(new Error('Network Error'));
    actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.delivered).toEqual(['a0', 'a1']);
    expect(actor.getSnapshot().value).toBe('idle');
    // Once sent, the last failure is forgotten (the page stops showing its notice).
    expect(actor.getSnapshot().context.lastError).toBeNull();
  });

  it('sends an entry added while another is in flight', async () => {
    const delivered: string[] = [];
    const queue: string[] = [];
    let release: () => void = () => {};
    let calls = 0;
    const flushNext = fromPromise<'more' | 'empty'>(async () => {
      calls += 1;
      if (calls === 1) {
        // The first look finds nothing, but answers only after a new entry was added.
        await new Promise<void>((resolve) => (release = resolve));
        return 'empty';
      }
      const next = queue.shift();
      if (next === undefined) return 'empty';
      delivered.push(next);
      return 'more';
    });
    const actor = createActor(answerOutboxMachine.provide({ actors: { flushNext } })).start();
    queue.push('late');
    actor.send({ type: 'outbox.flush' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual(['late']);
  });

  it('backs off 1, 2, 4 … seconds, capped at 30', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
