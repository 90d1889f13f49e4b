// The percentage and the pass rule live in shared/ because the HR console's cohort view applies
// the same rule in the browser.
import { isAbovePassMark, scorePercent } from '../../shared/pass-mark.ts';

export { isAbovePassMark, scorePercent };

/** The result figures of an attempt, computed on the server from the recorded answers only. */
export interface AttemptScore {
  totalQuestions: number;
  attemptedCount: number;
  rightCount: number;
  wrongCount: number;
  /** right / total × 100, unrounded (eligibility compares this, not the display string). */
  percent: number;
}

export function scoreAttempt(
  totalQuestions: number,
  answers: readonly { selectedOptionIndex: number | null; isCorrect: boolean }[],
): AttemptScore {
  const attempted = answers.filter((a) => a.selectedOptionIndex !== null);
  const right = attempted.filter((a) => a.isCorrect).length;
  return {
    totalQuestions,
    attemptedCount: attempted.length,
    rightCount: right,
    wrongCount: attempted.length - right,
    percent: scorePercent(right, totalQuestions),
  };
}

/** The spec's `finalResult`: a percentage string such as `80%` (at most two decimals: `66.67%`). */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
