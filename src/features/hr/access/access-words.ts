import type { AccessAction } from '../../../../shared/contract/hr-privacy.ts';

/** What was read, in words (the log keeps the key). */
export const accessActionWords: Record<AccessAction, string> = {
  report: 'Attempt report',
  answers: 'Kept answer',
  upload: 'Practical upload',
  'results-export': 'Results export',
  'answers-export': 'Answers export',
  'candidates-export': 'Candidate list export',
  'person-export': 'Person’s data export',
};

/** A key the words do not know (a later action) is shown as itself. */
export const accessActionWordsOf = (action: string): string =>
  (accessActionWords as Record<string, string>)[action] ?? action;
