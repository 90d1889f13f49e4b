import type { SessionView } from '../../../../shared/contract/hr.ts';
import { setCompanyTimeZone } from '../kit/company-time.ts';
import { hrHttp, hrStatus, setCsrfToken } from '../kit/hr-http.ts';

/** Sign-in, session restore, sign-out and password change (docs/hr-api.md, "Sign-in"). */

function kept(answer: SessionView): SessionView {
  setCsrfToken(answer.csrfToken);
  setCompanyTimeZone(answer.timeZone);
  return answer;
}

export async function signIn(email: string, password: string): Promise<SessionView> {
  return kept((await hrHttp.post<SessionView>('/session', { email, password })).data);
}

/** The live session, or null when there is none (401). */
export async function currentSession(): Promise<SessionView | null> {
  try {
    return kept((await hrHttp.get<SessionView>('/session')).data);
  } catch (error) {
    if (hrStatus(error) === 401) return null;
    throw error;
  }
}

/** Ends the session; one that had already ended (401) is signed out all the same. */
export async function signOut(): Promise<void> {
  try {
    await hrHttp.delete('/session');
  } catch (error) {
    if (hrStatus(error) !== 401) throw error;
  }
  setCsrfToken(null);
}

export async function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<SessionView> {
  return kept(
    (await hrHttp.post<SessionView>('/session/password', { currentPassword, newPassword })).data,
  );
}
