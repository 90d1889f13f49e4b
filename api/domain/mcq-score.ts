/** The result figures of an attempt, computed on the server from the recorded answers only. */
export interface AttemptScore {
  totalQuestions: number;
  attemptedCount: number;
  rightCount: number;
  wrongCount: number;
  /** right / total × 100, unrounded (eligibility compares this, not the display string). */
  percent: number;
}

/** The one place the score percentage is computed: right answers over every question served. */
export function scorePercent(rightCount: number, totalQuestions: number): number {
  return totalQuestions === 0 ? 0 : (rightCount / totalQuestions) * 100;
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

/** Spec §9: the practical round is offered strictly above the pass mark. */
export function isAbovePassMark(percent: number, passPercent: number): boolean {
  return percent > passPercent;
}
