import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { practicalRoundHistory } from '../../../db/schema/practical-history.ts';
import { practicalSubmissions } from '../../../db/schema/practical.ts';
import type { PracticalHistoryView } from '../../../../shared/contract/hr-practical.ts';
import { standingPracticalDecision } from './practical-decisions.ts';
import { scoresOf } from './practical-scores.ts';
import { submissionFacts } from './submission-facts.ts';

/**
 * What HR reopened or retook of a candidate's practical round, for the report and the
 * candidate's details: the retired rounds and the retired submissions, newest first.
 */
export async function practicalHistory(db: Db, candidateId: string): Promise<PracticalHistoryView> {
  const rounds = await db
    .select()
    .from(practicalRoundHistory)
    .where(eq(practicalRoundHistory.candidateId, candidateId))
    .orderBy(desc(practicalRoundHistory.retiredAt), desc(practicalRoundHistory.startedAt));
  const submissions = await db
    .select()
    .from(practicalSubmissions)
    .where(eq(practicalSubmissions.retiredCandidateId, candidateId))
    .orderBy(desc(practicalSubmissions.submittedAt));
  const retired: PracticalHistoryView['submissions'] = [];
  for (const row of submissions) {
    retired.push({
      id: row.id,
      ...submissionFacts(row),
      // Set together with `retired_candidate_id` (the table's check constraint).
      retiredAt: (row.retiredAt ?? row.submittedAt).toISOString(),
      retiredReason: row.retiredReason ?? '',
      scores: await scoresOf(db, row.id),
      decision: await standingPracticalDecision(db, candidateId, row.id),
    });
  }
  return {
    rounds: rounds.map((round) => ({
      id: round.id,
      startedAt: round.startedAt.toISOString(),
      deadlineAt: round.deadlineAt.toISOString(),
      durationSeconds: round.durationSeconds,
      pausedSeconds: round.pausedSeconds,
      submissionId: round.submissionId,
      retiredAt: round.retiredAt.toISOString(),
      retiredReason: round.retiredReason,
    })),
    submissions: retired,
  };
}
