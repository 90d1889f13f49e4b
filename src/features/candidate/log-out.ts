import { bearer, http } from './candidate-http.ts';
import { clearSession, loadSession } from './candidate-session.ts';

/**
 * Logout (spec §6): forgets the user and the token here, and asks the server to end the token
 * everywhere (`POST /api/interview/logout`), so a copied token stops working too. The page does
 * not wait: offline, the token simply ends with the test or its lifetime.
 */
export function logOut(): void {
  const session = loadSession();
  clearSession();
  if (!session) return;
  http.post('/interview/logout', null, { headers: bearer(session.token) }).catch(() => {
    // Nothing to tell the candidate: they are logged out here either way.
  });
}
