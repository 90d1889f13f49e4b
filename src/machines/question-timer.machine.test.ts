import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  questionTimerMachine,
  type QuestionView,
  type TestProgress,
} from './question-timer.machine.ts';

const start = new Date('2026-11-22T10:00:00.000Z').getTime();

function view(index: number, total = 3, deadlineInMs = 60_000): QuestionView {
  return {
    questionId: `q${index}`,
    question: `Question ${index}?`,
    options: ['a', 'b', 'c', 'd'],
    index,
    total,
    questionsRemaining: total - index - 1,
    deadlineAt: Date.now() + deadlineInMs,
  };
}

/** The machine with a test bank: `submitAnswer` serves the next question with a fresh 60 s. */
function runTimer(first: TestProgress = { kind: 'question', view: view(0) }) {
  const submitted: { index: number; selected: number | null; at: number }[] = [];
  const emitted: { type: string; [key: string]: unknown }[] = [];
  const actor = createActor(
    questionTimerMachine.provide({
      actors: {
        loadTest: fromPromise(async () => first),
        submitAnswer: fromPromise(async ({ input }) => {
          submitted.push({ index: input.view.index, selected: input.selected, at: Date.now() });
          return {
            kind: 'question',
            view: view(input.view.index + 1, input.view.total),
          } as TestProgress;
        }),
      },
    }),
  );
  for (const type of ['test.finish', 'test.closed', 'step.failed'] as const)
    actor.on(type, (e) => void emitted.push(e));
  actor.start();
  return { actor, submitted, emitted, ctx: () => actor.getSnapshot().context };
}

describe('questionTimerMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('submits the current selection at exactly zero, not a millisecond before', async () => {
    const { actor, submitted } = runTimer();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'answer.select', optionIndex: 2 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(submitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('answering');
    await vi.advanceTimersByTimeAsync(1);
    expect(submitted).toEqual([{ index: 0, selected: 2, at: start + 60_000 }]);
  });

  it('shows the time left from the deadline and resets to 60 s with no selection on a new question', async () => {
    const { actor, ctx } = runTimer();
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().remainingMs).toBe(60_000);
    actor.send({ type: 'answer.select', optionIndex: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ctx().remainingMs).toBe(30_000);
    actor.send({ type: 'question.next' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().view?.index).toBe(1);
    expect(ctx().selected).toBeNull();
    expect(ctx().remainingMs).toBe(60_000);
  });

  it('keeps one answer per question: a new choice replaces the old, the same choice clears it', async () => {
    const { actor, ctx } = runTimer();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'answer.select', optionIndex: 0 });
    actor.send({ type: 'answer.select', optionIndex: 3 });
    expect(ctx().selected).toBe(3);
    actor.send({ type: 'answer.select', optionIndex: 3 });
    expect(ctx().selected).toBeNull();
  });

  it('moves on as soon as it notices the clock jumped past the deadline (a sleeping laptop)', async () => {
    const { submitted } = runTimer();
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(start + 95_000); // the device slept: no timer ran meanwhile
    await vi.advanceTimersByTimeAsync(250);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.selected).toBeNull();
  });

  it('submits at once a question whose deadline passed before the page loaded', async () => {
    const { submitted } = runTimer({ kind: 'question', view: view(0, 3, -10_000) });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toEqual([{ index: 0, selected: null, at: start }]);
  });

  it('asks for the final submit on the last question: "completed" on Next, "time-up" at zero', async () => {
    const manual = runTimer({ kind: 'question', view: view(2) });
    await vi.advanceTimersByTimeAsync(0);
    manual.actor.send({ type: 'answer.select', optionIndex: 1 });
    manual.actor.send({ type: 'question.next' });
    expect(manual.emitted).toEqual([{ type: 'test.finish', reason: 'completed', selected: 1 }]);
    expect(manual.submitted).toEqual([]);

    const timed = runTimer({ kind: 'question', view: view(2) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(timed.emitted).toEqual([{ type: 'test.finish', reason: 'time-up', selected: null }]);
  });

  it('reports a closed attempt straight away', async () => {
    const result = {
      totalQuestions: 3,
      attemptedQuestionsCount: 1,
      rightAnswersCount: 1,
      wrongAnswersCount: 0,
      finalResult: '33.33%',
      mailBy: 'hr@x.example',
      passed: false,
      submitReason: 'reload',
      submittedAt: new Date(start).toISOString(),
    };
    const { actor, emitted } = runTimer({ kind: 'submitted', result });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'test.closed', result }]);
  });

  it('stops for good when the test is being submitted', async () => {
    const { actor, submitted } = runTimer();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'test.stop' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(submitted).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
