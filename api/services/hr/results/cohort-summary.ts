import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { practicalRounds, practicalSubmissions } from '../../../db/schema/practical.ts';
import {
  cohortBucketCount,
  cohortBucketOf,
  cohortBucketWidth,
  type CohortView,
} from '../../../../shared/contract/hr-cohort.ts';
import { isAbovePassMark, scorePercent } from '../../../../shared/pass-mark.ts';
import { resultWhere, type ResultFilter } from './results-query.ts';
import { currentAttemptOf, roundOf, submissionOf } from '../candidate-records.ts';
import { driveFunnel } from './drive-funnel.ts';

interface ScoreGroup {
  right: number;
  total: number;
  reason: string;
  /** The pass mark the tests were started with. */
  mark: number;
  tests: number;
}

/**
 * The cohort view's figures (docs/hr-api.md, "Cohort"): the candidates the results filter selects,
 * and of their current MCQ attempts the submitted ones, counted once per distinct (right, total,
 * reason) by the database. Everything else (the pass count, the histogram, the endings) is summed
 * from those few groups with the pass rule of `shared/pass-mark.ts`, the one the console's "what
 * if" control applies too.
 */
export async function cohortSummary(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): Promise<CohortView> {
  const submitted = sql<boolean>`${mcqAttempts.submittedAt} is not null`;
  const rows = await db
    .select({
      submitted,
      right: mcqAttempts.rightCount,
      total: mcqAttempts.totalQuestions,
      reason: mcqAttempts.submitReason,
      mark: mcqAttempts.passPercent,
      tests: count(),
    })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf)
    .where(resultWhere(filter, passPercent))
    .groupBy(
      submitted,
      mcqAttempts.rightCount,
      mcqAttempts.totalQuestions,
      mcqAttempts.submitReason,
      mcqAttempts.passPercent,
    );

  const groups: ScoreGroup[] = rows
    .filter((row) => row.submitted)
    .map((row) => ({
      right: row.right ?? 0,
      total: row.total ?? 0,
      reason: row.reason ?? 'unknown',
      mark: row.mark ?? passPercent,
      tests: Number(row.tests),
    }));
  const scores = sumBy(
    groups,
    (g) => `${g.right}/${g.total}`,
    (g) => ({
      right: g.right,
      total: g.total,
    }),
  ).sort(
    (a, b) => scorePercent(a.right, a.total) - scorePercent(b.right, b.total) || a.total - b.total,
  );
  const endings = sumBy(
    groups,
    (g) => g.reason,
    (g) => ({ reason: g.reason }),
  ).sort((a, b) => b.tests - a.tests || a.reason.localeCompare(b.reason));
  const histogram = Array.from({ length: cohortBucketCount }, (_, i) => ({
    from: i * cohortBucketWidth,
    to: (i + 1) * cohortBucketWidth,
    tests: 0,
  }));
  for (const score of scores) {
    const bar = histogram[cohortBucketOf(scorePercent(score.right, score.total))];
    if (bar) bar.tests += score.tests;
  }
  const submittedTests = groups.reduce((sum, g) => sum + g.tests, 0);
  // Each test against the pass mark it was started with (`attempt-settings.ts`): a drive whose
  // mark was edited midway is never judged by one mark silently; `passMarks` says which applied.
  const passed = groups
    .filter((g) => isAbovePassMark(scorePercent(g.right, g.total), g.mark))
    .reduce((sum, g) => sum + g.tests, 0);
  const passMarks = sumBy(
    groups,
    (g) => String(g.mark),
    (g) => ({ passPercent: g.mark }),
  ).sort((a, b) => b.tests - a.tests || a.passPercent - b.passPercent);
  return {
    passPercent: passMarks[0]?.passPercent ?? passPercent,
    passMarks,
    candidates: rows.reduce((sum, row) => sum + Number(row.tests), 0),
    submitted: submittedTests,
    passed,
    passRate: submittedTests === 0 ? null : passed / submittedTests,
    scores,
    histogram,
    endings,
    funnel: await driveFunnel(db, filter, passPercent),
  };
}

/** The groups summed by `key`, each sum carrying the fields `pick` gives it. */
function sumBy<T extends object>(
  groups: ScoreGroup[],
  key: (group: ScoreGroup) => string,
  pick: (group: ScoreGroup) => T,
): (T & { tests: number })[] {
  const sums = new Map<string, T & { tests: number }>();
  for (const group of groups) {
    const sum = sums.get(key(group));
    if (sum) sum.tests += group.tests;
    else sums.set(key(group), { ...pick(group), tests: group.tests });
  }
  return [...sums.values()];
}
