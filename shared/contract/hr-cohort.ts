import { isAbovePassMark, scorePercent } from '../pass-mark.ts';

/**
 * `GET /api/hr/cohort` (docs/hr-api.md, "Cohort"): the submitted MCQ tests of the candidates the
 * results filter selects, summed up for the cohort view.
 */
export interface CohortView {
  /** The pass mark in force (a candidate passes strictly above it). */
  passPercent: number;
  /** Candidates the filter selects. */
  candidates: number;
  /** Of them, with a submitted MCQ test (their current attempt): what the figures below count. */
  submitted: number;
  /** Submitted tests above the pass mark. */
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
