import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { practicalRounds, practicalSubmissions } from '../../db/schema/practical.ts';

/*
 * How every HR list of candidates (candidates, results, the cohort, the exports) joins a candidate
 * to its record, all optional: `from(candidates)`, then
 * `.leftJoin(mcqAttempts, currentAttemptOf).leftJoin(practicalRounds, roundOf)
 * .leftJoin(practicalSubmissions, submissionOf)`. One candidate stays one row: each join matches
 * at most one row (one current attempt per candidate, a retired one being history; one practical
 * round and one submission per candidate), so counts over it count candidates. (A helper taking
 * the selection would be shorter, but Drizzle's join types do not survive a generic selection.)
 */
export const currentAttemptOf = and(
  eq(mcqAttempts.candidateId, candidates.id),
  isNull(mcqAttempts.retiredAt),
);
export const roundOf = eq(practicalRounds.candidateId, candidates.id);
export const submissionOf = eq(practicalSubmissions.candidateId, candidates.id);

/** How many candidates `where` selects when it reads their records (the joins above). */
export async function countWithRecords(db: Db, where: SQL | undefined) {
  const [counted] = await db
    .select({ n: count() })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf)
    .where(where);
  return counted;
}
