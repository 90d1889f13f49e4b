import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginDelays, rateLimits } from '../db/schema/rate-limits.ts';
import { deleteOlderThan } from './prune-rows.ts';
import { hitRateLimit, resetRateLimit, type RateLimitRule } from './rate-limit.ts';

/** The login's limits (LOGIN_* settings). */
export interface LoginThrottleRules {
  /** Failures of one ID from one client before each further try from them waits. */
  freeFailures: number;
  /** The longest such wait; waits double from 1 s up to it. */
  maxDelaySeconds: number;
  /** Attempts on one ID from anywhere per window: only an attack reaches it. */
  maxPerId: number;
  /** Failed attempts from one client address per window: a whole exam room stays under it. */
  maxPerClient: number;
  windowMs: number;
  /** Whose logins these are, so candidates' and staff's counters never mix (default: candidates). */
  scope?: 'login' | 'staff-sign-in';
}

/** How long the pair waits after `failures` failures (0 while they are free). */
export function delaySecondsAfter(failures: number, rules: LoginThrottleRules): number {
  if (failures < rules.freeFailures) return 0;
  return Math.min(rules.maxDelaySeconds, 2 ** Math.min(30, failures - rules.freeFailures));
}

export type LoginClaim =
  | { allowed: true; keys: LoginKeys }
  | {
      allowed: false;
      retryAfterSeconds: number;
      keys: LoginKeys;
      /** This try is the first that the ID's ceiling (`maxPerId`) refused this window. */
      idCeilingReached?: boolean;
    };

export interface LoginKeys {
  pair: string;
  id: string;
  client: string;
  windowStart: Date;
}

function keysOf(
  oneTimeId: string,
  client: string,
  now: Date,
  rules: LoginThrottleRules,
): LoginKeys {
  const id = oneTimeId.toLowerCase();
  const scope = rules.scope ?? 'login';
  return {
    pair: `${scope}:pair:${client}:${id}`,
    id: `${scope}:id:${id}`,
    client: `${scope}:client:${client}`,
    windowStart: new Date(Math.floor(now.getTime() / rules.windowMs) * rules.windowMs),
  };
}

/**
 * Counts one more failure on `key` (a client and an ID, or a device) unless it must still wait:
 * one atomic upsert, so tries sent at once are counted at once. After `freeFailures`, each further
 * try waits 1 s, 2 s, 4 s … up to `maxDelaySeconds` after the one before; a key quiet for a whole
 * window starts afresh.
 */
export async function claimDelay(
  db: Db,
  key: string,
  now: Date,
  rules: LoginThrottleRules,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgetBefore = sql`${new Date(now.getTime() - rules.windowMs).toISOString()}::timestamptz`;
  // The wait owed after `failures`, in SQL: 0 while free, then 1, 2, 4 … s up to the longest.
  const waitSeconds = sql`case when ${loginDelays.failures} < ${rules.freeFailures} then 0
    else least(${rules.maxDelaySeconds}, power(2, least(30, ${loginDelays.failures} - ${rules.freeFailures}))) end`;
  const [claimed] = await db
    .insert(loginDelays)
    .values({ key, failures: 1, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: loginDelays.key,
      set: {
        failures: sql`case when ${loginDelays.lastAttemptAt} < ${forgetBefore} then 1 else ${loginDelays.failures} + 1 end`,
        lastAttemptAt: at,
      },
      // Otherwise the row stays as it is and nothing is returned: the key must wait.
      setWhere: sql`${loginDelays.lastAttemptAt} < ${forgetBefore}
        or ${loginDelays.lastAttemptAt} + make_interval(secs => ${waitSeconds}) <= ${at}`,
    })
    .returning({ failures: loginDelays.failures });
  if (claimed) return { allowed: true };
  const [row] = await db.select().from(loginDelays).where(eq(loginDelays.key, key));
  const waitUntil = row
    ? row.lastAttemptAt.getTime() + delaySecondsAfter(row.failures, rules) * 1000
    : now.getTime() + 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)),
  };
}

/** Forgets a key's failures (its owner got in). */
export async function forgetDelay(db: Db, key: string): Promise<void> {
  await db.delete(loginDelays).where(eq(loginDelays.key, key));
}

/**
 * Counts a login attempt before its password is checked, atomically (one statement per counter,
 * so 500 attempts sent at once are counted as 500, and the ones over a limit never reach the
 * password check). Each attempt counts as a failure until it succeeds (`loginSucceeded` takes it
 * back). Refused when the pair (ID, client) must still wait, when the ID has had `maxPerId`
 * attempts this window, or the client `maxPerClient` failures.
 */
export async function claimLoginAttempt(
  db: Db,
  oneTimeId: string,
  client: string,
  now: Date,
  rules: LoginThrottleRules,
): Promise<LoginClaim> {
  const keys = keysOf(oneTimeId, client, now, rules);
  const pair = await claimDelay(db, keys.pair, now, rules);
  if (!pair.allowed) return { ...pair, keys };
  const idRule: RateLimitRule = { windowMs: rules.windowMs, limit: rules.maxPerId };
  const clientRule: RateLimitRule = { windowMs: rules.windowMs, limit: rules.maxPerClient };
  const perId = await hitRateLimit(db, keys.id, idRule, now);
  const perClient = await hitRateLimit(db, keys.client, clientRule, now);
  if (!perId.allowed) {
    // Counted atomically, so exactly one try a window is the first the ID's ceiling refuses.
    const idCeilingReached = perId.hits === rules.maxPerId + 1;
    return { allowed: false, keys, retryAfterSeconds: perId.retryAfterSeconds, idCeilingReached };
  }
  if (!perClient.allowed)
    return { allowed: false, keys, retryAfterSeconds: perClient.retryAfterSeconds };
  return { allowed: true, keys };
}

/**
 * The attempt was the owner's: the pair's and the ID's failures are forgotten, and the client's
 * count gives back the one this attempt took.
 */
export async function loginSucceeded(db: Db, keys: LoginKeys): Promise<void> {
  await forgetDelay(db, keys.pair);
  await resetRateLimit(db, keys.id);
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(0, ${rateLimits.hits} - 1)` })
    .where(and(eq(rateLimits.key, keys.client), eq(rateLimits.windowStart, keys.windowStart)));
}

/** Deletes pairs quiet for longer than the window (the per-hit reset only reaches pairs that return). */
export async function pruneLoginDelays(db: Db, now: Date, windowMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - windowMs);
  return deleteOlderThan(db, loginDelays, loginDelays.lastAttemptAt, cutoff);
}
