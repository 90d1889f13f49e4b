import { assertEvent, assign, sendParent, setup } from 'xstate';
import type { ClientEventType, ClientSubmitReason } from '../../shared/contract/interview.ts';

/** Spec §9: a lost focus counts only if the window is still unfocused 1 s later. */
export const focusCheckDelayMs = 1000;

export interface ObservedEvent {
  type: ClientEventType;
  at: number;
}

interface Context {
  reason: ClientSubmitReason | null;
  observed: ObservedEvent[];
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

/** What the guard asks its parent to do, exactly once: build and send the final submission. */
export interface SubmitStart {
  type: 'submit.start';
  reason: ClientSubmitReason;
  observed: ObservedEvent[];
}

/**
 * Exactly one final submission per test (spec §4, step 3). The first trigger — tab hidden,
 * back/forward, refresh or close, a blur still unfocused after 1 s, or the candidate's own final
 * submit — fixes the reason, and the guard asks its parent once (`submit.start`); every later
 * trigger is ignored, however many arrive together. A blur that another trigger follows within the
 * second counts from the blur ("focus lost" came first). It is pure: the parent sends, stores and
 * retries, and says when the submission was delivered (`submit.delivered`).
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
      | { type: 'submit.delivered' },
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
    takeTriggerReason: assign(({ context, event }) => ({
      reason: triggerReason[event.type as Trigger],
      observed: [
        ...context.observed,
        { type: triggerEvent[event.type as Trigger], at: Date.now() },
      ],
    })),
    /** The candidate's own Submit Test, or the last question's time running out. */
    takeRequestedReason: assign({
      reason: ({ event }) => {
        assertEvent(event, ['submit.request', 'submit.queued']);
        return event.reason;
      },
    }),
    /** A trigger during a pending blur: the blur came first, so it gives the reason. */
    takeBlurReason: assign(({ context, event }) => ({
      reason: 'focus-lost' as const,
      observed:
        event.type in triggerEvent
          ? [...context.observed, { type: triggerEvent[event.type as Trigger], at: Date.now() }]
          : context.observed,
    })),
    askToSubmit: sendParent(({ context }): SubmitStart => ({
      type: 'submit.start',
      reason: context.reason ?? 'completed',
      observed: context.observed,
    })),
  },
  delays: { focusCheckDelay: focusCheckDelayMs },
}).createMachine({
  id: 'autoSubmitGuard',
  initial: 'armed',
  context: { reason: null, observed: [] },
  states: {
    armed: {
      on: {
        'trigger.hidden': { target: 'submitting', actions: ['takeTriggerReason', 'askToSubmit'] },
        'trigger.navigation': {
          target: 'submitting',
          actions: ['takeTriggerReason', 'askToSubmit'],
        },
        'trigger.unload': { target: 'submitting', actions: ['takeTriggerReason', 'askToSubmit'] },
        'trigger.blur': {
          target: 'blurPending',
          actions: { type: 'observe', params: 'focus-lost' },
        },
        'submit.request': { target: 'submitting', actions: ['takeRequestedReason', 'askToSubmit'] },
        // A submission an earlier page stored and could not deliver: nothing more to send.
        'submit.queued': { target: 'submitting', actions: 'takeRequestedReason' },
      },
    },
    blurPending: {
      after: {
        focusCheckDelay: [
          {
            guard: 'isStillBlurred',
            target: 'submitting',
            actions: [assign({ reason: 'focus-lost' }), 'askToSubmit'],
          },
          { target: 'armed', actions: { type: 'observe', params: 'focus-regained' } },
        ],
      },
      on: {
        'trigger.focus': {
          target: 'armed',
          actions: { type: 'observe', params: 'focus-regained' },
        },
        'trigger.hidden': { target: 'submitting', actions: ['takeBlurReason', 'askToSubmit'] },
        'trigger.navigation': { target: 'submitting', actions: ['takeBlurReason', 'askToSubmit'] },
        'trigger.unload': { target: 'submitting', actions: ['takeBlurReason', 'askToSubmit'] },
        'submit.request': { target: 'submitting', actions: ['takeBlurReason', 'askToSubmit'] },
      },
    },
    // Asked once; waits for the parent to say the submission reached the server.
    submitting: { on: { 'submit.delivered': 'submitted' } },
    submitted: { type: 'final' },
  },
});
