import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { AttemptResult } from '../../shared/contract/interview-responses.ts';
import { answerOutboxMachine, type OutboxReport } from './answer-outbox.machine.ts';
import { autoSubmitGuardMachine, type SubmitStart } from './auto-submit-guard.machine.ts';
import {
  viewOf,
  type GivenAnswer,
  type PreparedTest,
  type QuestionView,
  type TestStep,
} from './interview-types.ts';
import {
  answerEntry,
  currentAnswer,
  submitEntry,
  withAnswer,
  type CurrentChoice,
  type TestIdentity,
} from './interview-entries.ts';
import { answerKey, submitKey, type NewOutboxEntry } from './outbox-entry.ts';
import { nextOutboxStatus, type OutboxStatus } from './outbox-status.ts';
import { questionClockMachine } from './question-clock.machine.ts';
import { isServerBusy, type PlaceInLine } from './server-busy.ts';

/** Who takes the test; `monotonicNow` defaults to `performance.now()` (tests pass a fake). */
export type InterviewInput = Omit<TestIdentity, 'monotonicNow'> & { monotonicNow?: () => number };
export type { OutboxStatus };

interface Context extends CurrentChoice {
  input: TestIdentity;
  view: QuestionView | null;
  /** The current question's answer is in the outbox (the final submit must not repeat it). */
  currentSent: boolean;
  remainingMs: number;
  answers: GivenAnswer[];
  step: TestStep | null;
  cause: 'next' | 'timeout';
  error: string | null;
  /** The test could not load because the server is busy: it loads again after this wait (ms). */
  loadRetryMs: number | null;
  /**
   * The first start's place in the admission line (issue 42), from the last busy load. Kept while
   * the page asks again, so the place stays on screen between answers; gone with the start's answer.
   */
  queue: PlaceInLine | null;
  result: AttemptResult | null;
  keptOnClose: boolean;
  outbox: OutboxStatus;
  submitReason: string | null;
}

type Trigger =
  'trigger.hidden' | 'trigger.navigation' | 'trigger.unload' | 'trigger.blur' | 'trigger.focus';

interface Failure {
  phase: 'load' | 'answer' | 'submit';
  error: unknown;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The interview machine's parts, each named: the machine itself reads like a diagram. */
export const interviewSetup = setup({
  types: {
    context: {} as Context,
    input: {} as InterviewInput,
    events: {} as
      | { type: 'answer.select'; optionIndex: number }
      | { type: 'question.next' }
      | { type: 'test.retry' }
      | { type: 'network.online' }
      | { type: Trigger }
      | { type: 'clock.tick'; remainingMs: number }
      | { type: 'clock.expired' }
      | SubmitStart
      | OutboxReport,
    emitted: {} as
      /**
       * `closedBefore`: the attempt was already closed when this page opened (no question shown,
       * nothing submitted from here), e.g. `/interview` opened again after the test.
       */
      | { type: 'test.closed'; result: AttemptResult; kept: boolean; closedBefore: boolean }
      | { type: 'test.takenOver' }
      | { type: 'step.failed'; phase: 'load' | 'answer' | 'submit'; error: unknown }
      | { type: 'submit.stalled'; reason: string; error: unknown }
      | { type: 'submit.unloading'; entry: NewOutboxEntry },
  },
  actors: {
    prepareTest: fromPromise<PreparedTest, { candidateId: string }>(async () => {
      throw new Error('prepareTest actor not provided');
    }),
    startTest: fromPromise<TestStep, { token: string; deviceId: string }>(async () => {
      throw new Error('startTest actor not provided');
    }),
    answerOutbox: answerOutboxMachine,
    autoSubmitGuard: autoSubmitGuardMachine,
    questionClock: questionClockMachine,
  },
  guards: {
    hasQueuedSubmit: (_, prepared: PreparedTest) => prepared.queuedSubmitReason !== null,
    isQuestion: ({ context }) =>
      context.step?.kind === 'question' && context.step.state.data !== null,
    isAllAnswered: ({ context }) =>
      context.step?.kind === 'question' && context.step.state.data === null,
    isTakenOver: ({ context }) => context.step?.kind === 'taken-over',
    isLastQuestion: ({ context }) => context.view?.questionsRemaining === 0,
    isForCurrentAnswer: ({ context }, key: string) =>
      context.view !== null && key === answerKey(context.input.candidateId, context.view.index),
    isForSubmit: ({ context }, key: string) => key === submitKey(context.input.candidateId),
    isServerBusy: (_, error: unknown) => isServerBusy(error),
    isBusyLoad: ({ context }) => context.loadRetryMs !== null,
  },
  delays: {
    // The wait the busy server asked for before the test loads again.
    loadRetryDelay: ({ context }) => context.loadRetryMs ?? 0,
  },
  actions: {
    takeStep: assign({ step: (_, step: TestStep) => step }),
    leaveLine: assign({ queue: null }),
    showQuestion: assign(({ context }) => {
      const view = context.step?.kind === 'question' ? viewOf(context.step) : null;
      const now = context.input.monotonicNow();
      return {
        view,
        selected: null,
        shownAt: now,
        selectedAt: now,
        currentSent: false,
        remainingMs: view ? Math.max(0, view.deadlineAt - Date.now()) : 0,
        error: null,
      };
    }),
    toggleOption: assign(({ context, event }) => {
      assertEvent(event, 'answer.select');
      // One answer per question (the rules): choosing an option replaces the choice, choosing it
      // again clears it; what the candidate sees checked is exactly what is sent.
      const selected = context.selected === event.optionIndex ? null : event.optionIndex;
      return { selected, selectedAt: context.input.monotonicNow() };
    }),
    storeAnswer: enqueueActions(({ context, enqueue }) => {
      const { view, input } = context;
      if (!view) return;
      const answer = currentAnswer(input, view, context);
      enqueue.sendTo('outbox', {
        type: 'outbox.store' as const,
        entry: answerEntry(input, view, answer),
      });
      enqueue.assign({ currentSent: true, answers: withAnswer(context.answers, answer) });
    }),
    /**
     * Builds the one final submission (every answer this device knows, the current choice
     * included unless its answer is already on its way) and hands it to the outbox. On a
     * refresh or close it is also kept where the dying page can still keep it.
     */
    storeSubmit: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'submit.start');
      const { view, input } = context;
      const answers =
        view && !context.currentSent && context.selected !== null
          ? withAnswer(context.answers, currentAnswer(input, view, context))
          : context.answers;
      const entry = submitEntry(input, view, answers, event);
      enqueue.sendTo('outbox', { type: 'outbox.store' as const, entry });
      // The page is going away: the hook keeps it synchronously (the emit runs in this call).
      if (event.reason === 'reload') enqueue.emit({ type: 'submit.unloading' as const, entry });
      enqueue.assign({ answers, submitReason: event.reason });
    }),
    /** A step failed: the page shows why, and the hook tells the candidate (a toast). */
    recordFailure: enqueueActions(({ enqueue }, failure: Failure) => {
      const busy = failure.phase === 'load' && isServerBusy(failure.error) ? failure.error : null;
      enqueue.assign({
        error: errorText(failure.error),
        loadRetryMs: busy?.retryAfterMs ?? null,
        queue: busy?.queue ?? null,
      });
      enqueue.emit({ type: 'step.failed' as const, ...failure });
    }),
    forwardToGuard: sendTo('guard', ({ event }) => event as { type: Trigger }),
    forwardToOutbox: sendTo('outbox', ({ event }) => event as { type: 'network.online' }),
    noteOutbox: assign({
      outbox: ({ context, event }) => nextOutboxStatus(context.outbox, event as OutboxReport),
    }),
  },
});
