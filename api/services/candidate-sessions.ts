import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { candidates, type Candidate } from '../db/schema/candidates.ts';
import type { CandidateClaims } from './candidate-token.ts';

export type SessionEnd = 'logged-out' | 'test-over' | null;

/**
 * Whether a token's session has ended although the token is signed and unexpired: a logout since
 * it was issued (the epoch moved on), or the candidate's last round submitted more than
 * `minutesAfterTest` before `now` (counted from the token's issue when that is later, so a
 * candidate who logs in afterwards to read the result gets the same few minutes).
 */
export function sessionEnd(
  candidate: Pick<Candidate, 'tokenEpoch' | 'testEndedAt'>,
  claims: Pick<CandidateClaims, 'epoch' | 'issuedAt'>,
  now: Date,
  minutesAfterTest: number,
): SessionEnd {
  if (claims.epoch !== candidate.tokenEpoch) return 'logged-out';
  if (!candidate.testEndedAt) return null;
  const from = Math.max(candidate.testEndedAt.getTime(), claims.issuedAt.getTime());
  return now.getTime() >= from + minutesAfterTest * 60_000 ? 'test-over' : null;
}

/** Ends every token of the candidate at once (`POST /api/interview/logout`). */
export async function endCandidateSessions(db: Db, candidateId: string): Promise<void> {
  await db
    .update(candidates)
    .set({ tokenEpoch: sql`${candidates.tokenEpoch} + 1` })
    .where(eq(candidates.id, candidateId));
}

/** The candidate's test goes on (HR reopened it or granted a retake): sessions no longer end with it. */
export async function reopenCandidateSessions(db: Db, candidateId: string): Promise<void> {
  await db.update(candidates).set({ testEndedAt: null }).where(eq(candidates.id, candidateId));
}

/**
 * Records that the candidate's last round was submitted at `at` (the first time only); which
 * round is the last is the caller's call: the practical round, or the MCQ test of a candidate
 * with no practical to follow.
 */
export async function markTestEnded(db: Db, candidateId: string, at: Date): Promise<void> {
  await db
    .update(candidates)
    .set({ testEndedAt: at })
    .where(and(eq(candidates.id, candidateId), isNull(candidates.testEndedAt)));
}
