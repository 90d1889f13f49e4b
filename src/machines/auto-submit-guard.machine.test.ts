import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import { autoSubmitGuardMachine, type SubmitStart } from './auto-submit-guard.machine.ts';

type GuardEvent = Parameters<
  ReturnType<typeof createActor<typeof autoSubmitGuardMachine>>['send']
>[0];

/** The guard inside a stand-in parent that records what it is asked to submit. */
function runGuard(options: { stillBlurred?: boolean } = {}) {
  const submissions: { reason: string; observed: string[] }[] = [];
  const parent = setup({
    types: { events: {} as GuardEvent | SubmitStart },
    actors: {
      guard: autoSubmitGuardMachine.provide({
        guards: { isStillBlurred: () => options.stillBlurred ?? true },
      }),
    },
  }).createMachine({
    invoke: { id: 'guard', src: 'guard' },
    on: {
      'submit.start': {
        actions: ({ event }) => {
          const { reason, observed } = event as SubmitStart;
          submissions.push({ reason, observed: observed.map((e) => e.type) });
        },
      },
      '*': { actions: sendTo('guard', ({ event }) => event as GuardEvent) },
    },
  });
  const actor = createActor(parent).start();
  const guard = () =>
    actor.getSnapshot().children.guard?.getSnapshot() as { value: unknown; status: string };
  return { actor, submissions, guard };
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
      const { actor, submissions, guard } = runGuard();
      actor.send(event);
      await vi.advanceTimersByTimeAsync(1000);
      expect(submissions.map((s) => s.reason)).toEqual([reason]);
      expect(guard().value).toBe('submitting');
      actor.send({ type: 'submit.delivered' });
      expect(guard().status).toBe('done');
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
    const { actor, submissions, guard } = runGuard();
    actor.send({ type: 'trigger.blur' });
    await vi.advanceTimersByTimeAsync(999);
    actor.send({ type: 'trigger.focus' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submissions).toEqual([]);
    expect(guard().value).toBe('armed');
    actor.send({ type: 'trigger.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submissions).toEqual([
      { reason: 'tab-hidden', observed: ['focus-lost', 'focus-regained', 'tab-hidden'] },
    ]);
  });

  it('submits nothing when the window has focus again at the 1 s check', async () => {
    const { actor, submissions, guard } = runGuard({ stillBlurred: false });
    actor.send({ type: 'trigger.blur' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(submissions).toEqual([]);
    expect(guard().value).toBe('armed');
  });

  it('waits the full second before a blur counts', async () => {
    const { actor, submissions } = runGuard();
    actor.send({ type: 'trigger.blur' });
    await vi.advanceTimersByTimeAsync(999);
    expect(submissions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(submissions.map((s) => s.reason)).toEqual(['focus-lost']);
  });

  it('asks once, ignores later triggers while the submission is on its way, and ends when it is delivered', async () => {
    const { actor, submissions, guard } = runGuard();
    actor.send({ type: 'trigger.hidden' });
    actor.send({ type: 'trigger.navigation' });
    await vi.advanceTimersByTimeAsync(5000);
    actor.send({ type: 'trigger.unload' });
    actor.send({ type: 'submit.request', reason: 'completed' });
    expect(submissions.map((s) => s.reason)).toEqual(['tab-hidden']);
    actor.send({ type: 'submit.delivered' });
    actor.send({ type: 'trigger.hidden' });
    expect(guard().status).toBe('done');
    expect(submissions).toHaveLength(1);
  });

  it('adopts a submission already queued by an earlier page', async () => {
    const { actor, submissions, guard } = runGuard();
    actor.send({ type: 'submit.queued', reason: 'reload' });
    actor.send({ type: 'trigger.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submissions).toEqual([]); // nothing more to send: it is stored already
    expect(guard().value).toBe('submitting');
  });
});
