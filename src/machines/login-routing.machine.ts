import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginResponse } from '../../shared/contract/interview-responses.ts';
import type { OneTimeLogin } from '../../shared/contract/one-time-login.ts';
import { routeForCandidate, type CandidateRoute } from './candidate-route.ts';

/** Spec §9: the redirect follows "Login successful!" after 2 seconds. */
export const loginRedirectDelayMs = 2000;

/**
 * Login, then routing: `idle` → `authenticating` → `welcomed` (toast shown, session stored) →
 * after 2 s `redirected` to the rules page of the candidate's test type. Effects (the API call,
 * storage, toasts, navigation) are provided by the login page's hook.
 */
export const loginRoutingMachine = setup({
  types: {
    context: {} as { error: string | null; target: CandidateRoute | null },
    events: {} as { type: 'login.submit'; credentials: OneTimeLogin },
  },
  actors: {
    login: fromPromise<LoginResponse, OneTimeLogin>(async () => {
      throw new Error('login actor not provided');
    }),
  },
  actions: {
    storeSession: (_, _response: LoginResponse) => {},
    announceSuccess: () => {},
    announceFailure: () => {},
    redirect: (_, _target: CandidateRoute) => {},
  },
  delays: { redirectDelay: loginRedirectDelayMs },
}).createMachine({
  id: 'loginRouting',
  initial: 'idle',
  context: { error: null, target: null },
  states: {
    idle: {
      on: { 'login.submit': { target: 'authenticating', actions: assign({ error: null }) } },
    },
    authenticating: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return event.credentials;
        },
        onDone: {
          target: 'welcomed',
          actions: [
            assign({
              target: ({ event }) =>
                routeForCandidate(
                  event.output.data.test_type,
                  event.output.data.is_mcqs,
                  event.output.data.progress,
                ),
            }),
            { type: 'storeSession', params: ({ event }) => event.output },
            'announceSuccess',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({
              error: ({ event }) =>
                event.error instanceof Error ? event.error.message : 'An error occurred',
            }),
            'announceFailure',
          ],
        },
      },
    },
    welcomed: { after: { redirectDelay: 'redirected' } },
    redirected: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => context.target ?? '/rule-page' },
    },
  },
});
