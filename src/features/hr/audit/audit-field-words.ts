import { optionLetter } from '../../../../shared/option-letter.ts';
import { timeFactorLabel } from '../candidates/candidate-form-fields.tsx';
import { testTypeLabels } from '../candidates/candidate-status.tsx';
import { enquiryStatusWords } from '../inbox/enquiries-list.tsx';
import { byteSize } from '../kit/byte-size.ts';
import { companyWhen } from '../kit/company-time.ts';
import { decisionWordsOf } from '../report/decision-words.ts';
import { endingLabel } from '../results/ending-words.ts';

/**
 * The fields of the audit rows' before and after in the words of the console's own forms and
 * columns (the candidate form's "Test", the settings' "Pass mark (%)"). The CSV export keeps the
 * keys; a field not listed here reads as its key spelt out ("secondsGiven": "Seconds given").
 */
const fieldWords: Record<string, string> = {
  // A candidate, as the candidate form and list name its details.
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  testType: 'Test',
  timeFactor: 'Time factor',
  windowStart: 'Window opens',
  windowEnd: 'Window closes',
  cohort: 'Drive',
  oneTimeId: 'One-time ID',
  revoked: 'Access revoked',
  // A staff account.
  role: 'Role',
  disabled: 'Disabled',
  // The test settings.
  questionCount: 'Questions per test',
  questionsPerCategory: 'Questions per category',
  secondsPerQuestion: 'Seconds per question',
  passPercent: 'Pass mark (%)',
  shuffleOptions: 'Shuffle options',
  practicalMinutes: 'Practical round length (minutes)',
  notifyHr: 'E-mail HR when a candidate submits a round',
  // An assessment and a drive.
  rounds: 'Rounds',
  difficulties: 'Difficulties',
  practicalTaskIds: 'Practical tasks',
  assessmentId: 'Assessment',
  timeZone: 'Time zone',
  // A question, and a practical task ("Shown to candidates" is the task form's check box).
  category: 'Category',
  difficulty: 'Difficulty',
  question: 'Question',
  options: 'Options',
  correctOptionIndex: 'Correct option',
  retired: 'Retired',
  active: 'Shown to candidates',
  // An enquiry, a decision, a practical score, a backup.
  status: 'Status',
  verdict: 'Verdict',
  submitReason: 'How it ended',
  scorePercent: 'Score (%)',
  submittedAt: 'Submitted',
  startedAt: 'Started',
  deadlineAt: 'Deadline',
  attemptId: 'MCQ attempt',
  submissionId: 'Practical submission',
  rubric: 'Rubric scores',
  sizeBytes: 'Size',
  durationMs: 'Took (ms)',
};

/** Where one kind of subject names a field otherwise: a practical task's `question` is its text. */
const fieldWordsOn: Record<string, Record<string, string>> = {
  'practical-task': { question: 'Task' },
};

/** "secondsGiven" as "Seconds given": a field the table above does not know yet. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field of an audit row in words, as it reads on a row about `entityType`. */
export const fieldWordsOf = (field: string, entityType?: string): string =>
  (entityType ? fieldWordsOn[entityType]?.[field] : undefined) ??
  fieldWords[field] ??
  spelledOut(field);

const wordOf = (words: Record<string, string>, value: unknown): string | undefined =>
  typeof value === 'string' ? words[value] : undefined;
const ofNumber =
  (words: (n: number) => string | null) =>
  (value: unknown): string | undefined =>
    typeof value === 'number' ? (words(value) ?? undefined) : undefined;

/** Values that are keys themselves, in the words the console uses for them elsewhere. */
const valueWords: Record<string, (value: unknown) => string | undefined> = {
  testType: (value) => wordOf(testTypeLabels, value),
  status: (value) => wordOf(enquiryStatusWords, value),
  verdict: (value) => (typeof value === 'string' ? decisionWordsOf(value) : undefined),
  submitReason: (value) => (typeof value === 'string' ? endingLabel(value) : undefined),
  timeFactor: ofNumber(timeFactorLabel),
  correctOptionIndex: ofNumber(optionLetter),
  sizeBytes: ofNumber(byteSize),
};

/** An instant as the API writes it (`toISOString`): shown in the company's time. */
const isInstant = (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value);

/** A value of an audit row's field in words: '—' when the side lacks it, 'none' when cleared. */
export function valueWordsOf(field: string, value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  const worded = valueWords[field]?.(value);
  if (worded !== undefined) return worded;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return isInstant(value) ? companyWhen(value) : value;
  return JSON.stringify(value);
}
