import { assertEvent, assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { AutoSubmit, ClientSubmitReason } from '../../shared/contract/interview.ts';
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
import { answerKey, submitKey, type NewOutboxEntry } from './outbox-entry.ts';
import { questionClockMachine } from './question-clock.machine.ts';

export interface InterviewInput {
  candidateId: string;
  token: string;
  deviceId: string;
  /** This device's monotonic clock (ms): when answers are given, whatever its wall clock says. */
  monotonicNow?: () => number;
}

/** Where the outbox stands, for the page: what is safe on this device and whether it can send. */
export interface OutboxStatus {
  queued: number;
  stalled: boolean;
  lastError: unknown;
  /** When sending first failed (Date.now()), for "offline for 2:05". */
  stalledSince: number | null;
}

interface Context {
  input: Required<InterviewInput>;
  view: QuestionView | null;
  selected: number | null;
  /** Monotonic times: the question appearing, the current choice being made. */
  shownAt: number;
  selectedAt: number;
  /** The current question's answer is in the outbox (the final submit must not repeat it). */
  currentSent: boolean;
  remainingMs: number;
  answers: GivenAnswer[];
  step: TestStep | null;
  cause: 'next' | 'timeout';
  error: string | null;
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

/** The current question's answer: the choice, and when the device says it was given. */
function currentAnswer(context: Context, view: QuestionView): GivenAnswer {
  const givenAt = context.selected === null ? context.input.monotonicNow() : context.selectedAt;
  return {
    questionId: view.questionId,
    selectedOptionIndex: context.selected,
    givenAfterMs: Math.max(0, Math.round(givenAt - context.shownAt)),
  };
}

/** A choice given on this device replaces an earlier one for the same question. */
const withAnswer = (answers: GivenAnswer[], answer: GivenAnswer) => [
  ...answers.filter((a) => a.questionId !== answer.questionId),
  answer,
];

/**
 * The MCQ test page (spec §2, §4): one question at a time against the server's deadline, every
 * answer through the outbox (stored on the device before it is sent), exactly one final
 * submission. It invokes three children and wires them with named transitions: the question's
 * clock (`clock.tick`, `clock.expired`), the auto-submit guard (triggers in, `submit.start` out
 * once) and the answer outbox (entries in; `outbox.delivered`, `outbox.stalled` … out). The page
 * reads this one actor; effects (IndexedDB, HTTP, the unload path) are provided by the hook.
 */
export const interviewMachine = setup({
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
      | { type: 'test.closed'; result: AttemptResult; kept: boolean }
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
  },
  actions: {
    takeStep: assign({ step: (_, step: TestStep) => step }),
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
      const answer = currentAnswer(context, view);
      enqueue.sendTo('outbox', {
        type: 'outbox.store' as const,
        entry: {
          key: answerKey(input.candidateId, view.index),
          candidateId: input.candidateId,
          token: input.token,
          deviceId: input.deviceId,
          kind: 'answer' as const,
          payload: {
            currentQuestionIndex: view.index,
            selectedOptionIndex: answer.selectedOptionIndex,
            givenAfterMs: answer.givenAfterMs,
            questionId: view.questionId,
          },
        },
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
          ? withAnswer(context.answers, currentAnswer(context, view))
          : context.answers;
      const payload: AutoSubmit = {
        candidateId: input.candidateId,
        reason: event.reason,
        answers,
        events: event.observed.map((e) => ({
          type: e.type,
          at: e.at,
          questionIndex: view?.index ?? null,
        })),
      };
      const entry: NewOutboxEntry = {
        key: submitKey(input.candidateId),
        candidateId: input.candidateId,
        token: input.token,
        deviceId: input.deviceId,
        kind: 'submit',
        payload,
      };
      enqueue.sendTo('outbox', { type: 'outbox.store' as const, entry });
      // The page is going away: the hook keeps it synchronously (the emit runs in this call).
      if (event.reason === 'reload') enqueue.emit({ type: 'submit.unloading' as const, entry });
      enqueue.assign({ answers, submitReason: event.reason });
    }),
    /** A step failed: the page shows why, and the hook tells the candidate (a toast). */
    recordFailure: enqueueActions(({ enqueue }, failure: Failure) => {
      enqueue.assign({ error: errorText(failure.error) });
      enqueue.emit({ type: 'step.failed' as const, ...failure });
    }),
    forwardToGuard: sendTo('guard', ({ event }) => event as { type: Trigger }),
    forwardToOutbox: sendTo('outbox', ({ event }) => event as { type: 'network.online' }),
    noteOutbox: assign({
      outbox: ({ context, event }) => {
        const report = event as OutboxReport;
        const outbox = context.outbox;
        switch (report.type) {
          case 'outbox.stalled':
            return {
              ...outbox,
              stalled: true,
              lastError: report.error,
              stalledSince: outbox.stalledSince ?? Date.now(),
            };
          case 'outbox.drained':
            return { queued: 0, stalled: false, lastError: null, stalledSince: null };
          case 'outbox.storeFailed':
            return outbox;
          default:
            return report.type === 'outbox.stored'
              ? { ...outbox, queued: report.queued }
              : {
                  ...outbox,
                  queued: report.queued,
                  stalled: false,
                  lastError: null,
                  stalledSince: null,
                };
        }
      },
    }),
  },
}).createMachine({
  id: 'interview',
  context: ({ input }) => ({
    input: { monotonicNow: () => performance.now(), ...input },
    view: null,
    selected: null,
    shownAt: 0,
    selectedAt: 0,
    currentSent: false,
    remainingMs: 0,
    answers: [],
    step: null,
    cause: 'next',
    error: null,
    result: null,
    keptOnClose: false,
    outbox: { queued: 0, stalled: false, lastError: null, stalledSince: null },
    submitReason: null,
  }),
  invoke: [
    { id: 'outbox', src: 'answerOutbox' },
    { id: 'guard', src: 'autoSubmitGuard' },
  ],
  on: {
    'outbox.stored': { actions: 'noteOutbox' },
    'outbox.delivered': { actions: 'noteOutbox' },
    'outbox.refused': { actions: 'noteOutbox' },
    'outbox.stalled': { actions: 'noteOutbox' },
    'outbox.drained': { actions: 'noteOutbox' },
    'network.online': { actions: 'forwardToOutbox' },
  },
  initial: 'preparing',
  states: {
    preparing: {
      invoke: {
        src: 'prepareTest',
        input: ({ context }) => ({ candidateId: context.input.candidateId }),
        onDone: [
          {
            guard: { type: 'hasQueuedSubmit', params: ({ event }) => event.output },
            target: 'submitting',
            actions: [
              assign({
                answers: ({ event }) => event.output.answers,
                submitReason: ({ event }) => event.output.queuedSubmitReason,
              }),
              sendTo('guard', ({ event }) => ({
                type: 'submit.queued' as const,
                reason: (event.output.queuedSubmitReason ?? 'reload') as ClientSubmitReason,
              })),
            ],
          },
          { target: 'draining', actions: assign({ answers: ({ event }) => event.output.answers }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ phase: 'load' as const, error: event.error }),
            },
          ],
        },
      },
    },
    // What an earlier page left in the outbox reaches the server before the test resumes, so the
    // question shown is the one the server expects.
    draining: {
      entry: sendTo('outbox', { type: 'outbox.flush' }),
      on: {
        'outbox.drained': { target: 'starting', actions: 'noteOutbox' },
        'outbox.stalled': {
          target: 'loadFailed',
          actions: [
            'noteOutbox',
            {
              type: 'recordFailure',
              params: ({ event }) => ({ phase: 'load' as const, error: event.error }),
            },
          ],
        },
      },
    },
    starting: {
      invoke: {
        src: 'startTest',
        input: ({ context }) => ({ token: context.input.token, deviceId: context.input.deviceId }),
        onDone: {
          target: 'routing',
          actions: { type: 'takeStep', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ phase: 'load' as const, error: event.error }),
            },
          ],
        },
      },
    },
    loadFailed: { on: { 'test.retry': 'preparing', 'network.online': 'preparing' } },
    // Where the server's answer (to starting or to an answer) leads.
    routing: {
      always: [
        { guard: 'isQuestion', target: 'question', actions: 'showQuestion' },
        { guard: 'isAllAnswered', target: 'finishing', actions: assign({ cause: 'next' }) },
        { guard: 'isTakenOver', target: 'takenOver' },
        { target: 'closed' },
      ],
    },
    question: {
      invoke: {
        id: 'clock',
        src: 'questionClock',
        input: ({ context }) => ({ deadlineAt: context.view?.deadlineAt ?? 0 }),
      },
      on: {
        'clock.tick': { actions: assign({ remainingMs: ({ event }) => event.remainingMs }) },
        'trigger.hidden': { actions: 'forwardToGuard' },
        'trigger.navigation': { actions: 'forwardToGuard' },
        'trigger.unload': { actions: 'forwardToGuard' },
        'trigger.blur': { actions: 'forwardToGuard' },
        'trigger.focus': { actions: 'forwardToGuard' },
        'submit.start': { target: 'submitting', actions: 'storeSubmit' },
      },
      initial: 'answering',
      states: {
        answering: {
          on: {
            'answer.select': { actions: 'toggleOption' },
            'question.next': { target: 'settling', actions: assign({ cause: 'next' }) },
            'clock.expired': { target: 'settling', actions: assign({ cause: 'timeout' }) },
          },
        },
        settling: {
          always: [
            { guard: 'isLastQuestion', target: '#interview.finishing' },
            { target: 'sending', actions: 'storeAnswer' },
          ],
        },
        // The answer is in the outbox; the next question comes with the server's reply, however
        // long the connection takes to come back (the clock keeps running meanwhile).
        sending: {
          on: {
            'outbox.delivered': {
              guard: { type: 'isForCurrentAnswer', params: ({ event }) => event.key },
              target: '#interview.routing',
              actions: [
                'noteOutbox',
                { type: 'takeStep', params: ({ event }) => event.response as TestStep },
              ],
            },
            'outbox.refused': {
              guard: { type: 'isForCurrentAnswer', params: ({ event }) => event.key },
              target: 'sendFailed',
              actions: [
                'noteOutbox',
                assign({ currentSent: false }),
                {
                  type: 'recordFailure',
                  params: ({ event }) => ({ phase: 'answer' as const, error: event.error }),
                },
              ],
            },
          },
        },
        sendFailed: {
          on: { 'test.retry': { target: 'sending', actions: 'storeAnswer' } },
        },
      },
    },
    finishing: {
      entry: sendTo('guard', ({ context }) => ({
        type: 'submit.request' as const,
        reason: context.cause === 'timeout' ? ('time-up' as const) : ('completed' as const),
      })),
      on: { 'submit.start': { target: 'submitting', actions: 'storeSubmit' as never } },
    },
    submitting: {
      // A queued submission from an earlier page goes out now; a new one was just stored.
      entry: sendTo('outbox', { type: 'outbox.flush' }),
      on: {
        'outbox.delivered': {
          guard: { type: 'isForSubmit', params: ({ event }) => event.key },
          target: 'routing',
          actions: [
            'noteOutbox',
            { type: 'takeStep', params: ({ event }) => event.response as TestStep },
            sendTo('guard', { type: 'submit.delivered' }),
          ],
        },
        'outbox.stalled': {
          actions: [
            'noteOutbox',
            emit(({ context, event }) => ({
              type: 'submit.stalled' as const,
              reason: context.submitReason ?? 'completed',
              error: event.error,
            })),
          ],
        },
        'outbox.refused': {
          guard: { type: 'isForSubmit', params: ({ event }) => event.key },
          target: 'submitFailed',
          actions: [
            'noteOutbox',
            {
              type: 'recordFailure',
              params: ({ event }) => ({ phase: 'submit' as const, error: event.error }),
            },
          ],
        },
      },
    },
    submitFailed: { type: 'final' },
    closed: {
      type: 'final',
      entry: [
        assign(({ context }) =>
          context.step?.kind === 'submitted'
            ? { result: context.step.result, keptOnClose: context.step.kept }
            : {},
        ),
        emit(({ context }) => ({
          type: 'test.closed' as const,
          result: (context.step as Extract<TestStep, { kind: 'submitted' }>).result,
          kept: (context.step as Extract<TestStep, { kind: 'submitted' }>).kept,
        })),
      ],
    },
    takenOver: { type: 'final', entry: emit({ type: 'test.takenOver' as const }) },
  },
});
