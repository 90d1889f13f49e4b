import { isAbovePassMark, scorePercent } from '../pass-mark.ts';

/**
 * `GET /api/hr/cohort` (docs/hr-api.md, "Cohort"): the submitted MCQ tests of the candidates the
 * results filter selects, summed up for the cohort view.
 */
export interface CohortView {
  /**
   * The pass mark of the submitted tests (a test passes strictly above the mark it was started
   * with): the one most of them were started with; with none submitted, the one in force.
   */
  passPercent: number;
  /**
   * Every pass mark the submitted tests were started with, most tests first: more than one when
   * the mark was edited while the drive ran. `passed` counts each test against its own.
   */
  passMarks: { passPercent: number; tests: number }[];
  /** Candidates the filter selects. */
  candidates: number;
  /** Of them, with a submitted MCQ test (their current attempt): what the figures below count. */
  submitted: number;
  /** Submitted tests above their pass mark. */
  passed: number;
  /** passed / submitted (0–1); null when nothing was submitted. */
  passRate: number | null;
  /**
   * Every distinct score with how many tests had it, lowest first: exact (right of total), so the
   * console's "what if" control counts by the same rule as the server (`shared/pass-mark.ts`).
   */
  scores: { right: number; total: number; tests: number }[];
  /**
   * `cohortBucketCount` bars of `cohortBucketWidth` points: the first holds 0 to 5 % (both
   * included), each later one scores above its `from` up to and including its `to`, so a cut on
   * a bar's edge ("strictly above 75") separates the bars exactly.
   */
  histogram: { from: number; to: number; tests: number }[];
  /** Submitted tests by how they ended, most first: `completed`, `time-up`, `tab-hidden`, …. */
  endings: { reason: string; tests: number }[];
  /**
   * The drive's funnel: of the candidates selected, how many were invited (all of them), started
   * a round, submitted their test (the MCQ; a practical-only test, its upload), passed the MCQ,
   * submitted the practical, and have a verdict (their newest decision accepts or invalidates the
   * MCQ test, or passes or fails the practical).
   */
  funnel: {
    invited: number;
    started: number;
    submitted: number;
    passed: number;
    practicalSubmitted: number;
    decided: number;
  };
}

export const cohortBucketWidth = 5;
export const cohortBucketCount = 100 / cohortBucketWidth;

/** The bar a score falls in: 0 for [0, 5], k for (5k, 5k + 5] (see `CohortView.histogram`). */
export function cohortBucketOf(percent: number): number {
  let bucket = Math.min(
    cohortBucketCount - 1,
    Math.max(0, Math.ceil(percent / cohortBucketWidth) - 1),
  );
  // Division may land a hair off an edge: settle it by the same comparison the pass rule makes.
  while (bucket > 0 && !isAbovePassMark(percent, bucket * cohortBucketWidth)) bucket--;
  while (
    bucket < cohortBucketCount - 1 &&
    isAbovePassMark(percent, (bucket + 1) * cohortBucketWidth)
  )
    bucket++;
  return bucket;
}

/** How many of the scores are strictly above `cut`: the server's rule, for any cut. */
export function testsAbove(scores: CohortView['scores'], cut: number): number {
  return scores
    .filter((s) => isAbovePassMark(scorePercent(s.right, s.total), cut))
    .reduce((sum, s) => sum + s.tests, 0);
}
