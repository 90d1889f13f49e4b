import type { FormattedQuestion, QuestionPicture } from '../../shared/rich-text/rich-doc.ts';
import type { AttemptResult, QuestionState } from '../../shared/contract/interview-responses.ts';

/** A question as the test page runs it; `deadlineAt` is the server's deadline in this device's clock. */
export interface QuestionView {
  questionId: string;
  question: string;
  options: string[];
  /** The text and options as the server formatted them (absent: show them as plain text). */
  formatted?: FormattedQuestion;
  image?: QuestionPicture;
  index: number;
  total: number;
  /** Questions after this one (0: this is the last, answered with the final submit). */
  questionsRemaining: number;
  deadlineAt: number;
  /** The time it had left when it reached this device (what a screen reader hears first). */
  msLeftAtStart: number;
}

/** What the server said to a test call, as the machine acts on it. */
export type TestStep =
  | { kind: 'question'; state: QuestionState; receivedAt: number }
  /** The attempt is closed; `kept`: the answer the call carried was kept for HR, not counted. */
  | { kind: 'submitted'; result: AttemptResult; kept: boolean }
  /** Another window (browser) took the test over. */
  | { kind: 'taken-over' };

/** What the device knows it answered (kept in IndexedDB, sent again with the final submit). */
export interface GivenAnswer {
  questionId: string;
  selectedOptionIndex: number | null;
  givenAfterMs: number | null;
  /** The device's wall clock when it was given (epoch ms); absent from answers kept before. */
  givenAt?: number | null;
}

/** What the page needs before the test can go on: the answers of this device and any queued submit. */
export interface PreparedTest {
  answers: GivenAnswer[];
  /** The reason of a final submission an earlier page stored and could not deliver. */
  queuedSubmitReason: string | null;
}

/** A question step into a view: the server's deadline moved into this device's clock. */
export function viewOf(step: Extract<TestStep, { kind: 'question' }>): QuestionView | null {
  const { state, receivedAt } = step;
  if (!state.data) return null;
  return {
    questionId: state.data._id,
    question: state.data.question,
    options: state.data.options,
    ...(state.data.formatted ? { formatted: state.data.formatted } : {}),
    ...(state.data.image ? { image: state.data.image } : {}),
    index: state.currentQuestionIndex,
    total: state.totalQuestions,
    questionsRemaining: state.questionsRemaining,
    deadlineAt: receivedAt + (Date.parse(state.deadlineAt) - Date.parse(state.serverTime)),
    msLeftAtStart: Math.max(0, Date.parse(state.deadlineAt) - Date.parse(state.serverTime)),
  };
}
