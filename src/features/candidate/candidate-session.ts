/** The logged-in candidate, kept in browser storage (spec §3: "User and token are kept in browser storage"). */
export interface CandidateUser {
  id: string;
  test_type: string;
  is_mcqs: boolean;
  name?: string;
}

const userKey = 'user';
const tokenKey = 'accessToken';

export function saveSession(user: CandidateUser, accessToken: string): void {
  localStorage.setItem(userKey, JSON.stringify(user));
  localStorage.setItem(tokenKey, JSON.stringify(accessToken));
}

export function loadSession(): { user: CandidateUser; token: string } | null {
  try {
    const user = JSON.parse(localStorage.getItem(userKey) ?? 'null') as CandidateUser | null;
    const token = JSON.parse(localStorage.getItem(tokenKey) ?? 'null') as string | null;
    return user && token ? { user, token } : null;
  } catch {
    return null;
  }
}

/** Logout (spec §6): forget the user and the token. Answers still queued stay queued. */
export function clearSession(): void {
  localStorage.removeItem(userKey);
  localStorage.removeItem(tokenKey);
}
