import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  attemptEvents,
  mcqAnswers,
  mcqAttempts,
  type AttemptEventType,
} from '../../db/schema/mcq-attempts.ts';
import { mcqQuestions } from '../../db/schema/question-bank.ts';
import type { PublicQuestion } from '../../contract/interview-responses.ts';

export type Attempt = typeof mcqAttempts.$inferSelect;
export type RecordedAnswer = typeof mcqAnswers.$inferSelect;

/** The candidate's attempt, row-locked until the transaction ends (one writer per attempt). */
export async function lockAttempt(tx: Db, candidateId: string): Promise<Attempt | undefined> {
  const [attempt] = await tx
    .select()
    .from(mcqAttempts)
    .where(eq(mcqAttempts.candidateId, candidateId))
    .for('update');
  return attempt;
}

export async function findAttempt(db: Db, candidateId: string): Promise<Attempt | undefined> {
  const [attempt] = await db
    .select()
    .from(mcqAttempts)
    .where(eq(mcqAttempts.candidateId, candidateId));
  return attempt;
}

export async function recordedAnswers(tx: Db, attemptId: string): Promise<RecordedAnswer[]> {
  return tx
    .select()
    .from(mcqAnswers)
    .where(eq(mcqAnswers.attemptId, attemptId))
    .orderBy(asc(mcqAnswers.questionIndex));
}

export async function hasAnswer(
  tx: Db,
  attemptId: string,
  questionIndex: number,
): Promise<boolean> {
  const rows = await tx
    .select({ index: mcqAnswers.questionIndex })
    .from(mcqAnswers)
    .where(and(eq(mcqAnswers.attemptId, attemptId), eq(mcqAnswers.questionIndex, questionIndex)));
  return rows.length > 0;
}

/** The question as candidates see it: never the correct option. */
export async function publicQuestion(db: Db, questionId: string): Promise<PublicQuestion> {
  const [row] = await db
    .select({
      _id: mcqQuestions.id,
      question: mcqQuestions.question,
      options: mcqQuestions.options,
    })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.id, questionId));
  if (!row) throw new Error(`question ${questionId} of an attempt is missing from the bank`);
  return row;
}

/** Option counts and correct options for marking: server-side only. */
export async function answerKey(
  tx: Db,
  questionIds: string[],
): Promise<Map<string, { optionCount: number; correctOptionIndex: number }>> {
  if (questionIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: mcqQuestions.id,
      options: mcqQuestions.options,
      correct: mcqQuestions.correctOptionIndex,
    })
    .from(mcqQuestions)
    .where(inArray(mcqQuestions.id, questionIds));
  return new Map(
    rows.map((r) => [r.id, { optionCount: r.options.length, correctOptionIndex: r.correct }]),
  );
}

/** An event to add to the attempt's log; written together with the others of the request. */
export interface PendingEvent {
  type: AttemptEventType;
  questionIndex: number | null;
  detail?: Record<string, unknown> | null;
}

/** Writes the request's events in one statement (fewer round trips on the single PGlite connection). */
export async function logEvents(
  tx: Db,
  attemptId: string,
  at: Date,
  events: PendingEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(attemptEvents).values(
    events.map((e) => ({
      attemptId,
      at,
      type: e.type,
      questionIndex: e.questionIndex,
      detail: e.detail ?? null,
    })),
  );
}

/** The indexes of the questions that already have an answer on record. */
export async function answeredIndexes(tx: Db, attemptId: string): Promise<Set<number>> {
  const rows = await tx
    .select({ index: mcqAnswers.questionIndex })
    .from(mcqAnswers)
    .where(eq(mcqAnswers.attemptId, attemptId));
  return new Set(rows.map((r) => r.index));
}
