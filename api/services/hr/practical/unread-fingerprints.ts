import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { practicalSubmissions } from '../../../db/schema/practical.ts';
import { practicalFingerprints } from '../../../db/schema/practical-review.ts';
import {
  fingerprintSubmission,
  officeDay,
  sameCohortOrDay,
} from '../../practical/submission-fingerprint.ts';

/**
 * Submissions stored before fingerprints existed (migration 0012) are fingerprinted, and compared
 * with their cohort and day, when a similarity list that covers them is asked for: a few per
 * request, so one request stays short.
 */

/** Older submissions fingerprinted per request, so one request stays short. */
export const fingerprintedPerRequest = 3;

/** Which pairs: both sides of one cohort, both submitted on one office day, or one submission's. */
export type SimilarityScope =
  | { kind: 'cohort'; cohort: string }
  | { kind: 'day'; day: string }
  | { kind: 'submission'; submissionId: string; cohort: string | null; submittedAt: Date }
  | { kind: 'all' };

/** The submissions a scope is made of, as a condition on `practical_submissions` and `candidates`. */
function scopeCondition(scope: SimilarityScope): SQL | undefined {
  switch (scope.kind) {
    case 'cohort':
      return eq(candidates.cohort, scope.cohort);
    case 'day':
      return sql`${officeDay(practicalSubmissions.submittedAt)} = ${scope.day}::date`;
    case 'submission':
      return sameCohortOrDay(scope);
    case 'all':
      return undefined;
  }
}

/**
 * Fingerprints up to `fingerprintedPerRequest` submissions of the scope that have none yet (the
 * oldest first); answers how many are left.
 */
export async function fingerprintUnread(
  db: Db,
  scope: SimilarityScope,
  now: Date,
): Promise<number> {
  const unread = and(isNull(practicalFingerprints.submissionId), scopeCondition(scope));
  const from = () =>
    db
      .select({ id: practicalSubmissions.id })
      .from(practicalSubmissions)
      .innerJoin(candidates, eq(candidates.id, practicalSubmissions.candidateId))
      .leftJoin(
        practicalFingerprints,
        eq(practicalFingerprints.submissionId, practicalSubmissions.id),
      );
  const batch = await from()
    .where(unread)
    .orderBy(asc(practicalSubmissions.submittedAt))
    .limit(fingerprintedPerRequest);
  for (const { id } of batch) await fingerprintSubmission(db, id, now);
  const [left] = await db
    .select({ n: count() })
    .from(practicalSubmissions)
    .innerJoin(candidates, eq(candidates.id, practicalSubmissions.candidateId))
    .leftJoin(
      practicalFingerprints,
      eq(practicalFingerprints.submissionId, practicalSubmissions.id),
    )
    .where(unread);
  return left?.n ?? 0;
}
