import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { practicalCountdownMachine, type PracticalClock } from './practical-countdown.machine.ts';

const start = new Date('2026-11-22T10:00:00.000Z').getTime();

/**
 * A server whose answers the test scripts: each call returns the next value of `leftSeconds`, or
 * the seconds left until a deadline (a truthful server), read when the call arrives; the answer
 * then takes `answerTakesMs` (by the fake clock) to come back.
 */
function runCountdown(answers: number[] | { deadline: number }, answerTakesMs = 0) {
  let calls = 0;
  const leftAt = (now: number) =>
    'deadline' in answers
      ? Math.ceil((answers.deadline - now) / 1000)
      : (answers[Math.min(calls, answers.length - 1)] ?? 0);
  const actor = createActor(
    practicalCountdownMachine.provide({
      actors: {
        fetchClock: fromPromise<PracticalClock>(async () => {
          const sentAt = Date.now();
          const leftSeconds = leftAt(sentAt);
          calls += 1;
          if (answerTakesMs > 0) await new Promise((resolve) => setTimeout(resolve, answerTakesMs));
          return { leftSeconds, sentAt, receivedAt: Date.now() };
        }),
      },
    }),
  ).start();
  return { actor, left: () => actor.getSnapshot().context.leftMs, calls: () => calls };
}

describe('practicalCountdownMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down each second from the server's time left, reaches 00:00:00 and stays there", async () => {
    const { actor, left } = runCountdown([3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(left()).toBe(3000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(left()).toBe(2000);
    expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(left()).toBe(0);
    expect(actor.getSnapshot().matches({ counting: 'timeUp' })).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(left()).toBe(0);
  });

  it('is time up at once when the server says no time is left (the reason becomes required)', async () => {
    const { actor } = runCountdown([0]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ counting: 'timeUp' })).toBe(true);
  });

  it('corrects a drifted clock at the next resync', async () => {
    // The device believes 2 h are left; the server, a minute later, says 30 minutes.
    const { left, calls } = runCountdown([7200, 1800]);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(2);
    expect(left()).toBe(1_800_000);
  });

  it('re-synchronises on request (page visible again after a sleep) and never stretches time', async () => {
    const { actor, left } = runCountdown([600, 100, 300]);
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(start + 500_000); // slept: no timers ran
    await vi.advanceTimersByTimeAsync(1000);
    expect(left()).toBe(99_000); // recomputed from the deadline, not counted down
    // The server's 100 s (rounded up) agrees with the 99 s left: the countdown stays as it is.
    actor.send({ type: 'clock.resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(left()).toBe(99_000);
    // A device clock set back while asleep: the server's answer proves the deadline wrong.
    actor.send({ type: 'clock.resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(left()).toBe(300_000);
  });

  it('counts a slow first answer from when it was asked: never more time than the server gives', async () => {
    // The server saw 600 s left somewhere in the 20 s the answer took.
    const { left } = runCountdown([600], 20_000);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(left()).toBe(580_000);
  });

  it('keeps its countdown through slow answers that agree with it: no jump back, no mark heard twice', async () => {
    // The server's deadline is 10 minutes away; each answer is read when asked and arrives 40 s later.
    const { left, calls } = runCountdown({ deadline: start + 600_000 }, 40_000);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(left()).toBe(560_000);
    const seen = [left()];
    for (let second = 0; second < 300; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      seen.push(left());
    }
    expect(calls()).toBe(4);
    // Every second, one second less: no answer moved the countdown back or forward.
    expect(seen.filter((ms, i) => i > 0 && ms !== (seen[i - 1] ?? 0) - 1000)).toEqual([]);
  });

  it('leaves a reached zero when a resync shows time was left after all', async () => {
    const { actor } = runCountdown([0, 300]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ counting: 'timeUp' })).toBe(true);
    actor.send({ type: 'clock.resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
  });

  it('reports a failed first load', async () => {
    const actor = createActor(
      practicalCountdownMachine.provide({
        actors: {
          fetchClock: fromPromise<PracticalClock>(async () =>
            Promise.reject(new Error('Start the practical round first.')),
          ),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Start the practical round first.');
  });
});
