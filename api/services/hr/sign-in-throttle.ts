import type { Db } from '../../db/database.ts';
import { fail } from '../../domain/errors.ts';
import {
  claimLoginAttempt,
  loginSucceeded,
  type LoginKeys,
  type LoginThrottleRules,
} from '../login-throttle.ts';

/**
 * Staff sign-in limits, on the same counters as the candidates' login (`login-throttle.ts`),
 * claimed atomically before the password is checked, so guesses sent at once are counted at once:
 * - one e-mail from one client: four free failures, then each try waits 1 s, 2 s, 4 s … up to
 *   15 minutes (other clients, such as the owner's, are not slowed);
 * - one e-mail from anywhere: 100 tries in 15 minutes (a guesser with many addresses), then 429
 *   until the window ends;
 * - one client address: 100 failures in 15 minutes across every e-mail.
 * Everything is forgotten after the window, so no attacker can lock a real user out for good.
 */
export const signInRules: LoginThrottleRules = {
  scope: 'staff-sign-in',
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  maxPerId: 100,
  maxPerClient: 100,
  windowMs: 15 * 60_000,
};

function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts a sign-in try on `email` from `client`, or refuses it (429) while it must wait. */
export async function claimSignIn(
  db: Db,
  email: string,
  client: string,
  now: Date,
): Promise<LoginKeys> {
  const claim = await claimLoginAttempt(db, email, client, now, signInRules);
  if (!claim.allowed) {
    const seconds = claim.retryAfterSeconds;
    throw fail.tooMany(`Too many failed sign-ins. Try again in ${waitWords(seconds)}.`, seconds);
  }
  return claim.keys;
}

/** The try was the owner's: its count is given back and the e-mail's failures forgotten. */
export function signInSucceeded(db: Db, keys: LoginKeys): Promise<void> {
  return loginSucceeded(db, keys);
}
