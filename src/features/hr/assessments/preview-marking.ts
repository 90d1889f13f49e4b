import { isAbovePassMark, scorePercent } from '../../../../shared/pass-mark.ts';

/** What a staff member's try of an assessment scored, by that assessment's own pass mark. */
export interface PreviewMark {
  right: number;
  total: number;
  percent: number;
  passed: boolean;
}

/**
 * Marks a preview as the server marks a test (`shared/pass-mark.ts`): right answers over every
 * question served, an unanswered question counting as wrong, a pass strictly above the mark.
 */
export function markPreview(
  questions: readonly { correctOptionIndex: number }[],
  answers: readonly (number | null)[],
  passPercent: number,
): PreviewMark {
  const right = questions.filter((q, i) => answers[i] === q.correctOptionIndex).length;
  const percent = scorePercent(right, questions.length);
  return { right, total: questions.length, percent, passed: isAbovePassMark(percent, passPercent) };
}
