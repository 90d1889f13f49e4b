import { assign, emit, sendTo } from 'xstate';
import type { ClientSubmitReason } from '../../shared/contract/interview.ts';
import { interviewSetup } from './interview-setup.ts';
import type { TestStep } from './interview-types.ts';
import { idleOutbox } from './outbox-status.ts';

export type { InterviewInput, OutboxStatus } from './interview-setup.ts';

/**
 * The step (loading the test, an answer, the submission) failed: `recordFailure` with the error
 * the event carries. The machine's states differ in what failed, not in how it is recorded.
 */
const recordFailureIn = (phase: 'load' | 'answer' | 'submit') => ({
  type: 'recordFailure' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ phase, error: event.error }),
});

/**
 * The MCQ test page (spec §2, §4): one question at a time against the server's deadline, every
 * answer through the outbox (stored on the device before it is sent), exactly one final
 * submission. It invokes three children and wires them with named transitions: the question's
 * clock (`clock.tick`, `clock.expired`), the auto-submit guard (triggers in, `submit.start` out
 * once) and the answer outbox (entries in; `outbox.delivered`, `outbox.stalled` … out). The page
 * reads this one actor; effects (IndexedDB, HTTP, the unload path) are provided by the hook.
 */
export const interviewMachine = interviewSetup.createMachine({
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
    loadRetryMs: null,
    queue: null,
    result: null,
    keptOnClose: false,
    outbox: idleOutbox,
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
          actions: [recordFailureIn('load')],
        },
      },
    },
    // What an earlier page left in the outbox reaches the server before the test resumes, so the
    // question shown is the one the server expects.
    draining: {
      entry: sendTo('outbox', { type: 'outbox.flush' }),
      on: {
        'outbox.drained': { target: 'starting', actions: 'noteOutbox' },
        'outbox.stalled': [
          // The server is busy: the outbox sends again after the wait it asked for.
          {
            guard: {
              type: 'isServerBusy',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            actions: 'noteOutbox',
          },
          {
            target: 'loadFailed',
            actions: ['noteOutbox', recordFailureIn('load')],
          },
        ],
      },
    },
    starting: {
      invoke: {
        src: 'startTest',
        input: ({ context }) => ({ token: context.input.token, deviceId: context.input.deviceId }),
        onDone: {
          target: 'routing',
          actions: [{ type: 'takeStep', params: ({ event }) => event.output }, 'leaveLine'],
        },
        onError: {
          target: 'loadFailed',
          actions: [recordFailureIn('load')],
        },
      },
    },
    loadFailed: {
      // A busy server said when to come back: the test loads again then, by itself.
      after: { loadRetryDelay: { guard: 'isBusyLoad', target: 'preparing' } },
      exit: assign({ loadRetryMs: null }),
      on: { 'test.retry': 'preparing', 'network.online': 'preparing' },
    },
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
              actions: ['noteOutbox', assign({ currentSent: false }), recordFailureIn('answer')],
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
          actions: ['noteOutbox', recordFailureIn('submit')],
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
          closedBefore: context.view === null && context.submitReason === null,
        })),
      ],
    },
    takenOver: { type: 'final', entry: emit({ type: 'test.takenOver' as const }) },
  },
});
