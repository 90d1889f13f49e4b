import type { AssessmentView } from '../../../../shared/contract/hr-assessments.ts';
import type { Difficulty, HrTestType } from '../../../../shared/contract/hr.ts';

/** What each assessment setting reads as in the console. */
export const roundWords: Record<HrTestType, string> = {
  mcqs: 'MCQ test only',
  practical: 'Practical round only',
  both: 'MCQ test, then the practical round',
};

export const difficultyWords: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** The pass rule in words: a candidate passes strictly above the mark. */
export const passMarkWords = (passPercent: number): string => `strictly above ${passPercent} %`;

export const hasMcqs = (a: Pick<AssessmentView, 'rounds'>): boolean => a.rounds !== 'practical';
export const hasPractical = (a: Pick<AssessmentView, 'rounds'>): boolean => a.rounds !== 'mcqs';

/** How an assessment's questions are drawn: "react 3, css 2" or "whole bank". */
export function drawWords(a: Pick<AssessmentView, 'questionsPerCategory' | 'difficulties'>) {
  const categories = Object.entries(a.questionsPerCategory)
    .map(([category, count]) => `${category} ${count}`)
    .join(', ');
  const levels =
    a.difficulties.length === 3
      ? ''
      : `; ${a.difficulties.map((d) => difficultyWords[d].toLowerCase()).join(', ')}`;
  return `${categories || 'whole bank'}${levels}`;
}
