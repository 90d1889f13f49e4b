import { useEffect, useRef, useState } from 'react';
import type { OneTimeLogin } from '../../../shared/contract/one-time-login.ts';
import type { LoginView, startLoginRouting } from './login-flow.ts';
import { notify } from '../../components/toast.ts';
import { useNavigation } from '../../hooks/use-navigation.ts';
import { newestResult } from '../../lib/newest-result.ts';

/**
 * The login logic's chunk (login-flow.ts), tried once per call: a login that cannot reach it fails
 * as a login request would (a message, then Sign In again), instead of waiting on the line.
 */
const loadLoginFlow = () => import('./login-flow.ts');

async function rulesFor(values: OneTimeLogin) {
  try {
    return await (await loadLoginFlow()).validateLogin(values);
  } catch {
    // The rules could not load (offline on a first visit): the submit says so.
    return {};
  }
}

/**
 * Formik's `validate`: the contract's rules once their code is here (see the page). Formik applies
 * the errors of every validation as it finishes, and the first ones wait for the rules' code: each
 * reports the newest validation's errors instead, so errors of values since changed never show (a
 * late "Password is required" under a filled field moved Sign In from under the pointer, and the
 * candidate's click was lost).
 */
export const validateLogin = newestResult(rulesFor);

/**
 * The login page's effects for the login-routing machine. The machine, the rules and the API
 * client arrive with the candidate's first touch of the form (`prepare`), not with the page.
 */
export function useLoginRouting() {
  const { navigate } = useNavigation();
  const [view, setView] = useState<LoginView>({ busy: false, error: null });
  const actor = useRef<ReturnType<typeof startLoginRouting> | null>(null);
  useEffect(
    () => () => {
      actor.current?.stop();
    },
    [],
  );

  const submit = async (values: OneTimeLogin) => {
    setView((shown) => ({ ...shown, busy: true }));
    let flow: Awaited<ReturnType<typeof loadLoginFlow>>;
    try {
      flow = await loadLoginFlow();
    } catch {
      setView({ busy: false, error: '' });
      notify.error('Login failed. Please try again.');
      return;
    }
    actor.current ??= flow.startLoginRouting({ navigate, onChange: setView });
    actor.current.send({ type: 'login.submit', credentials: flow.castLogin(values) });
  };

  return {
    busy: view.busy,
    error: view.error === null ? null : view.error || 'An error occurred',
    submit,
    prepare: () => void loadLoginFlow().catch(() => undefined),
  };
}
