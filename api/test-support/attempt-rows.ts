import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { lateAnswers } from '../db/schema/late-answers.ts';
import {
  attemptEvents,
  mcqAnswers,
  mcqAttempts,
  type DrawnQuestion,
} from '../db/schema/mcq-attempts.ts';

/**
 * Rows written straight into the tables the MCQ API writes, for tests of what HR reads from them
 * (the interview API's own tests cover how they get there), so each figure is known.
 */

/**
 * An attempt begun at `startedAt` on `questions` (its copies of the bank's), its current question
 * served then with the usual 60 s; `values` sets the rest (where it stands, `submitted(…)`).
 */
export function attemptRow(
  values: { candidateId: string; questions: DrawnQuestion[]; startedAt: Date } & Partial<
    typeof mcqAttempts.$inferInsert
  >,
): typeof mcqAttempts.$inferInsert {
  return {
    questionIds: values.questions.map((q) => q.id),
    currentServedAt: values.startedAt,
    currentDeadlineAt: new Date(values.startedAt.getTime() + 60_000),
    ...values,
  };
}

export async function insertAttempt(database: Database, values: Parameters<typeof attemptRow>[0]) {
  const [row] = await database.db.insert(mcqAttempts).values(attemptRow(values)).returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** The columns of an attempt submitted at `at` for `reason`: `right` of `total`, `attempted` answered. */
export function submitted(result: {
  at: Date;
  reason: string;
  total: number;
  right: number;
  attempted?: number;
}) {
  const attempted = result.attempted ?? result.total;
  return {
    submittedAt: result.at,
    submitReason: result.reason,
    totalQuestions: result.total,
    attemptedCount: attempted,
    rightCount: result.right,
    wrongCount: attempted - result.right,
    scorePercent: (result.right * 100) / result.total,
  };
}

/**
 * The answer counted for `question` (as the attempt drew it) at `questionIndex`: the option
 * `chosen` as shown (null: none), right when it is the drawn key; sent with the next question.
 */
export function answerRow(
  values: {
    attemptId: string;
    questionIndex: number;
    question: DrawnQuestion | undefined;
    chosen: number | null;
    recordedAt: Date;
  } & Partial<typeof mcqAnswers.$inferInsert>,
): typeof mcqAnswers.$inferInsert {
  const { question, chosen, ...rest } = values;
  return {
    questionId: question?.id ?? '',
    selectedOptionIndex: chosen,
    isCorrect: chosen !== null && chosen === question?.correctOptionIndex,
    via: 'next',
    ...rest,
  };
}

/** Writes the answers `answerRow` makes of each of `answers`, in one statement. */
export async function insertAnswers(
  database: Database,
  ...answers: Parameters<typeof answerRow>[0][]
): Promise<void> {
  await database.db.insert(mcqAnswers).values(answers.map(answerRow));
}

/** What the database holds of a candidate's attempt: the row, its answers, events and kept answers. */
export async function attemptRowsOf(database: Database, candidateId: string) {
  const [attempt] = await database.db
    .select()
    .from(mcqAttempts)
    .where(eq(mcqAttempts.candidateId, candidateId));
  if (!attempt) return { attempt, answers: [], events: [], kept: [] };
  const answers = await database.db
    .select()
    .from(mcqAnswers)
    .where(eq(mcqAnswers.attemptId, attempt.id));
  const events = await database.db
    .select()
    .from(attemptEvents)
    .where(eq(attemptEvents.attemptId, attempt.id))
    .orderBy(attemptEvents.id);
  const kept = await database.db
    .select()
    .from(lateAnswers)
    .where(eq(lateAnswers.attemptId, attempt.id));
  return { attempt, answers, events, kept };
}
