import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lateAnswers } from '../../db/schema/late-answers.ts';
import { mcqAnswers, mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { fail } from '../../domain/errors.ts';
import { scoreAttempt, type AttemptScore } from '../../domain/mcq-score.ts';
import { logEvents } from './attempt-events.ts';
import { recordedAnswers, type Attempt, type RecordedAnswer } from './attempt-store.ts';
import { storeScore } from './close-attempt.ts';

/**
 * HR's review of kept answers (`late-answers.ts` keeps them): what accepting one would do to the
 * score, and accepting it. The button is in the HR console; the rule is here.
 */

async function attemptById(db: Db, attemptId: string): Promise<Attempt> {
  const [attempt] = await db.select().from(mcqAttempts).where(eq(mcqAttempts.id, attemptId));
  if (!attempt) throw fail.notFound('No such attempt.');
  return attempt;
}

/** The attempt's score before and after HR accepts a kept answer (nothing is written). */
export interface RegradePreview {
  lateAnswerId: number;
  questionIndex: number;
  before: AttemptScore;
  after: AttemptScore;
}

async function keptAnswer(db: Db, lateAnswerId: number) {
  const [kept] = await db.select().from(lateAnswers).where(eq(lateAnswers.id, lateAnswerId));
  if (!kept) throw fail.notFound('No such kept answer.');
  return kept;
}

/** The answers that would count once `kept` is accepted (it replaces its question's row, if any). */
function withAccepted(
  attempt: Attempt,
  recorded: RecordedAnswer[],
  kept: typeof lateAnswers.$inferSelect,
) {
  const drawn = attempt.questions[kept.questionIndex];
  const accepted = {
    selectedOptionIndex: kept.selectedOptionIndex,
    isCorrect:
      kept.selectedOptionIndex !== null && kept.selectedOptionIndex === drawn?.correctOptionIndex,
  };
  return [...recorded.filter((a) => a.questionIndex !== kept.questionIndex), accepted];
}

/** What accepting the kept answer would do to the score: the preview HR sees before deciding. */
export async function previewLateAnswerAcceptance(
  db: Db,
  lateAnswerId: number,
): Promise<RegradePreview> {
  const kept = await keptAnswer(db, lateAnswerId);
  const attempt = await attemptById(db, kept.attemptId);
  const recorded = await recordedAnswers(db, attempt.id);
  const total = attempt.questionIds.length;
  return {
    lateAnswerId,
    questionIndex: kept.questionIndex,
    before: scoreAttempt(total, recorded),
    after: scoreAttempt(total, withAccepted(attempt, recorded, kept)),
  };
}

/**
 * HR accepts a kept answer: it becomes the question's answer (replacing an unanswered one), the
 * attempt is scored again, and the log records who decided, why, and the score before and after.
 * The same preview, computed inside the transaction, is what is written. Accepting twice is a 409.
 */
export async function acceptLateAnswer(
  db: Db,
  lateAnswerId: number,
  decision: { by: string; reason: string },
  now: Date,
): Promise<RegradePreview> {
  return db.transaction(async (tx) => {
    const kept = await keptAnswer(tx, lateAnswerId);
    if (kept.status !== 'kept') throw fail.conflict('This answer has already been accepted.');
    const [attempt] = await tx
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.id, kept.attemptId))
      .for('update');
    if (!attempt?.submittedAt)
      throw fail.conflict('The test is still running; decide once it has ended.');
    const recorded = await recordedAnswers(tx, attempt.id);
    const total = attempt.questionIds.length;
    const before = scoreAttempt(total, recorded);
    const answers = withAccepted(attempt, recorded, kept);
    const after = scoreAttempt(total, answers);
    const drawn = attempt.questions[kept.questionIndex];
    const row = {
      attemptId: attempt.id,
      questionIndex: kept.questionIndex,
      questionId: kept.questionId,
      selectedOptionIndex: kept.selectedOptionIndex,
      isCorrect:
        kept.selectedOptionIndex !== null && kept.selectedOptionIndex === drawn?.correctOptionIndex,
      recordedAt: now,
      syncedLate: true,
      via: 'hr' as const,
      givenAfterMs: kept.givenAfterMs,
    };
    await tx
      .insert(mcqAnswers)
      .values(row)
      .onConflictDoUpdate({
        target: [mcqAnswers.attemptId, mcqAnswers.questionIndex],
        set: {
          selectedOptionIndex: row.selectedOptionIndex,
          isCorrect: row.isCorrect,
          recordedAt: now,
          syncedLate: true,
          via: 'hr',
          givenAfterMs: row.givenAfterMs,
        },
      });
    await tx
      .update(lateAnswers)
      .set({
        status: 'accepted',
        decidedBy: decision.by,
        decidedAt: now,
        decisionReason: decision.reason,
      })
      .where(eq(lateAnswers.id, kept.id));
    await storeScore(tx, attempt.id, after);
    await logEvents(tx, attempt.id, now, [
      {
        type: 'late-answer-accepted',
        questionIndex: kept.questionIndex,
        detail: { lateAnswerId, by: decision.by, reason: decision.reason, before, after },
      },
    ]);
    return { lateAnswerId, questionIndex: kept.questionIndex, before, after };
  });
}
