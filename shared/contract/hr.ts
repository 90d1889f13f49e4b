import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { decisionSchema, optionalReasonField, reasonField } from './hr-reason.ts';
import type { PracticalHistoryView, PracticalManifestView } from './hr-practical.ts';
import type { CandidateMailSummary } from './candidate-mail-kinds.ts';
import { trimmedText } from './text.ts';
import { questionImageSchema, type QuestionImageView } from './hr-question-images.ts';

/**
 * The HR automation API's contract (`docs/hr-api.md`): request schemas, validated by the console's
 * forms and by the server, and the answers' types. Field names here are the public contract.
 */

export const staffRoles = ['admin', 'reviewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const hrTestTypes = ['mcqs', 'practical', 'both'] as const;
export type HrTestType = (typeof hrTestTypes)[number];

/** The extra time HR may grant: 1 (none), +25 %, +50 %, +100 %. */
export const timeFactors = [1, 1.25, 1.5, 2] as const;

export const candidateStatuses = ['not-started', 'in-progress', 'finished', 'revoked'] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];

export const enquiryStatuses = ['new', 'replied', 'archived'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const questionImportFormats = ['aiken', 'gift', 'moodle', 'csv'] as const;
export type QuestionImportFormat = (typeof questionImportFormats)[number];

export const minOptions = 2;
export const maxOptions = 6;
/**
 * A question's text, code included: 5,000 characters hold a 40-line block of 100-column code with
 * its question (2,000, the first limit, held about 25 lines: too few for the code IT companies ask about).
 */
export const maxQuestionLength = 5000;
export const staffPasswordMinLength = 12;

/** The CSRF header every state change carries (with the session cookie). */
export const csrfHeader = 'X-CSRF-Token';

/**
 * yup's e-mail rule takes `name@example`, an address no mail reaches: a console address, which the
 * product writes to, also needs a dot in its domain and a top-level domain of two letters or more.
 */
const reachableDomain = /@[^@\s]+\.[^@\s.]{2,}$/;

const email = (label: string) =>
  trimmedText(label)
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(`${label} is required`)
    .email(`${label} must be an e-mail address`)
    .matches(reachableDomain, `${label} must be an e-mail address`)
    .max(254, `${label} must be at most 254 characters`);

export { reasonField };
const optionalReason = optionalReasonField;

/** ISO 8601 with a time zone (`Z` or `±hh:mm`), or null/empty for "open". */
export const zonedTimePattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
export const zonedTime = (label: string) =>
  trimmedText(label)
    .nullable()
    .optional()
    .test(
      'zoned-time',
      `${label} must be an ISO 8601 time with a time zone, e.g. 2026-11-24T10:00:00+05:30`,
      (v) =>
        v === undefined ||
        v === null ||
        v === '' ||
        (zonedTimePattern.test(v) && !Number.isNaN(Date.parse(v))),
    );

export const signInSchema = object({
  email: email('E-mail'),
  password: string().required('Password is required').max(128, 'Password is too long'),
});
export type SignInRequest = InferType<typeof signInSchema>;

export const changePasswordSchema = object({
  currentPassword: string()
    .required('The current password is required')
    .max(128, 'Password is too long'),
  newPassword: string()
    .required('The new password is required')
    .min(
      staffPasswordMinLength,
      `The new password must be at least ${staffPasswordMinLength} characters`,
    )
    .max(128, 'The new password must be at most 128 characters'),
});

export const createStaffSchema = object({
  email: email('E-mail'),
  name: trimmedText('name')
    .required('Name is required')
    .max(100, 'Name must be at most 100 characters'),
  role: string().oneOf(staffRoles, 'Role must be admin or reviewer').required('Role is required'),
  reason: optionalReason,
});

export const updateStaffSchema = object({
  name: trimmedText('name')
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  role: string().oneOf(staffRoles, 'Role must be admin or reviewer'),
  disabled: boolean().typeError('disabled must be true or false'),
  reason: reasonField,
});

export const reasonSchema = object({ reason: reasonField });
/** A change whose reason may be left out (a reminder). */
export const optionalReasonSchema = object({ reason: optionalReason });

/**
 * How long a candidate has to come back to an MCQ test HR reopened. The reopened question's time
 * starts when they are back on it, not at the reopen (a candidate reading the rules page first
 * must not find it spent); past this, and the reconnect window, the test closes as abandoned.
 */
export const reopenReturnMinutes = 30;

/** A person's verdict on a submitted attempt; the newest one stands (a later one reverses it). */
export const verdictKinds = ['accept', 'invalidate'] as const;
export type VerdictKind = (typeof verdictKinds)[number];
export const verdictSchema = decisionSchema(verdictKinds, 'kind must be accept or invalidate');

const timeFactorField = number()
  .typeError('time_factor must be 1, 1.25, 1.5 or 2')
  .oneOf([...timeFactors], 'time_factor must be 1, 1.25, 1.5 or 2');

const candidateFields = {
  name: trimmedText('name')
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: trimmedText('email')
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .email('E-mail must be an e-mail address')
    .matches(reachableDomain, {
      message: 'E-mail must be an e-mail address',
      excludeEmptyString: true,
    })
    .max(254, 'E-mail must be at most 254 characters'),
  phone: trimmedText('phone')
    .nullable()
    .optional()
    .matches(/^\+?[\d\s()-]{6,20}$/, {
      message: 'Phone must be a phone number',
      excludeEmptyString: true,
    }),
  testType: string().oneOf(hrTestTypes, 'test_type must be mcqs, practical or both'),
  timeFactor: timeFactorField,
  windowStart: zonedTime('window_start'),
  windowEnd: zonedTime('window_end'),
};

/** The longest cohort (a drive's or a day's label) the API takes, in a filter or on a candidate. */
export const maxCohortLength = 200;

/**
 * A candidate's drive, by its name (`cohort`, as the API called it when a drive was a free label):
 * a name no drive has yet makes a drive of the default assessment. Empty or null: no drive (the
 * default assessment).
 */
const cohortField = trimmedText('cohort')
  .nullable()
  .optional()
  .max(maxCohortLength, `Cohort must be at most ${maxCohortLength} characters`);

export const createCandidateSchema = object({
  ...candidateFields,
  name: candidateFields.name.required('Name is required'),
  email: candidateFields.email.required('E-mail is required'),
  // Absent: the rounds of the drive's assessment (the default one's outside any drive).
  testType: candidateFields.testType,
  timeFactor: timeFactorField.default(1),
  cohort: cohortField,
  reason: optionalReason,
  /** Queue an invitation e-mail with the credentials. Absent: yes when the server has mail configured. */
  invite: boolean().typeError('invite must be true or false'),
});
export type CreateCandidateRequest = InferType<typeof createCandidateSchema>;

export const updateCandidateSchema = object({
  ...candidateFields,
  // Absent leaves the e-mail as it is; empty would take it away, and a candidate needs one.
  email: candidateFields.email.min(1, 'E-mail is required'),
  cohort: cohortField,
  reason: reasonField,
});
export type UpdateCandidateRequest = InferType<typeof updateCandidateSchema>;

export const questionSchema = object({
  category: trimmedText('category')
    .required('Category is required')
    .max(60, 'Category must be at most 60 characters'),
  difficulty: string()
    .oneOf(difficulties, 'Difficulty must be easy, medium or hard')
    .required('Difficulty is required'),
  question: trimmedText('question')
    .required('Question is required')
    .max(maxQuestionLength, `Question must be at most ${maxQuestionLength} characters`),
  options: array(
    trimmedText('An option')
      .required('An option must not be empty')
      .max(500, 'An option must be at most 500 characters'),
  )
    .required('Options are required')
    .min(minOptions, `A question needs ${minOptions} to ${maxOptions} options`)
    .max(maxOptions, `A question needs ${minOptions} to ${maxOptions} options`),
  correctOptionIndex: number()
    .typeError('correctOptionIndex must be a number')
    .integer('correctOptionIndex must be a whole number')
    .required('correctOptionIndex is required')
    .min(0, 'correctOptionIndex must name one of the options')
    .test('in-range', 'correctOptionIndex must name one of the options', (v, ctx) => {
      const options = (ctx.parent as { options?: unknown[] }).options;
      return v === undefined || !Array.isArray(options) || v < options.length;
    }),
  // Absent or null: no picture (an edit that leaves it out takes the picture away).
  image: questionImageSchema.nullable().default(null),
});
export const createQuestionSchema = questionSchema.shape({ reason: optionalReason });
export const updateQuestionSchema = questionSchema.shape({ reason: reasonField });
export type QuestionInput = InferType<typeof questionSchema>;

export const settingsSchema = object({
  questionCount: number()
    .typeError('questionCount must be a number')
    .integer()
    .min(1, 'questionCount must be at least 1')
    .max(200, 'questionCount must be at most 200')
    .required(),
  questionsPerCategory: mixed<Record<string, number>>()
    .test(
      'per-category',
      'questionsPerCategory must map category names to whole numbers from 1 to 100',
      (v) =>
        v === undefined ||
        (typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.entries(v).every(
            ([k, n]) =>
              k.trim() !== '' &&
              k.length <= 60 &&
              Number.isInteger(n) &&
              (n as number) >= 1 &&
              (n as number) <= 100,
          )),
    )
    .default({}),
  shuffleOptions: boolean().typeError('shuffleOptions must be true or false').default(false),
  secondsPerQuestion: number()
    .typeError('secondsPerQuestion must be a number')
    .integer()
    .min(10, 'secondsPerQuestion must be at least 10')
    .max(3600, 'secondsPerQuestion must be at most 3600')
    .required(),
  passPercent: number()
    .typeError('passPercent must be a number')
    .min(0, 'passPercent must be between 0 and 100')
    .max(100, 'passPercent must be between 0 and 100')
    .required(),
  practicalMinutes: number()
    .typeError('practicalMinutes must be a number')
    .integer()
    .min(1, 'practicalMinutes must be at least 1')
    .max(24 * 60, 'practicalMinutes must be at most 1440')
    .required(),
  /** E-mail HR when a candidate submits a round or a practical upload arrives late. */
  notifyHr: boolean().typeError('notifyHr must be true or false').default(true),
});
export const updateSettingsSchema = settingsSchema.shape({ reason: reasonField });

export const createPracticalTaskSchema = object({
  question: trimmedText('question')
    .required('The task is required')
    .max(5000, 'The task must be at most 5000 characters'),
  position: number().typeError('position must be a number').integer().min(0),
  reason: optionalReason,
});
export const updatePracticalTaskSchema = object({
  question: trimmedText('question')
    .min(1, 'The task is required')
    .max(5000, 'The task must be at most 5000 characters'),
  position: number().typeError('position must be a number').integer().min(0),
  active: boolean().typeError('active must be true or false'),
  reason: reasonField,
});

export const updateEnquirySchema = object({
  status: string()
    .oneOf(enquiryStatuses, 'Status must be new, replied or archived')
    .required('Status is required'),
  reason: optionalReason,
});

// ---- Answers -------------------------------------------------------------------------------

export interface StaffView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  mustChangePassword: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface SessionView {
  staff: StaffView;
  csrfToken: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  /** The company's time zone (IANA): the console shows every time in it, whatever the browser's. */
  timeZone: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

export interface CandidateView {
  id: string;
  oneTimeId: string;
  name: string;
  email: string | null;
  phone: string | null;
  testType: HrTestType;
  timeFactor: number;
  windowStart: string | null;
  windowEnd: string | null;
  status: CandidateStatus;
  revokedAt: string | null;
  revokeReason: string | null;
  cohort: string | null;
  /** The assessment their test is of (their attempt's once started, else their drive's). */
  assessment: string;
  createdAt: string;
  /** Their latest e-mail (invitation, reminder…), or null when none was ever queued. */
  mail: CandidateMailSummary | null;
  mcq: {
    startedAt: string;
    submittedAt: string | null;
    submitReason: string | null;
    scorePercent: number | null;
    passed: boolean | null;
    secondsLeftAtClose: number | null;
    retakes: number;
  } | null;
  practical: {
    startedAt: string;
    deadlineAt: string;
    submittedAt: string | null;
    lateBySeconds: number | null;
  } | null;
}

/** One MCQ attempt of a candidate (`GET /api/hr/candidates/:id`), retired retakes included. */
export interface AttemptSummary {
  id: string;
  startedAt: string;
  submittedAt: string | null;
  submitReason: string | null;
  scorePercent: number | null;
  retiredAt: string | null;
  retiredReason: string | null;
}

export interface Credentials {
  oneTimeId: string;
  password: string;
}

export interface ImportError {
  line: number;
  message: string;
}

export interface ImportedCandidate {
  line: number;
  name: string;
  email: string;
  phone: string | null;
  testType: HrTestType;
  timeFactor: number;
  windowStart: string | null;
  windowEnd: string | null;
  /** Null in a dry run. */
  oneTimeId: string | null;
  password: string | null;
}

export interface ImportAnswer<T> {
  dryRun?: boolean;
  created: T[];
  errors: ImportError[];
}

/** How far an import has got: a `progress` line of the stream below, without its `type`. */
export interface ImportProgress {
  phase: 'checking' | 'hashing' | 'saving';
  done: number;
  total: number;
}

/** One line of the NDJSON progress stream (`Accept: application/x-ndjson`). */
export type ImportProgressLine<T> =
  | ({ type: 'progress' } & ImportProgress)
  | ({ type: 'result'; status: number; success?: false; message?: string } & ImportAnswer<T>);

export interface QuestionView {
  id: string;
  familyId: string;
  version: number;
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
  image: QuestionImageView | null;
  status: 'active' | 'retired' | 'superseded';
  usedInAttempts: number;
  createdAt: string;
  retiredAt: string | null;
}

export interface ImportedQuestion {
  line: number;
  id?: string;
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  correctOptionIndex: number;
  /**
   * In a preview: the question it nearly copies (the same words, whatever their case, punctuation
   * or order), an active one of the bank or an earlier line of the file. A note for HR, not an
   * error: the import may go ahead.
   */
  nearCopyOf?: { line: number | null; question: string };
  /**
   * The picture the file gives the question (a Moodle XML import), to show as a thumbnail: `src`
   * is the image itself (a `data:` address) in a preview, the stored image's address once imported.
   */
  image?: { alt: string; src: string; width: number; height: number };
}

export type TestSettings = InferType<typeof settingsSchema>;

/** A category of the bank with how many active (drawable) questions it holds. */
export interface CategoryCount {
  name: string;
  active: number;
}

export interface SettingsView {
  settings: TestSettings;
  defaults: TestSettings;
  savedAt: string | null;
  categories: CategoryCount[];
}

export interface PracticalTaskView {
  id: string;
  position: number;
  question: string;
  active: boolean;
}

export interface EnquiryView {
  id: string;
  name: string;
  email: string;
  contact: string;
  subject: string;
  message: string;
  status: EnquiryStatus;
  createdAt: string;
  statusChangedAt: string | null;
}

export interface SubscriberView {
  id: string;
  email: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export interface AuditRowView {
  id: number;
  at: string;
  /** `name`: the staff member's name now (null in the export's rows and for a removed account). */
  actor: { id: string; email: string | null; name?: string | null } | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** What the row is about, named: the candidate's or staff member's name, a question's words. */
  subject?: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** `GET /api/hr/results` sorts (docs/hr-api.md, "Results"). */
export const resultSorts = ['startedAt', 'submittedAt', 'name', 'scorePercent'] as const;
export type ResultSort = (typeof resultSorts)[number];

/** Where a candidate's practical round stands (null for an MCQ-only candidate). */
export type PracticalStatus = 'not-started' | 'in-progress' | 'submitted';

/** One candidate's result: their current MCQ attempt, their practical round, the last decision. */
export interface ResultRowView {
  candidateId: string;
  /** The ID the candidate logs in with. */
  oneTimeId: string;
  name: string;
  email: string | null;
  /** The drive (cohort) the candidate belongs to; null: none. */
  cohort: string | null;
  /** The assessment their test is of (their attempt's once started, else their drive's). */
  assessmentId: string;
  assessment: string;
  testType: HrTestType;
  status: CandidateStatus;
  startedAt: string | null;
  submittedAt: string | null;
  submitReason: string | null;
  attempted: number | null;
  right: number | null;
  wrong: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  lateAnswers: number;
  offlineSeconds: number;
  flagged: boolean;
  practicalStatus: PracticalStatus | null;
  practicalLateSeconds: number | null;
  decision: string | null;
  reviewer: string | null;
}

/** One event of an attempt's timeline in HR's report, told in words. */
export interface TimelineEntry {
  id: number;
  type: string;
  /** Server time. */
  at: string;
  /** The device's own time, when the browser reported the event. */
  clientAt: string | null;
  questionNumber: number | null;
  durationMs: number | null;
  text: string;
}

/** `GET /api/hr/candidates/:id/report` (docs/hr-api.md, "Attempt report"). */
export interface AttemptReportView {
  candidate: CandidateView;
  /** The practical submission, null when there is none. */
  practical: PracticalManifestView | null;
  /** Rounds and submissions HR retired (practical reopen and retake), newest first. */
  practicalHistory: PracticalHistoryView;
  attempt: {
    id: string;
    startedAt: string;
    submittedAt: string | null;
    submitReason: string | null;
    totalQuestions: number;
    attempted: number | null;
    right: number | null;
    wrong: number | null;
    scorePercent: number | null;
    /**
     * The settings the attempt was started with and keeps (a later edit of the settings changes
     * neither its clock nor its pass): seconds a question before the candidate's time factor, and
     * the pass mark (a pass is strictly above it). Null only on an attempt from before attempts
     * kept them, until the server's next start fills them.
     */
    secondsPerQuestion: number | null;
    passPercent: number | null;
    /** Set once HR granted a retake: the report shows this retired attempt until a new one starts. */
    retiredAt: string | null;
    /** Why it was retired (the retake's reason). */
    retiredReason: string | null;
    /**
     * The privacy notice the candidate had acknowledged when the attempt started (its version,
     * `shared/privacy/candidate-notice.ts`); null on an attempt from before notices.
     */
    noticeVersion: string | null;
  } | null;
  /** "Ended because the tab was hidden at 12:03:07, on question 7." */
  ending: string | null;
  /**
   * Integrity signals for a person to judge, never verdicts (`api/domain/integrity-flags.ts`):
   * answers faster than reading, the question's text copied, another network or window.
   */
  flags: { kind: 'too-fast' | 'copied' | 'network-changed' | 'device-changed'; sentence: string }[];
  timeline: TimelineEntry[];
  answers: {
    questionNumber: number;
    questionId: string;
    version: number;
    question: string;
    /** As the candidate saw them; the letters below point into this order. */
    options: string[];
    /** The picture the candidate saw under the question (`/api/hr/questions/images/:id`). */
    image: { id: string; alt: string } | null;
    correctOption: string;
    chosenOption: string | null;
    correct: boolean | null;
    settled: boolean;
    /** By the device's account when it gave one, else served to settled on the server. */
    secondsTaken: number | null;
    /**
     * When the answer reached the server a second or more after the device says it was given
     * (it waited on the device, offline): served to arrival, in seconds; otherwise null.
     */
    arrivedAfterSeconds: number | null;
    syncedLate: boolean;
    acceptedByHr: boolean;
    lateAnswer: {
      /** For `…/late-answers/{id}/preview` and `…/accept`. */
      id: number;
      chosenOption: string | null;
      status: 'kept' | 'accepted';
      keptBecause: string;
      givenAt: string | null;
      arrivedAt: string;
    } | null;
  }[];
  chain: {
    verifies: boolean;
    events: number;
    brokenAtEventId: number | null;
    headHash: string | null;
    /** Events an erasure redacted: their personal fields are gone, their links still check. */
    redactedEvents: number;
  } | null;
  decisions: {
    id: number;
    attemptId: string | null;
    kind: string;
    reason: string;
    decidedAt: string;
    by: string | null;
    detail: Record<string, unknown> | null;
  }[];
}

/** One question of an attempt's report: the answer given, its time, a kept late answer if any. */
export type ReportAnswer = AttemptReportView['answers'][number];

/** A practical submission as a reviewer sees it: `shared/contract/hr-practical.ts`. */
export type { PracticalHistoryView, PracticalManifestView };

/** A score as the server computes it (`right / total × 100`, unrounded). */
export interface ScoreView {
  totalQuestions: number;
  attemptedCount: number;
  rightCount: number;
  wrongCount: number;
  percent: number;
}

/** `GET …/late-answers/:id/preview`: the score now and if the kept answer were accepted. */
export interface RegradeScoresView {
  lateAnswerId: number;
  questionIndex: number;
  before: ScoreView;
  after: ScoreView;
}

// ---- Item analysis ----

/** Why a question looks dubious (docs/hr-api.md, "Item analysis"). */
export const itemFlags = [
  'low-discrimination',
  'likely-wrong-key',
  'too-easy',
  'too-hard',
] as const;
export type ItemFlag = (typeof itemFlags)[number];

/** `GET /api/hr/item-analysis`: every question version the filtered, submitted attempts answered. */
export interface ItemAnalysisView {
  /** Submitted attempts whose answers were analysed. */
  attempts: number;
  /** Below this many answers a question gets "needs more data" and no figure. */
  minimumAnswers: number;
  passPercent: number;
  /** The assessments whose attempts were analysed: a question of two gets a row in each. */
  assessments: { id: string; name: string }[];
  items: {
    assessmentId: string;
    assessment: string;
    questionId: string;
    familyId: string;
    version: number;
    topic: string;
    question: string;
    /** The bank's order; `optionCounts` and the letters follow it. */
    options: string[];
    correctOption: string;
    answers: number;
    optionCounts: number[];
    unanswered: number;
    enoughData: boolean;
    /** Share right, 0–1. */
    facility: number | null;
    /** Upper 27 % minus lower 27 % share right, −1 to 1. */
    discrimination: number | null;
    medianSeconds: number | null;
    flags: ItemFlag[];
    /** With `likely-wrong-key`: re-keying to the distractor the upper group preferred. */
    regradePreview: {
      option: string;
      answersChanged: number;
      passingBefore: number;
      passingAfter: number;
    } | null;
  }[];
}

/** One question version of `ItemAnalysisView`: its figures and flags. */
export type ItemAnalysisItem = ItemAnalysisView['items'][number];

// ---- Backups (admins) ----

/** What started a backup: the server's schedule, `npm run backup`, or an admin in the console. */
export type BackupTriggerView = 'schedule' | 'command' | 'console';

/** `GET /api/hr/backups`: the last good backup, the last failure and the snapshots kept. */
export interface BackupOverviewView {
  /** Whether this server takes backups at all. */
  enabled: boolean;
  /** BACKUP_INTERVAL_HOURS: 0 means no schedule (only `npm run backup` and this console). */
  intervalHours: number;
  /** BACKUP_KEEP: how many snapshots the folder keeps. */
  keep: number;
  /** BACKUP_DIR's last segment (the server's full path is not shown). */
  folder: string | null;
  lastSuccess: {
    at: string;
    file: string;
    sizeBytes: number;
    durationMs: number;
    trigger: BackupTriggerView;
  } | null;
  lastFailure: { at: string; message: string; trigger: BackupTriggerView } | null;
  /** The latest attempt failed: shown on every console page until one succeeds. */
  failing: boolean;
  /** Newest first; each is downloadable at `GET /api/hr/backups/{name}`. */
  files: { name: string; sizeBytes: number; createdAt: string }[];
  /** Why BACKUP_DIR could not be listed (not a folder, no permission), else null. */
  folderError: string | null;
}
