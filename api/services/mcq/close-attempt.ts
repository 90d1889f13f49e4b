import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAttempts, type SubmitReason } from '../../db/schema/mcq-attempts.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { isAbovePassMark, scoreAttempt, type AttemptScore } from '../../domain/mcq-score.ts';
import { notifyHrOfMcqSubmission } from '../../mail/hr-notifications.ts';
import { logEvents, type PendingEvent } from './attempt-events.ts';
import { recordedAnswers, type Attempt } from './attempt-store.ts';
import type { McqRules } from './mcq-rules.ts';

const scoreColumns = (score: AttemptScore) => ({
  totalQuestions: score.totalQuestions,
  attemptedCount: score.attemptedCount,
  rightCount: score.rightCount,
  wrongCount: score.wrongCount,
  scorePercent: score.percent,
});

/** Writes an attempt's score (closing it, or scoring it again after an HR decision). */
export async function storeScore(tx: Db, attemptId: string, score: AttemptScore): Promise<void> {
  await tx.update(mcqAttempts).set(scoreColumns(score)).where(eq(mcqAttempts.id, attemptId));
}

/**
 * Finalises an open attempt (inside the caller's transaction, attempt row locked): scores the
 * recorded answers and stores the result with its reason. The one place an attempt closes, for
 * the manual submit, every auto-submit and the sweeper alike. `answers`, when the caller already
 * has every recorded answer (including ones it just wrote), saves reading them again. For a
 * candidate with no practical round to follow (an MCQ-only test, or a `both` test not passed),
 * this was the last round: the candidate's sessions end a few minutes later. HR is told by
 * e-mail (when the settings say so), queued in this same transaction.
 */
export async function closeAttempt(
  tx: Db,
  attempt: Attempt,
  reason: SubmitReason,
  now: Date,
  /**
   * The rules in force, to tell whether a `both` candidate passed and to notify HR; null when the
   * close ends no test (a retake).
   */
  rules: Pick<McqRules, 'passPercent' | 'notifyHr' | 'siteUrl' | 'hrAddress'> | null,
  source: 'client' | 'server',
  events: PendingEvent[] = [],
  answers?: readonly { selectedOptionIndex: number | null; isCorrect: boolean }[],
): Promise<Attempt> {
  answers ??= await recordedAnswers(tx, attempt.id);
  const score = scoreAttempt(attempt.questionIds.length, answers);
  const [closed] = await tx
    .update(mcqAttempts)
    .set({ submittedAt: now, submitReason: reason, ...scoreColumns(score) })
    .where(eq(mcqAttempts.id, attempt.id))
    .returning();
  // The request's other events (answers, client reports) are written with this last one.
  await logEvents(tx, attempt.id, now, [
    ...events,
    { type: 'submitted', questionIndex: attempt.currentIndex, detail: { reason, source } },
  ]);
  if (!closed) throw new Error(`attempt ${attempt.id} vanished while closing`);
  if (rules === null) return closed;
  const lastRoundFor = isAbovePassMark(score.percent, rules.passPercent)
    ? ['mcqs']
    : ['mcqs', 'both'];
  await tx
    .update(candidates)
    .set({ testEndedAt: now })
    .where(
      and(
        eq(candidates.id, attempt.candidateId),
        inArray(candidates.testType, lastRoundFor as ('mcqs' | 'both')[]),
        isNull(candidates.testEndedAt),
      ),
    );
  await notifyHrOfMcqSubmission(tx, closed, now, rules);
  return closed;
}
