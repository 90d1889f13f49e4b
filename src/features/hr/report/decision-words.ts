/**
 * HR's decisions in words, for the attempt report and the results (the API and results.csv keep
 * the stored kinds, `practical-second-review`, for programs). A kind not listed shows as itself.
 */
const decisionWords: Record<string, string> = {
  accept: 'MCQ result accepted',
  invalidate: 'MCQ result invalidated',
  'accept-late-answer': 'Late answer accepted',
  reopen: 'MCQ test reopened',
  retake: 'MCQ retake granted',
  'practical-pass': 'Practical passed',
  'practical-fail': 'Practical failed',
  'practical-second-review': 'Practical sent for a second review',
  'practical-reopen': 'Practical round reopened',
  'practical-retake': 'Practical retake granted',
};

export const decisionWordsOf = (kind: string): string => decisionWords[kind] ?? kind;
