import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { deleteOlderThan } from './prune-rows.ts';

export interface RateLimitRule {
  /** Most hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

function windowStartOf(now: Date, rule: RateLimitRule): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

function secondsLeftIn(windowStart: Date, rule: RateLimitRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/**
 * Counts one hit on `key` in the current fixed window and says whether it is within the rule.
 * One atomic upsert, so concurrent requests on any number of instances count exactly.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const windowStart = windowStartOf(now, rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  // Old windows of this key are useless: drop them as we go (the primary key makes this cheap).
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  const hits = row?.hits ?? 1;
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: secondsLeftIn(windowStart, rule, now),
  };
}

/**
 * Deletes every window that ended before `now - longestWindowMs`: counts of clients that came once
 * and never again (the per-hit cleanup only reaches keys that come back). Returns the rows removed.
 */
export async function pruneRateLimits(db: Db, now: Date, longestWindowMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - longestWindowMs);
  return deleteOlderThan(db, rateLimits, rateLimits.windowStart, cutoff);
}

/** Forgets a key's count (e.g. a successful login clears its failed attempts). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
