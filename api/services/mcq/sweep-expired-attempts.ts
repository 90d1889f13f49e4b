import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { classifyArrival } from '../../domain/answer-timing.ts';
import { lockAttempt } from './attempt-store.ts';
import { closeAttempt } from './close-attempt.ts';
import type { McqRules } from './mcq-rules.ts';

/**
 * Closes, with reason "connection lost", every open attempt whose current question passed its
 * deadline by more than the reconnect window (counted from the server's last busy refusal when
 * later: `domain/answer-timing.ts`), so no abandoned attempt stays open. Each attempt is
 * closed in its own transaction with the row locked, so instances sweeping together (or a late
 * request racing the sweep) close it once. Returns how many it closed.
 */
export async function sweepExpiredAttempts(
  db: Db,
  now: Date,
  rules: McqRules,
  /** The rules of the attempt's assessment (its HR notices); `rules` when not given. */
  rulesOf: (assessmentId: string | null) => McqRules = () => rules,
): Promise<number> {
  const cutoff = new Date(now.getTime() - rules.reconnectWindowMs);
  // Refused as too busy within the window: nobody's connection can be called lost (answer-timing.ts).
  if (rules.lastBusyRefusalAt && rules.lastBusyRefusalAt >= cutoff) return 0;
  const expired = await db
    .select({ candidateId: mcqAttempts.candidateId })
    .from(mcqAttempts)
    .where(
      and(
        isNull(mcqAttempts.submittedAt),
        isNull(mcqAttempts.retiredAt),
        lt(mcqAttempts.currentDeadlineAt, cutoff),
      ),
    )
    .limit(500);
  let closed = 0;
  for (const { candidateId } of expired) {
    closed += await db.transaction(async (tx) => {
      const attempt = await lockAttempt(tx, candidateId);
      if (!attempt || attempt.submittedAt) return 0;
      if (classifyArrival(now, attempt.currentDeadlineAt, rules) !== 'expired') return 0;
      await closeAttempt(
        tx,
        attempt,
        'connection-lost',
        now,
        rulesOf(attempt.assessmentId),
        'server',
      );
      return 1;
    });
  }
  return closed;
}
