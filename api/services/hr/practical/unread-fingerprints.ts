import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { practicalSubmissions } from '../../../db/schema/practical.ts';
import { practicalFingerprints } from '../../../db/schema/practical-review.ts';
import {
  fingerprintSubmission,
  officeDay,
  sameCohortOrDay,
  type Placed,
} from '../../practical/submission-fingerprint.ts';

/**
 * Submissions stored before fingerprints existed (migration 0012) are fingerprinted, and compared
 * with their cohort and day, when a similarity list that covers them is asked for: a few per
 * request, so one request stays short.
 */

/** Older submissions fingerprinted per request, so one request stays short. */
export const fingerprintedPerRequest = 3;

/**
 * Which pairs: both sides of one cohort, both submitted on one office day (on the company's clock,
 * `timeZone`), or one submission's.
 */
export type SimilarityScope =
  | { kind: 'cohort'; cohort: string }
  | { kind: 'day'; day: string; timeZone: string }
  | ({ kind: 'submission'; submissionId: string } & Placed)
  | { kind: 'all' };

/** The submissions a scope is made of, as a condition on `practical_submissions` and `candidates`. */
function scopeCondition(scope: SimilarityScope): SQL | undefined {
  switch (scope.kind) {
    case 'cohort':
      return eq(candidates.cohort, scope.cohort);
    case 'day':
      return sql`${officeDay(practicalSubmissions.submittedAt, scope.timeZone)} = ${scope.day}::date`;
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
  /** The company's clock: each one fingerprinted is compared with its cohort and its day. */
  timeZone: string,
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
  for (const { id } of batch) await fingerprintSubmission(db, id, now, timeZone);
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
