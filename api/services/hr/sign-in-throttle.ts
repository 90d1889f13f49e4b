import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffSignInFailures } from '../../db/schema/staff.ts';
import { fail } from '../../domain/errors.ts';

/** Failures allowed before each try must wait; the wait then doubles up to `maxDelaySeconds`. */
export const signInThrottle = { freeFailures: 4, windowMinutes: 15, maxDelaySeconds: 15 * 60 };

/** The wait after `failures` failures: none for the first few, then 1 s, 2 s, 4 s … at most 15 min. */
export function delayAfter(failures: number): number {
  const over = failures - signInThrottle.freeFailures;
  if (over <= 0) return 0;
  return Math.min(signInThrottle.maxDelaySeconds, 2 ** (over - 1));
}

function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Refuses (429) a sign-in on `key` (e-mail and client address) still inside its wait. Failures
 * older than the window are forgotten, so the wait never grows into a lockout, and the key
 * includes the client address, so an attacker elsewhere cannot slow the real user down.
 */
export async function checkSignInThrottle(db: Db, key: string, now: Date): Promise<void> {
  const [row] = await db.select().from(staffSignInFailures).where(eq(staffSignInFailures.key, key));
  if (!row) return;
  const stale = now.getTime() - row.lastFailureAt.getTime() > signInThrottle.windowMinutes * 60_000;
  if (stale) return;
  const waitMs = row.nextAllowedAt.getTime() - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw fail.tooMany(`Too many failed sign-ins. Try again in ${waitWords(seconds)}.`, seconds);
  }
}

/** Counts a failure on `key` and sets when the next try is allowed. */
export async function recordSignInFailure(db: Db, key: string, now: Date): Promise<void> {
  const [row] = await db.select().from(staffSignInFailures).where(eq(staffSignInFailures.key, key));
  const stale =
    !row || now.getTime() - row.lastFailureAt.getTime() > signInThrottle.windowMinutes * 60_000;
  const failures = stale ? 1 : row.failures + 1;
  const nextAllowedAt = new Date(now.getTime() + delayAfter(failures) * 1000);
  await db
    .insert(staffSignInFailures)
    .values({ key, failures, lastFailureAt: now, nextAllowedAt })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: { failures, lastFailureAt: now, nextAllowedAt },
    });
}

export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
}
