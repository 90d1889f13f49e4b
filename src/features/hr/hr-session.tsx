import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SessionView, StaffView } from '../../../shared/contract/hr.ts';
import { onSessionEnded, setCsrfToken } from './kit/hr-http.ts';
import { currentSession, signOut as endSession } from './staff/session-api.ts';

export type HrSessionState =
  | { status: 'restoring' }
  /** `ended`: the session expired while the console was open (not a fresh visit). */
  | { status: 'signed-out'; ended: boolean }
  /** The server could not be asked (offline, server down): the page offers to try again. */
  | { status: 'unreachable' }
  | { status: 'signed-in'; staff: StaffView };

interface HrSession {
  state: HrSessionState;
  /** After a sign-in or password change: the answer's staff member is now signed in. */
  signedIn: (answer: SessionView) => void;
  signOut: () => Promise<void>;
  retry: () => void;
}

const SessionContext = createContext<HrSession | null>(null);

/**
 * Holds who is signed in to the console: restored from the session cookie on load
 * (`GET /api/hr/session`), set by the sign-in form, ended by sign-out or by any call that
 * answers 401.
 */
export function HrSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<HrSessionState>({ status: 'restoring' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    currentSession().then(
      (answer) =>
        current &&
        setState(
          answer
            ? { status: 'signed-in', staff: answer.staff }
            : { status: 'signed-out', ended: false },
        ),
      () => current && setState({ status: 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(
    () =>
      onSessionEnded(() => {
        setCsrfToken(null);
        setState({ status: 'signed-out', ended: true });
      }),
    [],
  );

  const signedIn = useCallback((answer: SessionView) => {
    setState({ status: 'signed-in', staff: answer.staff });
  }, []);
  const signOut = useCallback(async () => {
    await endSession();
    setState({ status: 'signed-out', ended: false });
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'restoring' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(
    () => ({ state, signedIn, signOut, retry }),
    [state, signedIn, signOut, retry],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useHrSession(): HrSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useHrSession needs an HrSessionProvider around it');
  return session;
}

/** The signed-in staff member (sections render only inside a signed-in console). */
export function useStaff(): StaffView {
  const { state } = useHrSession();
  if (state.status !== 'signed-in') throw new Error('No staff member is signed in');
  return state.staff;
}
