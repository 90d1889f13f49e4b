import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { createActor, fromPromise } from 'xstate';
import { oneTimeLoginSchema, type OneTimeLogin } from '../../../shared/contract/one-time-login.ts';
import { serverMessage } from './candidate-http.ts';
import { saveSession } from './candidate-session.ts';
import { oneTimeLogin } from './interview-api.ts';
import { notify, preloadToasts } from '../../components/toast.ts';
import { loadChunk } from '../../lib/load-chunk.ts';
import type { NavigateOptions } from '../../hooks/use-navigation.ts';
import { loginRoutingMachine } from '../../machines/login-routing.machine.ts';

/**
 * The login page's logic, a chunk of its own: the contract's rules (yup), the login-routing machine
 * (XState), the API call (axios). The page loads it when the candidate starts on the form, not
 * with the page (use-login-routing.ts), so a weak line draws the form first.
 */

/** The contract's rules as Formik's errors, exactly as Formik's `validationSchema` reports them. */
export async function validateLogin(values: OneTimeLogin): Promise<FormikErrors<OneTimeLogin>> {
  try {
    await validateYupSchema(values, oneTimeLoginSchema);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}

export function castLogin(values: OneTimeLogin): OneTimeLogin {
  return oneTimeLoginSchema.cast(values);
}

export interface LoginView {
  busy: boolean;
  /** null: no failure; '' when the server said nothing (the page shows its fallback text). */
  error: string | null;
}

export interface LoginRoutingEffects {
  navigate(to: string, options?: NavigateOptions): void;
  onChange(view: LoginView): void;
}

/** Starts the login-routing machine with the page's effects; `send` it `login.submit`. */
export function startLoginRouting({ navigate, onChange }: LoginRoutingEffects) {
  // The answer is toasted: its code loads while the request is on its way.
  preloadToasts();
  const actor = createActor(
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
          void loadChunk(() => import('./answer-outbox.ts')).then(
            ({ drainOutbox }) => drainOutbox(),
            () => undefined, // still queued: the test page sends them
          );
        },
        announceSuccess: () => notify.success('Login successful!', 3000),
        announceFailure: ({ context }) =>
          notify.error(context.error || 'Login failed. Please try again.'),
        redirect: (_, target) => navigate(target, { replace: true }),
      },
    }),
  );
  actor.subscribe((snapshot) =>
    onChange({
      busy: snapshot.matches('authenticating') || snapshot.matches('welcomed'),
      error: snapshot.context.error,
    }),
  );
  return actor.start();
}
