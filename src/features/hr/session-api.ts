import type { SessionAnswer } from './hr-api-types.ts';
import { hrHttp, hrStatus, setCsrfToken } from './hr-http.ts';

/** Sign-in, session restore, sign-out and password change (docs/hr-api.md, "Sign-in"). */

function kept(answer: SessionAnswer): SessionAnswer {
  setCsrfToken(answer.csrfToken);
  return answer;
}

export async function signIn(email: string, password: string): Promise<SessionAnswer> {
  return kept((await hrHttp.post<SessionAnswer>('/session', { email, password })).data);
}

/** The live session, or null when there is none (401). */
export async function currentSession(): Promise<SessionAnswer | null> {
  try {
    return kept((await hrHttp.get<SessionAnswer>('/session')).data);
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
): Promise<SessionAnswer> {
  return kept(
    (await hrHttp.post<SessionAnswer>('/session/password', { currentPassword, newPassword })).data,
  );
}
