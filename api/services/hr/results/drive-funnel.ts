import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { practicalRounds, practicalSubmissions } from '../../../db/schema/practical.ts';
import type { CohortView } from '../../../../shared/contract/hr-cohort.ts';
import { currentAttemptOf, roundOf, submissionOf } from '../candidate-records.ts';
import { aboveMarkSql } from '../pass-mark-sql.ts';
import { lastDecision, resultWhere, type ResultFilter } from './results-query.ts';

/**
 * The decisions that settle a candidate: a verdict on the MCQ test or on the practical. A reopen,
 * a retake or a second review starts something again; an accepted late answer is no verdict.
 */
const verdictKinds = sql.raw(`'accept', 'invalidate', 'practical-pass', 'practical-fail'`);

/**
 * The drive's funnel (docs/hr-api.md, "Cohort"): of the candidates the filter selects, how many
 * reached each step, in one pass over them. "Decided": their newest decision is a verdict (a
 * verdict reverted by a reopen or a retake no longer counts).
 */
export async function driveFunnel(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): Promise<CohortView['funnel']> {
  const [row] = await db
    .select({
      invited: sql<number>`count(*)::int`,
      started: sql<number>`(count(*) filter (where ${mcqAttempts.id} is not null
        or ${practicalRounds.candidateId} is not null))::int`,
      submitted: sql<number>`(count(*) filter (where ${mcqAttempts.submittedAt} is not null
        or (${candidates.testType} = 'practical' and ${practicalSubmissions.submittedAt} is not null)))::int`,
      passed: sql<number>`(count(*) filter (where ${mcqAttempts.submittedAt} is not null
        and ${aboveMarkSql(passPercent)}))::int`,
      practicalSubmitted: sql<number>`(count(*) filter (where ${practicalSubmissions.submittedAt} is not null))::int`,
      decided: sql<number>`(count(*) filter (where ${lastDecision} in (${verdictKinds})))::int`,
    })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf)
    .where(resultWhere(filter, passPercent));
  return (
    row ?? { invited: 0, started: 0, submitted: 0, passed: 0, practicalSubmitted: 0, decided: 0 }
  );
}
