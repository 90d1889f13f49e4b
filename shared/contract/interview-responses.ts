/** Response shapes of the interview API, shared by the server and the browser (types only). */
import type { FormattedQuestion, QuestionPicture } from '../rich-text/rich-doc.ts';
import type { CandidateNoticeState } from './privacy-notice.ts';
import type { CandidateNotice } from '../privacy/candidate-notice.ts';

export interface PublicQuestion {
  _id: string;
  /** The question and options as written (Markdown), as the spec names them. */
  question: string;
  options: string[];
  /**
   * The same, formatted by the server (issue 38): what the page renders, so it needs no parser or
   * highlighter of its own. A page without it shows `question` and `options` as plain text.
   */
  formatted?: FormattedQuestion;
  /** The question's picture, inside the answer (see `QuestionPicture`). */
  image?: QuestionPicture;
}

/**
 * The spec's question response (`success`, `data`, `totalQuestions`, `questionsRemaining`,
 * `currentQuestionIndex`) plus what a client needs to run its timer from the server's clock.
 * `data` is null once every question is answered and only the final submit remains.
 */
export interface QuestionState {
  success: true;
  data: PublicQuestion | null;
  attemptId: string;
  currentQuestionIndex: number;
  totalQuestions: number;
  questionsRemaining: number;
  servedAt: string;
  deadlineAt: string;
  serverTime: string;
  secondsPerQuestion: number;
}

/** The spec's result (`data` of the final submit), plus when and why it was submitted. */
export interface AttemptResult {
  totalQuestions: number;
  attemptedQuestionsCount: number;
  rightAnswersCount: number;
  wrongAnswersCount: number;
  finalResult: string;
  mailBy: string;
  passed: boolean;
  submitReason: string;
  submittedAt: string;
  /**
   * Answers that reached the server but do not count (they arrived after the test closed, or the
   * device says they were given after the deadline): kept, and shown to HR, who may accept them.
   */
  keptForReview: number;
  /**
   * The pass mark: the practical round is offered strictly above it (HR's setting; the spec's 75
   * by default), so the candidate's pages say the mark HR set.
   */
  passPercent: number;
}

export interface LoginResponse {
  success: true;
  message: string;
  accessToken: string;
  /** Spec §3/§7. `is_mcqs`: the MCQ round is submitted and passed (routing sends `both` on to the practical). */
  data: {
    id: string;
    test_type: string;
    is_mcqs: boolean;
    name: string;
    progress: CandidateProgress;
  };
}

/**
 * A 409 from start/submit-and-next: the attempt is closed; its result comes along. `kept`: the
 * answer this request carried did not count and was kept for HR.
 */
export interface AttemptClosedResponse {
  success: false;
  message: string;
  submitted: true;
  kept?: boolean;
  data: AttemptResult;
}

/** A 409 to a window whose test another window (another browser) has taken over. */
export interface TestTakenOverResponse {
  success: false;
  message: string;
  takenOver: true;
}

/**
 * Where a candidate stands (`GET /api/interview/status`, and `progress` in the login response):
 * what each round of their test is at, so the candidate area never offers a round that is done.
 * A round the test does not include is null.
 */
export interface CandidateProgress {
  /** The assessment the candidate takes ("React developer, L1"), named on their pages. */
  assessmentName: string;
  testType: string;
  /** Extra time HR granted (1: none; 1.5: half as much again), already in the times below. */
  timeFactor: number;
  mcq: null | {
    state: 'not-started' | 'in-progress' | 'submitted';
    result: AttemptResult | null;
    /**
     * Seconds per question for this candidate: the test's, times their time factor. A test
     * started keeps the seconds and the pass mark it was started with; one to come shows HR's
     * settings as they are now.
     */
    secondsPerQuestion: number;
    /** The pass mark: the practical round is offered strictly above it (HR's setting). */
    passPercent: number;
    /** Questions in the test: the attempt's own once started; before, what a start would draw now. */
    questionCount: number;
  };
  practical: null | {
    /**
     * `not-eligible`: a `both` candidate who did not pass the MCQ test (or has not taken it).
     * `not-ready`: eligible, but HR has not added the round's tasks yet (nothing can start).
     */
    state: 'not-eligible' | 'not-ready' | 'not-started' | 'in-progress' | 'submitted';
    startedAt: string | null;
    deadlineAt: string | null;
    submittedAt: string | null;
    fileName: string | null;
    /** Seconds after the deadline the upload arrived (0 when before it). */
    afterDeadlineSeconds: number | null;
    /** Counted late (a reason was given); false within the grace period. */
    late: boolean | null;
    /**
     * The round's length for this candidate: the test's, times their time factor, to the second
     * (`seconds`, what the round runs for: 150 for 2 minutes at 1.25), and in whole minutes.
     */
    minutes: number;
    seconds: number;
    /** The pace (kB/s) that keeps an upload begun before the deadline on time (UPLOAD_MIN_KBPS). */
    uploadMinKbps: number;
  };
  /**
   * The privacy notice (issue 40): the one in force for the candidate, its text, and which version
   * they acknowledged. The rule pages show it before a round's first start until the current
   * version is acknowledged (`POST /api/interview/privacy-notice`).
   */
  notice: CandidateNoticeState & { content: CandidateNotice };
}
