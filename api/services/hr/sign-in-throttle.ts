import type { Db } from '../../db/database.ts';
import { fail } from '../../domain/errors.ts';
import {
  claimDelay,
  claimLoginAttempt,
  forgetDelay,
  loginSucceeded,
  type LoginKeys,
  type LoginThrottleRules,
} from '../login-throttle.ts';
import { recordAudit } from './audit.ts';
import type { StaffDevice } from './staff-devices.ts';

/**
 * Staff sign-in limits, on the same counters as the candidates' login (`login-throttle.ts`),
 * claimed atomically before the password is checked, so guesses sent at once are counted at once.
 * From a browser the account has not signed in from (no device cookie of its own):
 * - one e-mail from one client: four free failures, then each try waits 1 s, 2 s, 4 s … up to
 *   15 minutes (other clients, such as the owner's, are not slowed);
 * - one e-mail from anywhere: 100 tries in 15 minutes (a guesser with many addresses), then 429
 *   until the window ends, and the audit log says so once;
 * - one client address: 100 failures in 15 minutes across every e-mail.
 * From a browser the account has signed in from (its device cookie, `staff-devices.ts`): only that
 * device's own failures count, with the same growing waits, so no guesser elsewhere can keep the
 * owner out of it. Everything is forgotten after the window.
 */
export const signInRules: LoginThrottleRules = {
  scope: 'staff-sign-in',
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  maxPerId: 100,
  maxPerClient: 100,
  windowMs: 15 * 60_000,
};

export interface SignInTry {
  /** As typed (lower-cased by the schema). */
  email: string;
  client: string;
  /** The account of that e-mail, if there is one. */
  account?: { id: string; email: string };
  /** The device the browser's cookie names, if its signature holds. */
  device?: StaffDevice | null;
}

/** Whose counters a try took: the device's own, or those of an unknown browser. */
export type SignInClaim = { deviceKey: string } | { keys: LoginKeys };

function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const tooMany = (seconds: number) =>
  fail.tooMany(`Too many failed sign-ins. Try again in ${waitWords(seconds)}.`, seconds);

/** The once-a-window audit row of an account whose unknown browsers are now refused. */
async function recordLockout(
  db: Db,
  account: { id: string; email: string },
  client: string,
  now: Date,
  retryAfterSeconds: number,
) {
  await recordAudit(db, null, now, {
    action: 'staff.sign-in-locked',
    entityType: 'staff',
    entityId: account.id,
    reason:
      `${signInRules.maxPerId} sign-in tries in ${signInRules.windowMs / 60_000} minutes: ` +
      'browsers this account has not signed in from are refused until the time given',
    after: {
      email: account.email,
      refusedUntil: new Date(now.getTime() + retryAfterSeconds * 1000).toISOString(),
      lastClient: client,
    },
  });
}

/** Counts a sign-in try, or refuses it (429) while it must wait. */
export async function claimSignIn(db: Db, attempt: SignInTry, now: Date): Promise<SignInClaim> {
  const { account, device } = attempt;
  if (account && device && device.staffId === account.id) {
    const deviceKey = `${signInRules.scope}:device:${device.nonce}`;
    const claim = await claimDelay(db, deviceKey, now, signInRules);
    if (!claim.allowed) throw tooMany(claim.retryAfterSeconds);
    return { deviceKey };
  }
  const claim = await claimLoginAttempt(db, attempt.email, attempt.client, now, signInRules);
  if (!claim.allowed) {
    // A refused guess is recorded on purpose: at most one row per account and window.
    if (claim.idCeilingReached && account)
      await recordLockout(db, account, attempt.client, now, claim.retryAfterSeconds);
    throw tooMany(claim.retryAfterSeconds);
  }
  return { keys: claim.keys };
}

/** The try was the owner's: its counts are given back and its failures forgotten. */
export async function signInSucceeded(db: Db, claim: SignInClaim): Promise<void> {
  if ('deviceKey' in claim) await forgetDelay(db, claim.deviceKey);
  else await loginSucceeded(db, claim.keys);
}
