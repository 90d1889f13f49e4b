import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AttemptResult } from '../../shared/contract/interview-responses.ts';
import { autoSubmitGuardMachine } from './auto-submit-guard.machine.ts';

const result: AttemptResult = {
  totalQuestions: 10,
  attemptedQuestionsCount: 4,
  rightAnswersCount: 3,
  wrongAnswersCount: 1,
  finalResult: '30%',
  mailBy: 'hr@x.example',
  passed: false,
  submitReason: 'tab-hidden',
  submittedAt: '2026-11-22T10:00:00.000Z',
};

type GuardEvent = Parameters<
  ReturnType<typeof createActor<typeof autoSubmitGuardMachine>>['send']
>[0];

function runGuard(options: { stillBlurred?: boolean; fail?: boolean } = {}) {
  const submissions: { reason: string; observed: string[] }[] = [];
  const emitted: { type: string; reason: string }[] = [];
  const actor = createActor(
    autoSubmitGuardMachine.provide({
      guards: { isStillBlurred: () => options.stillBlurred ?? true },
      actors: {
        finalSubmit: fromPromise(async ({ input }) => {
          submissions.push({ reason: input.reason, observed: input.observed.map((e) => e.type) });
          if (options.fail) throw new Error('offline');
          return result;
        }),
      },
    }),
  );
  actor.on('submit.succeeded', (e) => void emitted.push({ type: e.type, reason: e.reason }));
  actor.on('submit.failed', (e) => void emitted.push({ type: e.type, reason: e.reason }));
  actor.start();
  return { actor, submissions, emitted };
}

const triggers: [string, GuardEvent, string][] = [
  ['tab hidden', { type: 'trigger.hidden' }, 'tab-hidden'],
  ['back/forward', { type: 'trigger.navigation' }, 'navigation'],
  ['refresh or close', { type: 'trigger.unload' }, 'reload'],
  ['focus lost', { type: 'trigger.blur' }, 'focus-lost'],
  ['final submit', { type: 'submit.request', reason: 'completed' }, 'completed'],
  ['time up', { type: 'submit.request', reason: 'time-up' }, 'time-up'],
];

describe('autoSubmitGuardMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(triggers)(
    'submits once with its reason when %s fires alone',
    async (_, event, reason) => {
      const { actor, submissions, emitted } = runGuard();
      actor.send(event);
      await vi.advanceTimersByTimeAsync(1000);
      expect(submissions.map((s) => s.reason)).toEqual([reason]);
      expect(emitted).toEqual([{ type: 'submit.succeeded', reason }]);
      expect(actor.getSnapshot().status).toBe('done');
    },
  );

  const pairs = triggers.flatMap((first) =>
    triggers.filter((second) => second !== first).map((second) => [first, second] as const),
  );
  it.each(pairs.map(([a, b]) => [a[0], b[0], a, b] as const))(
    'submits once, with the first reason, when %s and %s fire together',
    async (_a, _b, first, second) => {
      const { actor, submissions } = runGuard();
      actor.send(first[1]);
      actor.send(second[1]);
      await vi.advanceTimersByTimeAsync(5000);
      actor.send(second[1]);
      actor.send(first[1]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(submissions.map((s) => s.reason)).toEqual([first[2]]);
    },
  );

  it('submits nothing when focus comes back within 1 s, and logs both for the proctor', async () => {
    const { actor, submissions } = runGuard();
    actor.send({ type: 'trigger.blur' });
    await vi.advanceTimersByTimeAsync(999);
    actor.send({ type: 'trigger.focus' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submissions).toEqual([]);
    expect(actor.getSnapshot().value).toBe('armed');
    actor.send({ type: 'trigger.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submissions).toEqual([
      { reason: 'tab-hidden', observed: ['focus-lost', 'focus-regained', 'tab-hidden'] },
    ]);
  });

  it('submits nothing when the window has focus again at the 1 s check', async () => {
    const { actor, submissions } = runGuard({ stillBlurred: false });
    actor.send({ type: 'trigger.blur' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(submissions).toEqual([]);
    expect(actor.getSnapshot().value).toBe('armed');
  });

  it('waits the full second before a blur counts', async () => {
    const { actor, submissions } = runGuard();
    actor.send({ type: 'trigger.blur' });
    await vi.advanceTimersByTimeAsync(999);
    expect(submissions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(submissions.map((s) => s.reason)).toEqual(['focus-lost']);
  });

  it('keeps a failed submission queued, ignores later triggers, and completes when it is delivered', async () => {
    const { actor, submissions, emitted } = runGuard({ fail: true });
    actor.send({ type: 'trigger.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toEqual([{ type: 'submit.failed', reason: 'tab-hidden' }]);
    expect(actor.getSnapshot().value).toBe('queued');
    actor.send({ type: 'trigger.navigation' });
    actor.send({ type: 'trigger.unload' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(submissions).toHaveLength(1);
    actor.send({ type: 'submit.delivered', result });
    actor.send({ type: 'submit.delivered', result });
    expect(emitted).toEqual([
      { type: 'submit.failed', reason: 'tab-hidden' },
      { type: 'submit.succeeded', reason: 'tab-hidden' },
    ]);
  });

  it('adopts a submission already queued by an earlier page', async () => {
    const { actor, submissions } = runGuard();
    actor.send({ type: 'submit.queued', reason: 'reload' });
    actor.send({ type: 'trigger.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submissions).toEqual([]);
    expect(actor.getSnapshot().value).toBe('queued');
  });
});
