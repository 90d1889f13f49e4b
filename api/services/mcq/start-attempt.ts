import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAttempts, type DrawnQuestion } from '../../db/schema/mcq-attempts.ts';
import { mcqQuestions } from '../../db/schema/question-bank.ts';
import { apiError } from '../../http/errors.ts';
import type { Candidate } from '../../http/require-candidate.ts';
import { classifyArrival, deadlineFor } from './answer-timing.ts';
import { lockAttempt, logEvents } from './attempt-store.ts';
import { questionState } from './attempt-view.ts';
import { closeAttempt } from './close-attempt.ts';
import type { McqRules } from './mcq-rules.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';

/** A fresh per-candidate draw: up to `count` active questions in a random order (Fisher–Yates). */
async function drawQuestions(tx: Db, count: number): Promise<DrawnQuestion[]> {
  const drawn: DrawnQuestion[] = await tx
    .select({
      id: mcqQuestions.id,
      question: mcqQuestions.question,
      options: mcqQuestions.options,
      correctOptionIndex: mcqQuestions.correctOptionIndex,
    })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.active, true));
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [drawn[i], drawn[j]] = [drawn[j] as DrawnQuestion, drawn[i] as DrawnQuestion];
  }
  return drawn.slice(0, count);
}

/**
 * `GET /test/start`: creates the candidate's attempt and serves its first question, or resumes an
 * open attempt at its current question and deadline (never resetting the clock). An attempt whose
 * reconnect window has passed is closed first ("connection lost"), exactly as the sweeper would.
 */
export async function startOrResumeAttempt(
  db: Db,
  candidate: Candidate,
  now: Date,
  rules: McqRules,
): Promise<AttemptOutcome> {
  return db.transaction(async (tx) => {
    let attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) {
      const questions = await drawQuestions(tx, rules.questionCount);
      const questionIds = questions.map((q) => q.id);
      if (questionIds.length === 0)
        throw apiError(503, 'The question bank is empty. Please contact HR.');
      const [created] = await tx
        .insert(mcqAttempts)
        .values({
          candidateId: candidate.id,
          questionIds,
          questions,
          currentIndex: 0,
          currentServedAt: now,
          currentDeadlineAt: deadlineFor(now, rules.secondsPerQuestion, candidate.timeFactor),
          startedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await logEvents(tx, created.id, now, [
          { type: 'started', questionIndex: null, detail: { questionCount: questionIds.length } },
          {
            type: 'served',
            questionIndex: 0,
            detail: { deadlineAt: created.currentDeadlineAt.toISOString() },
          },
        ]);
        return { kind: 'question', state: questionState(created, false, now, rules) };
      }
      // A concurrent start of the same candidate won the insert: resume that attempt.
      attempt = await lockAttempt(tx, candidate.id);
      if (!attempt) throw new Error('attempt vanished after a conflicting insert');
    }
    if (attempt.submittedAt) return { kind: 'submitted', attempt };
    if (classifyArrival(now, attempt.currentDeadlineAt, rules) === 'expired') {
      return {
        kind: 'submitted',
        attempt: await closeAttempt(tx, attempt, 'connection-lost', now, 'server'),
      };
    }
    await logEvents(tx, attempt.id, now, [
      { type: 'resumed', questionIndex: attempt.currentIndex },
    ]);
    return { kind: 'question', state: questionState(attempt, attempt.answeredCurrent, now, rules) };
  });
}
