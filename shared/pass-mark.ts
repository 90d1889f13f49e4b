/**
 * The pass rule, written once for the server (scoring, results, the cohort view) and the HR
 * console's "what if the cut were X" control, so the two can never disagree on a borderline
 * score. The SQL twin is `aboveMarkSql` (api/services/hr/pass-mark-sql.ts), with the same
 * double-precision steps.
 */

/** Spec §9's pass mark, HR's until they set another (`MCQ_PASS_PERCENT`, the test settings). */
export const specPassPercent = 75;

/** The one place the score percentage is computed: right answers over every question served. */
export function scorePercent(rightCount: number, totalQuestions: number): number {
  return totalQuestions === 0 ? 0 : (rightCount / totalQuestions) * 100;
}

/** Spec §9: the practical round is offered strictly above the pass mark. */
export function isAbovePassMark(percent: number, passPercent: number): boolean {
  return percent > passPercent;
}
