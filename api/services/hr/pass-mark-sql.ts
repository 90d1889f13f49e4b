import { sql, type SQL } from 'drizzle-orm';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';

/**
 * Whether the attempt's score is above its pass mark (the one it was started with; for an attempt
 * that kept none, `passPercent`, the one in force: `attempt-settings.ts`), in SQL: the twin of
 * `isAbovePassMark(scorePercent(right, total), passPercent)` in `shared/pass-mark.ts`, with the
 * same double-precision steps (right / total, × 100, compared; 0 when nothing was served), so the
 * lists and the candidate's own result never disagree on a borderline score.
 */
export function aboveMarkSql(passPercent: number): SQL<boolean> {
  return sql<boolean>`(coalesce(${mcqAttempts.rightCount}::float8 / nullif(${mcqAttempts.totalQuestions}, 0), 0) * 100 > coalesce(${mcqAttempts.passPercent}, ${passPercent}::float8))`;
}
