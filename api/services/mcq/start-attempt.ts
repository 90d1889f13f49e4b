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

// Prepared once per database: run on every start, outside the transaction (read-only).
const activeBank = new WeakMap<Db, ReturnType<typeof prepareActiveBank>>();
function prepareActiveBank(db: Db) {
  return db
    .select({
      id: mcqQuestions.id,
      question: mcqQuestions.question,
      options: mcqQuestions.options,
      correctOptionIndex: mcqQuestions.correctOptionIndex,
    })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.active, true))
    .prepare('active_question_bank');
}

/** A fresh per-candidate draw: up to `count` active questions in a random order (Fisher–Yates). */
async function drawQuestions(db: Db, count: number): Promise<DrawnQuestion[]> {
  let query = activeBank.get(db);
  if (!query) {
    query = prepareActiveBank(db);
    activeBank.set(db, query);
  }
  const drawn: DrawnQuestion[] = await query.execute();
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
  // Drawn before the transaction, which stays short; unused when the attempt already exists.
  const questions = await drawQuestions(db, rules.questionCount);
  return db.transaction(async (tx) => {
    let attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) {
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
