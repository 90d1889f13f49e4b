import { sendParent, setup } from 'xstate';
import { ticker } from './ticker.ts';

const tickMs = 250;

const remainingOf = (deadlineAt: number) => Math.max(0, deadlineAt - Date.now());

/**
 * One question's countdown to its deadline (the server's, moved into this device's clock): the
 * time left is recomputed from the deadline on every tick, never counted down, so a sleeping
 * laptop or a throttled tab cannot stretch it. It tells its parent the time left
 * (`clock.tick`) and, once, that the time is up (`clock.expired`): at the deadline by a delayed
 * transition, or at the next tick after a jump of the clock (a device waking up).
 */
export const questionClockMachine = setup({
  types: {
    context: {} as { deadlineAt: number },
    input: {} as { deadlineAt: number },
    events: {} as { type: 'tick' },
  },
  actors: { ticker: ticker(tickMs, 'tick') },
  guards: { isTimeUp: ({ context }) => remainingOf(context.deadlineAt) === 0 },
  actions: {
    reportTime: sendParent(({ context }) => ({
      type: 'clock.tick' as const,
      remainingMs: remainingOf(context.deadlineAt),
    })),
    reportExpiry: sendParent({ type: 'clock.expired' as const }),
  },
  delays: { untilDeadline: ({ context }) => remainingOf(context.deadlineAt) },
}).createMachine({
  id: 'questionClock',
  initial: 'running',
  context: ({ input }) => ({ deadlineAt: input.deadlineAt }),
  states: {
    running: {
      entry: 'reportTime',
      invoke: { src: 'ticker' },
      always: { guard: 'isTimeUp', target: 'expired' },
      after: { untilDeadline: 'expired' },
      on: { tick: [{ guard: 'isTimeUp', target: 'expired' }, { actions: 'reportTime' }] },
    },
    expired: { type: 'final', entry: ['reportTime', 'reportExpiry'] },
  },
});
