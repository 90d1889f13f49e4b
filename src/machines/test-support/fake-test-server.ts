import { createActor, fromPromise } from 'xstate';
import type { AttemptResult, QuestionState } from '../../../shared/contract/interview-responses.ts';
import type { Delivery } from '../answer-outbox.machine.ts';
import { autoSubmitGuardMachine } from '../auto-submit-guard.machine.ts';
import { interviewMachine } from '../interview.machine.ts';
import type { PreparedTest, TestStep } from '../interview-types.ts';
import type { NewOutboxEntry } from '../outbox-entry.ts';
import { answerOutboxMachine } from '../answer-outbox.machine.ts';
import { ServerBusy } from '../server-busy.ts';

/** An error as the HTTP client reports it: no answer at all, or a status. */
export const networkError = () => Object.assign(new Error('Network Error'), { status: undefined });
export const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { status });

/**
 * A stand-in for the API and the device's IndexedDB, for machine tests on a fake clock: a bank of
 * `total` questions with 60 s each, an outbox store, and a connection the test switches.
 */
export function fakeTestServer(total = 3) {
  const store: NewOutboxEntry[] = [];
  const received: NewOutboxEntry[] = [];
  const network = {
    online: true,
    failNext: null as null | (() => Error),
    /** The next sends are answered "busy, come back in this many ms" (503 with Retry-After). */
    busyFor: null as number | null,
  };
  let current = 0;
  let deadline = Date.now() + 60_000;
  // As the server: the first question's minute starts when a start is first answered with it.
  let started = false;
  let closed: AttemptResult | null = null;
  const result = (reason: string): AttemptResult => ({
    totalQuestions: total,
    attemptedQuestionsCount: received.filter((e) => e.kind === 'answer').length,
    rightAnswersCount: 0,
    wrongAnswersCount: 0,
    finalResult: '0%',
    mailBy: 'hr@example.com',
    passed: false,
    submitReason: reason,
    submittedAt: new Date().toISOString(),
    keptForReview: 0,
    passPercent: 75,
  });
  const question = (): TestStep => {
    const state: QuestionState = {
      success: true,
      data:
        current < total
          ? { _id: `q${current}`, question: `Question ${current}?`, options: ['a', 'b', 'c', 'd'] }
          : null,
      attemptId: 'attempt-1',
      currentQuestionIndex: current,
      totalQuestions: total,
      questionsRemaining: Math.max(0, total - current - 1),
      servedAt: new Date().toISOString(),
      deadlineAt: new Date(deadline).toISOString(),
      serverTime: new Date().toISOString(),
      secondsPerQuestion: 60,
    };
    return { kind: 'question', state, receivedAt: Date.now() };
  };
  const server = {
    /** What the server answers an entry; tests may replace it. */
    respond(entry: NewOutboxEntry): TestStep {
      received.push(entry);
      if (closed) return { kind: 'submitted', result: closed, kept: entry.kind === 'answer' };
      if (entry.kind === 'submit') {
        closed = result(entry.payload.reason);
        return { kind: 'submitted', result: closed, kept: false };
      }
      if (entry.payload.currentQuestionIndex === current) {
        current += 1;
        deadline = Date.now() + 60_000;
      }
      return question();
    },
    close(reason: string) {
      closed = result(reason);
    },
  };

  const outbox = answerOutboxMachine.provide({
    actors: {
      storeEntry: fromPromise<number, NewOutboxEntry>(async ({ input }) => {
        if (!store.some((e) => e.key === input.key)) store.push(input);
        return store.length;
      }),
      sendNext: fromPromise<Delivery>(async () => {
        const entry = store[0];
        if (!entry) return { kind: 'empty' };
        if (!network.online) throw networkError();
        if (network.busyFor !== null)
          throw new ServerBusy('Our server is very busy.', network.busyFor);
        const failure = network.failNext?.();
        network.failNext = null;
        if (failure && (failure as { status?: number }).status === undefined) throw failure;
        if (failure && (failure as { status?: number }).status === 401) throw failure;
        store.shift();
        if (failure)
          return { kind: 'refused', key: entry.key, error: failure, queued: store.length };
        return {
          kind: 'delivered',
          key: entry.key,
          response: server.respond(entry),
          queued: store.length,
        };
      }),
    },
  });

  const focus = { blurred: false };
  const prepared: PreparedTest = { answers: [], queuedSubmitReason: null };
  const calls = { start: 0, prepare: 0 };
  const load = { fail: null as null | (() => Error) };

  function start() {
    const emitted: { type: string; [key: string]: unknown }[] = [];
    const actor = createActor(
      interviewMachine.provide({
        actors: {
          prepareTest: fromPromise<PreparedTest, { candidateId: string }>(async () => {
            calls.prepare += 1;
            return prepared;
          }),
          startTest: fromPromise<TestStep, { token: string; deviceId: string }>(async () => {
            calls.start += 1;
            const failure = load.fail?.();
            if (failure) throw failure;
            if (!started) deadline = Date.now() + 60_000;
            started = true;
            return closed ? { kind: 'submitted', result: closed, kept: false } : question();
          }),
          answerOutbox: outbox,
          autoSubmitGuard: autoSubmitGuardMachine.provide({
            guards: { isStillBlurred: () => focus.blurred },
          }),
        },
      }),
      {
        input: {
          candidateId: 'c1',
          token: 'token-1',
          deviceId: 'device-0001',
          monotonicNow: () => Date.now(),
        },
      },
    );
    for (const type of [
      'test.closed',
      'test.takenOver',
      'step.failed',
      'submit.stalled',
      'submit.unloading',
    ] as const)
      actor.on(type, (event) => void emitted.push(event));
    actor.start();
    return { actor, emitted, context: () => actor.getSnapshot().context };
  }

  return {
    store,
    received,
    network,
    server,
    focus,
    prepared,
    calls,
    load,
    start,
    current: () => current,
  };
}
