/** Response shapes of the interview API, shared by the server and the browser (types only). */

export interface PublicQuestion {
  _id: string;
  question: string;
  options: string[];
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
}

export interface LoginResponse {
  success: true;
  message: string;
  accessToken: string;
  /** Spec §3/§7. `is_mcqs`: the MCQ round is submitted and passed (routing sends `both` on to the practical). */
  data: { id: string; test_type: string; is_mcqs: boolean; name: string };
}

/** A 409 from start/submit-and-next: the attempt is closed; its result comes along. */
export interface AttemptClosedResponse {
  success: false;
  message: string;
  submitted: true;
  data: AttemptResult;
}
