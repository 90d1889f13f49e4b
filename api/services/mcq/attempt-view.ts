import type { AttemptResult, QuestionState } from '../../../shared/contract/interview-responses.ts';
import type { Attempt } from './attempt-store.ts';
import { formatPercent, isAbovePassMark, scorePercent } from '../../domain/mcq-score.ts';
import type { McqRules } from './mcq-rules.ts';
import { ownRules } from './attempt-settings.ts';

/** The current question's state, from the attempt's own snapshot (no query needed). */
export function questionState(
  attempt: Attempt,
  answeredCurrent: boolean,
  now: Date,
  rules: McqRules,
): QuestionState {
  const total = attempt.questionIds.length;
  const drawn = attempt.questions[attempt.currentIndex];
  return {
    success: true,
    // Never the correct option: only these three fields leave the server.
    data:
      answeredCurrent || !drawn
        ? null
        : { _id: drawn.id, question: drawn.question, options: drawn.options },
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
