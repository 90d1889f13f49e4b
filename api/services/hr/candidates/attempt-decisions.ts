import { eq } from 'drizzle-orm';
import { reopenReturnMinutes, type AttemptSummary } from '../../../../shared/contract/hr.ts';
import type { Db } from '../../../db/database.ts';
import { mcqAnswers, mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { deadlineFor } from '../../../domain/answer-timing.ts';
import { fail } from '../../../domain/errors.ts';
import { logEvents } from '../../mcq/attempt-events.ts';
import { lockAttempt, notSubmitted } from '../../mcq/attempt-store.ts';
import { reopenCandidateSessions } from '../../candidate-sessions.ts';
import { closeAttempt } from '../../mcq/close-attempt.ts';
import { decideOnCandidate, type DecisionCall } from '../candidate-decision.ts';
import { findCandidate } from './candidate-changes.ts';

/** A reopened question gets at least this long, so a candidate can read it again. */
export const minimumReopenSeconds = 10;

/**
 * Reopens a submitted MCQ attempt where it closed. The question it closed on gets the time it had
 * left then (at least `minimumReopenSeconds`); a question already answered, or one whose time had
 * run out (settled now as unanswered, as a time-out would), moves the test on to the next question
 * with its full time. That time starts when the candidate is back on the question
 * (`resumeReopened`), not now: they log in again and may read the rules first. They have
 * `reopenReturnMinutes` to come back (the attempt's deadline until then; past it and the reconnect
 * window the sweeper closes it as abandoned). Answers already given stay; the score is cleared
 * until the attempt closes again.
 */
export async function reopenAttempt(
  call: DecisionCall,
  /** The settings' seconds, for an attempt that kept none (`attempt-settings.ts`). */
  secondsInForce: number,
): Promise<void> {
  const { actor, candidateId, reason, now } = call;
  await decideOnCandidate(call, async (tx) => {
    const candidate = await findCandidate(tx, candidateId);
    const attempt = await lockAttempt(tx, candidateId);
    if (!attempt?.submittedAt) throw fail.conflict('There is no submitted MCQ attempt to reopen.');
    const secondsPerQuestion = attempt.secondsPerQuestion ?? secondsInForce;
    const fullMs = Math.round(secondsPerQuestion * candidate.timeFactor * 1000);
    const leftMs = Math.min(
      fullMs,
      attempt.currentDeadlineAt.getTime() - attempt.submittedAt.getTime(),
    );
    const total = attempt.questionIds.length;
    const stay = !attempt.answeredCurrent && leftMs > 0;
    const index = stay ? attempt.currentIndex : attempt.currentIndex + 1;
    if (index >= total)
      throw fail.conflict(
        'Every question of this attempt is already settled: grant a retake instead.',
      );
    if (!stay && !attempt.answeredCurrent) {
      const drawn = attempt.questions[attempt.currentIndex];
      if (drawn) {
        await tx.insert(mcqAnswers).values({
          attemptId: attempt.id,
          questionIndex: attempt.currentIndex,
          questionId: drawn.id,
          selectedOptionIndex: null,
          isCorrect: false,
          recordedAt: now,
          via: 'next',
        });
      }
    }
    const givenMs = stay
      ? Math.max(leftMs, minimumReopenSeconds * 1000)
      : deadlineFor(now, secondsPerQuestion, candidate.timeFactor).getTime() - now.getTime();
    const secondsGiven = Math.round(givenMs / 1000);
    const returnBy = new Date(now.getTime() + reopenReturnMinutes * 60_000);
    await tx
      .update(mcqAttempts)
      .set({
        currentIndex: index,
        currentServedAt: now,
        currentDeadlineAt: returnBy,
        resumeSeconds: secondsGiven,
        // The score is cleared until the attempt closes again.
        ...notSubmitted,
      })
      .where(eq(mcqAttempts.id, attempt.id));
    await reopenCandidateSessions(tx, candidateId);
    await logEvents(tx, attempt.id, now, [
      {
        type: 'reopened',
        questionIndex: index,
        detail: {
          by: actor.email,
          reason,
          secondsLeft: secondsGiven,
          returnBy: returnBy.toISOString(),
        },
      },
    ]);
    const before = {
      submittedAt: attempt.submittedAt.toISOString(),
      submitReason: attempt.submitReason,
      scorePercent: attempt.scorePercent,
      currentIndex: attempt.currentIndex,
    };
    const after = {
      submittedAt: null,
      currentIndex: index,
      secondsGiven,
      returnBy: returnBy.toISOString(),
    };
    return {
      attemptId: attempt.id,
      kind: 'reopen',
      detail: { before, after },
      audit: { action: 'attempt.reopened', before, after: { ...after, attemptId: attempt.id } },
    };
  });
}

/**
 * Grants a fresh retake: the current attempt (closed first if still open, reason "retake-granted")
 * is retired with everything it recorded, and the candidate's next start draws a new test.
 */
export async function grantRetake(call: DecisionCall): Promise<void> {
  const { actor, candidateId, reason, now } = call;
  await decideOnCandidate(call, async (tx) => {
    await findCandidate(tx, candidateId);
    let attempt = await lockAttempt(tx, candidateId);
    if (!attempt)
      throw fail.conflict(
        'This candidate has not started the MCQ test: there is nothing to retake.',
      );
    if (!attempt.submittedAt) {
      attempt = {
        ...(await closeAttempt(tx, attempt, 'retake-granted', now, null, 'server')),
        answeredCurrent: true,
      };
    }
    await tx
      .update(mcqAttempts)
      .set({ retiredAt: now, retiredReason: reason })
      .where(eq(mcqAttempts.id, attempt.id));
    // The test goes on: the candidate's sessions no longer end with it.
    await reopenCandidateSessions(tx, candidateId);
    await logEvents(tx, attempt.id, now, [
      { type: 'retake-granted', questionIndex: null, detail: { by: actor.email, reason } },
    ]);
    const before = {
      attemptId: attempt.id,
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      scorePercent: attempt.scorePercent,
    };
    return {
      attemptId: attempt.id,
      kind: 'retake',
      detail: { before },
      audit: { action: 'attempt.retake-granted', before, after: { attemptId: null } },
    };
  });
}

/** Every MCQ attempt of a candidate, retired ones included, newest first. */
export async function attemptHistory(db: Db, candidateId: string): Promise<AttemptSummary[]> {
  const rows = await db
    .select({
      id: mcqAttempts.id,
      startedAt: mcqAttempts.startedAt,
      submittedAt: mcqAttempts.submittedAt,
      submitReason: mcqAttempts.submitReason,
      scorePercent: mcqAttempts.scorePercent,
      retiredAt: mcqAttempts.retiredAt,
      retiredReason: mcqAttempts.retiredReason,
    })
    .from(mcqAttempts)
    .where(eq(mcqAttempts.candidateId, candidateId));
  return rows
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .map((r) => ({
      id: r.id,
      startedAt: r.startedAt.toISOString(),
      submittedAt: r.submittedAt?.toISOString() ?? null,
      submitReason: r.submitReason ?? null,
      scorePercent: r.scorePercent,
      retiredAt: r.retiredAt?.toISOString() ?? null,
      retiredReason: r.retiredReason,
    }));
}
