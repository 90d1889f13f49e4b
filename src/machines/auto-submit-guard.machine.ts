import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ClientEventType, ClientSubmitReason } from '../../shared/contract/interview.ts';
import type { AttemptResult } from '../../shared/contract/interview-responses.ts';

/** Spec §9: a lost focus counts only if the window is still unfocused 1 s later. */
export const focusCheckDelayMs = 1000;

export interface ObservedEvent {
  type: ClientEventType;
  at: number;
}

interface Context {
  reason: ClientSubmitReason | null;
  observed: ObservedEvent[];
  result: AttemptResult | null;
}

type Trigger = 'trigger.hidden' | 'trigger.navigation' | 'trigger.unload';

const triggerReason: Record<Trigger, ClientSubmitReason> = {
  'trigger.hidden': 'tab-hidden',
  'trigger.navigation': 'navigation',
  'trigger.unload': 'reload',
};
const triggerEvent: Record<Trigger, ClientEventType> = {
  'trigger.hidden': 'tab-hidden',
  'trigger.navigation': 'navigation',
  'trigger.unload': 'reload',
};

/**
 * Exactly one final submission per test (spec §4, step 3). The first trigger — tab hidden,
 * back/forward, refresh or close, a blur still unfocused after 1 s, or the candidate's own final
 * submit — fixes the reason; every later trigger is ignored, however many arrive together. A blur
 * that another trigger follows within the second counts from the blur ("focus lost" came first).
 * A failed submission stays queued in the outbox: `submit.delivered` completes it later.
 */
export const autoSubmitGuardMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: Trigger }
      | { type: 'trigger.blur' }
      | { type: 'trigger.focus' }
      | { type: 'submit.request'; reason: ClientSubmitReason }
      | { type: 'submit.queued'; reason: ClientSubmitReason }
      | { type: 'submit.delivered'; result: AttemptResult },
    emitted: {} as
      | { type: 'submit.succeeded'; reason: ClientSubmitReason; result: AttemptResult }
      | { type: 'submit.failed'; reason: ClientSubmitReason; error: unknown },
  },
  actors: {
    finalSubmit: fromPromise<
      AttemptResult,
      { reason: ClientSubmitReason; observed: ObservedEvent[] }
    >(async () => {
      throw new Error('finalSubmit actor not provided');
    }),
  },
  guards: {
    isStillBlurred: () => true,
  },
  actions: {
    observe: assign({
      observed: ({ context }, type: ClientEventType) => [
        ...context.observed,
        { type, at: Date.now() },
      ],
    }),
    /** The trigger decides the reason (and is logged for the proctor). */
    takeTriggerReason: assign(({ context, event }) => {
      const trigger = event.type as Trigger;
      return {
        reason: triggerReason[trigger],
        observed: [...context.observed, { type: triggerEvent[trigger], at: Date.now() }],
      };
    }),
    /** A trigger during a pending blur: the blur came first, so it gives the reason. */
    takeBlurReason: assign(({ context, event }) => ({
      reason: 'focus-lost' as const,
      observed:
        event.type in triggerEvent
          ? [...context.observed, { type: triggerEvent[event.type as Trigger], at: Date.now() }]
          : context.observed,
    })),
  },
  delays: { focusCheckDelay: focusCheckDelayMs },
}).createMachine({
  id: 'autoSubmitGuard',
  initial: 'armed',
  context: { reason: null, observed: [], result: null },
  states: {
    armed: {
      on: {
        'trigger.hidden': { target: 'submitting', actions: 'takeTriggerReason' },
        'trigger.navigation': { target: 'submitting', actions: 'takeTriggerReason' },
        'trigger.unload': { target: 'submitting', actions: 'takeTriggerReason' },
        'trigger.blur': {
          target: 'blurPending',
          actions: { type: 'observe', params: 'focus-lost' },
        },
        'submit.request': {
          target: 'submitting',
          actions: assign({
            reason: ({ event }) => {
              assertEvent(event, 'submit.request');
              return event.reason;
            },
          }),
        },
        'submit.queued': {
          target: 'queued',
          actions: assign({
            reason: ({ event }) => {
              assertEvent(event, 'submit.queued');
              return event.reason;
            },
          }),
        },
      },
    },
    blurPending: {
      after: {
        focusCheckDelay: [
          {
            guard: 'isStillBlurred',
            target: 'submitting',
            actions: assign({ reason: 'focus-lost' }),
          },
          { target: 'armed', actions: { type: 'observe', params: 'focus-regained' } },
        ],
      },
      on: {
        'trigger.focus': {
          target: 'armed',
          actions: { type: 'observe', params: 'focus-regained' },
        },
        'trigger.hidden': { target: 'submitting', actions: 'takeBlurReason' },
        'trigger.navigation': { target: 'submitting', actions: 'takeBlurReason' },
        'trigger.unload': { target: 'submitting', actions: 'takeBlurReason' },
        'submit.request': { target: 'submitting', actions: 'takeBlurReason' },
      },
    },
    submitting: {
      invoke: {
        src: 'finalSubmit',
        input: ({ context }) => ({
          reason: context.reason ?? 'completed',
          observed: context.observed,
        }),
        onDone: {
          target: 'submitted',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ context, event }) => ({
              type: 'submit.succeeded' as const,
              reason: context.reason ?? 'completed',
              result: event.output,
            })),
          ],
        },
        onError: {
          target: 'queued',
          actions: emit(({ context, event }) => ({
            type: 'submit.failed' as const,
            reason: context.reason ?? 'completed',
            error: event.error,
          })),
        },
      },
    },
    queued: {
      on: {
        'submit.delivered': {
          target: 'submitted',
          actions: [
            assign({ result: ({ event }) => event.result }),
            emit(({ context, event }) => ({
              type: 'submit.succeeded' as const,
              reason: context.reason ?? 'completed',
              result: event.result,
            })),
          ],
        },
      },
    },
    submitted: { type: 'final' },
  },
});
