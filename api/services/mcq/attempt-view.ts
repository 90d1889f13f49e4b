import type {
  AttemptResult,
  PublicQuestion,
  QuestionState,
} from '../../../shared/contract/interview-responses.ts';
import type { DrawnQuestion } from '../../db/schema/mcq-attempts.ts';
import { formattedQuestion } from './formatted-text.ts';
import { questionPicture } from './question-pictures.ts';
import type { TestCallCache } from './test-call-cache.ts';
import type { Attempt } from './attempt-store.ts';
import { formatPercent, isAbovePassMark, scorePercent } from '../../domain/mcq-score.ts';
import type { McqRules } from './mcq-rules.ts';
import { ownRules } from './attempt-settings.ts';

/**
 * A question's state as the services make it: its picture still named by id (`pictured` puts the
 * picture itself in before it is sent).
 */
export type ServedQuestionState = Omit<QuestionState, 'data'> & {
  data: (Omit<PublicQuestion, 'image'> & { image?: DrawnImage }) | null;
};
type DrawnImage = NonNullable<DrawnQuestion['image']>;

/** The current question's state, from the attempt's own snapshot (no query needed). */
export function questionState(
  attempt: Attempt,
  answeredCurrent: boolean,
  now: Date,
  rules: McqRules,
): ServedQuestionState {
  const total = attempt.questionIds.length;
  const drawn = attempt.questions[attempt.currentIndex];
  return {
    success: true,
    // Never the correct option: the text, the options in this candidate's order, their
    // formatting and the picture are all that leave the server.
    data:
      answeredCurrent || !drawn
        ? null
        : {
            _id: drawn.id,
            question: drawn.question,
            options: drawn.options,
            formatted: formattedQuestion(drawn.question, drawn.options),
            ...(drawn.image ? { image: drawn.image } : {}),
          },
    attemptId: attempt.id,
    currentQuestionIndex: attempt.currentIndex,
    totalQuestions: total,
    questionsRemaining: Math.max(0, total - attempt.currentIndex - 1),
    servedAt: attempt.currentServedAt.toISOString(),
    deadlineAt: attempt.currentDeadlineAt.toISOString(),
    serverTime: now.toISOString(),
    secondsPerQuestion: ownRules(attempt, rules).secondsPerQuestion,
  };
}

/**
 * Whether a closed attempt scored strictly above its pass mark, the one it was started with (from
 * the counts, exactly).
 */
export function hasPassed(attempt: Attempt, rules: McqRules): boolean {
  const total = attempt.totalQuestions ?? attempt.questionIds.length;
  return isAbovePassMark(
    scorePercent(attempt.rightCount ?? 0, total),
    ownRules(attempt, rules).passPercent,
  );
}

/** The result of a closed attempt; `keptForReview`: its answers kept for HR (`late-answers.ts`). */
export function attemptResult(
  attempt: Attempt,
  rules: McqRules,
  keptForReview: number,
): AttemptResult {
  if (!attempt.submittedAt) throw new Error('attempt not submitted');
  const total = attempt.totalQuestions ?? attempt.questionIds.length;
  // From the counts, not the stored float, so "above the pass mark" is exact.
  const percent = scorePercent(attempt.rightCount ?? 0, total);
  return {
    totalQuestions: total,
    attemptedQuestionsCount: attempt.attemptedCount ?? 0,
    rightAnswersCount: attempt.rightCount ?? 0,
    wrongAnswersCount: attempt.wrongCount ?? 0,
    finalResult: formatPercent(percent),
    mailBy: rules.hrEmail,
    passed: hasPassed(attempt, rules),
    submitReason: attempt.submitReason ?? 'completed',
    submittedAt: attempt.submittedAt.toISOString(),
    keptForReview,
    passPercent: ownRules(attempt, rules).passPercent,
  };
}

/**
 * The state as it is sent: the question's picture, named by id in the attempt's copy, becomes the
 * picture itself. An image that cannot be read (never expected: images are never deleted) leaves
 * the question without it rather than failing the candidate's call.
 */
export async function pictured(
  cache: TestCallCache,
  state: ServedQuestionState,
): Promise<QuestionState> {
  const image = state.data?.image;
  if (!state.data || !image) return state as QuestionState;
  const picture = await questionPicture(cache, image);
  const { _id, question, options, formatted } = state.data;
  const data = { _id, question, options, ...(formatted ? { formatted } : {}) };
  return { ...state, data: picture ? { ...data, image: picture } : data };
}
