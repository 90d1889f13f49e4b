import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { OneTimeLogin } from '../../../shared/contract/one-time-login.ts';
import { serverMessage } from './candidate-http.ts';
import { drainOutbox } from './answer-outbox.ts';
import { saveSession } from './candidate-session.ts';
import { oneTimeLogin } from './interview-api.ts';
import { notify } from '../../components/toast.ts';
import { loginRoutingMachine } from '../../machines/login-routing.machine.ts';

/** The login page's effects for the login-routing machine. */
export function useLoginRouting() {
  const navigate = useNavigate();
  const actorRef = useActorRef(
    loginRoutingMachine.provide({
      actors: {
        login: fromPromise(async ({ input }: { input: OneTimeLogin }) => {
          try {
            return await oneTimeLogin(input);
          } catch (error) {
            // An empty message means "the server said nothing": the page shows its fallback text.
            throw new Error(serverMessage(error) ?? '', { cause: error });
          }
        }),
      },
      actions: {
        storeSession: (_, response) => {
          saveSession(response.data, response.accessToken);
          // Answers a previous session left queued on this device go out at the next login.
          void drainOutbox();
        },
        announceSuccess: () => notify.success('Login successful!', 3000),
        announceFailure: ({ context }) =>
          notify.error(context.error || 'Login failed. Please try again.'),
        redirect: (_, target) => navigate(target, { replace: true }),
      },
    }),
  );
  const busy = useSelector(actorRef, (s) => s.matches('authenticating') || s.matches('welcomed'));
  const error = useSelector(actorRef, (s) => s.context.error);
  return {
    busy,
    error: error === null ? null : error || 'An error occurred',
    submit: (credentials: OneTimeLogin) => actorRef.send({ type: 'login.submit', credentials }),
  };
}
