import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { AttemptResult } from '../../shared/contract/interview-responses.ts';

/** A question as the timer runs it; `deadlineAt` is the server's deadline in this device's clock. */
export interface QuestionView {
  questionId: string;
  question: string;
  options: string[];
  index: number;
  total: number;
  /** Questions after this one (0: this is the last, answered with the final submit). */
  questionsRemaining: number;
  deadlineAt: number;
}

/** What loading the test or submitting an answer leads to. */
export type TestProgress =
  | { kind: 'question'; view: QuestionView }
  | { kind: 'all-answered' }
  | { kind: 'submitted'; result: AttemptResult };

export type FinishReason = 'completed' | 'time-up';

interface Context {
  /** The last answer from the server, until `routing` has acted on it. */
  progress: TestProgress | null;
  view: QuestionView | null;
  selected: number | null;
  remainingMs: number;
  cause: 'next' | 'timeout';
  error: string | null;
}

const tickMs = 250;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const remainingOf = (view: QuestionView | null) =>
  view ? Math.max(0, view.deadlineAt - Date.now()) : 0;

/**
 * One question at a time against the server's deadline (spec §4, step 2). The time left is
 * recomputed from the deadline on every tick, never counted down, so a sleeping laptop or a
 * throttled tab cannot stretch it; the move on at zero is a delayed transition to the deadline.
 * At zero (or on "Next Question") the current selection is submitted and the next question shown
 * with its selection cleared; on the last question the machine asks for the final submit instead.
 */
export const questionTimerMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'answer.select'; optionIndex: number }
      | { type: 'question.next' }
      | { type: 'tick' }
      | { type: 'retry' }
      | { type: 'test.stop' },
    emitted: {} as
      | { type: 'test.finish'; reason: FinishReason; selected: number | null }
      | { type: 'test.closed'; result: AttemptResult }
      | { type: 'step.failed'; phase: 'load' | 'submit'; error: unknown },
  },
  actors: {
    loadTest: fromPromise<TestProgress>(async () => {
      throw new Error('loadTest actor not provided');
    }),
    submitAnswer: fromPromise<TestProgress, { view: QuestionView; selected: number | null }>(
      async () => {
        throw new Error('submitAnswer actor not provided');
      },
    ),
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'tick' }), tickMs);
      return () => clearInterval(id);
    }),
  },
  guards: {
    isQuestion: ({ context }) => context.progress?.kind === 'question',
    isAllAnswered: ({ context }) => context.progress?.kind === 'all-answered',
    isLastQuestion: ({ context }) => context.view?.questionsRemaining === 0,
    isTimeUp: ({ context }) => remainingOf(context.view) === 0,
  },
  actions: {
    showProgress: assign(({ context }) => {
      const view = context.progress?.kind === 'question' ? context.progress.view : null;
      return { view, selected: null, remainingMs: remainingOf(view), error: null };
    }),
    updateRemaining: assign({ remainingMs: ({ context }) => remainingOf(context.view) }),
    toggleOption: assign({
      // One answer per question (the rules): choosing an option replaces the choice, choosing
      // it again clears it — what the candidate sees checked is exactly what is sent.
      selected: ({ context, event }) => {
        assertEvent(event, 'answer.select');
        return context.selected === event.optionIndex ? null : event.optionIndex;
      },
    }),
    rememberError: assign({
      error: (_, error: unknown) => (error instanceof Error ? error.message : String(error)),
    }),
    emitClosed: emit(({ context }) => ({
      type: 'test.closed' as const,
      result: (context.progress as Extract<TestProgress, { kind: 'submitted' }>).result,
    })),
  },
  delays: {
    untilDeadline: ({ context }) => remainingOf(context.view),
  },
}).createMachine({
  id: 'questionTimer',
  initial: 'loading',
  context: {
    progress: null,
    view: null,
    selected: null,
    remainingMs: 0,
    cause: 'next',
    error: null,
  },
  on: { 'test.stop': '.stopped' },
  states: {
    loading: {
      invoke: {
        src: 'loadTest',
        onDone: { target: 'routing', actions: assign({ progress: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            emit(({ event }) => ({
              type: 'step.failed' as const,
              phase: 'load' as const,
              error: event.error,
            })),
          ],
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    // Where the server's answer (to loading or to an answer) leads.
    routing: {
      always: [
        { guard: 'isQuestion', target: 'answering', actions: 'showProgress' },
        { guard: 'isAllAnswered', target: 'finishing', actions: assign({ cause: 'next' }) },
        { target: 'closed', actions: 'emitClosed' },
      ],
    },
    answering: {
      entry: 'updateRemaining',
      invoke: { src: 'ticker' },
      after: { untilDeadline: { target: 'settling', actions: assign({ cause: 'timeout' }) } },
      on: {
        // The delayed transition covers a running page; this covers a clock that jumped (sleep).
        tick: [
          { guard: 'isTimeUp', target: 'settling', actions: assign({ cause: 'timeout' }) },
          { actions: 'updateRemaining' },
        ],
        'answer.select': { actions: 'toggleOption' },
        'question.next': { target: 'settling', actions: assign({ cause: 'next' }) },
      },
    },
    settling: {
      always: [{ guard: 'isLastQuestion', target: 'finishing' }, { target: 'sending' }],
    },
    sending: {
      invoke: [
        { src: 'ticker' },
        {
          src: 'submitAnswer',
          input: ({ context }) => ({
            view: context.view as QuestionView,
            selected: context.selected,
          }),
          onDone: { target: 'routing', actions: assign({ progress: ({ event }) => event.output }) },
          onError: {
            target: 'sendFailed',
            actions: [
              assign({ error: ({ event }) => errorText(event.error) }),
              emit(({ event }) => ({
                type: 'step.failed' as const,
                phase: 'submit' as const,
                error: event.error,
              })),
            ],
          },
        },
      ],
      on: { tick: { actions: 'updateRemaining' } },
    },
    sendFailed: {
      invoke: { src: 'ticker' },
      on: { tick: { actions: 'updateRemaining' }, retry: 'sending' },
    },
    finishing: {
      entry: emit(({ context }) => ({
        type: 'test.finish' as const,
        reason: context.cause === 'timeout' ? ('time-up' as const) : ('completed' as const),
        selected: context.selected,
      })),
      invoke: { src: 'ticker' },
      on: { tick: { actions: 'updateRemaining' } },
    },
    closed: { type: 'final' },
    stopped: { type: 'final' },
  },
});
