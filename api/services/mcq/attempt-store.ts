import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAnswers, mcqAttempts } from '../../db/schema/mcq-attempts.ts';

export type Attempt = typeof mcqAttempts.$inferSelect;
export type RecordedAnswer = typeof mcqAnswers.$inferSelect;

export type LockedAttempt = Attempt & { answeredCurrent: boolean };

/** The columns of an attempt still open: not submitted, so no reason and no score yet. */
export const notSubmitted = {
  submittedAt: null,
  submitReason: null,
  totalQuestions: null,
  attemptedCount: null,
  rightCount: null,
  wrongCount: null,
  scorePercent: null,
} as const satisfies Partial<Attempt>;

/**
 * The candidate's attempt, row-locked until the transaction ends (one writer per attempt), with
 * whether its current question already has an answer (one round trip for both).
 */
export async function lockAttempt(tx: Db, candidateId: string): Promise<LockedAttempt | undefined> {
  const [attempt] = await tx
    .select({
      ...getTableColumns(mcqAttempts),
      answeredCurrent: sql<boolean>`exists (select 1 from ${mcqAnswers} where ${mcqAnswers.attemptId} = ${mcqAttempts.id} and ${mcqAnswers.questionIndex} = ${mcqAttempts.currentIndex})`,
    })
    .from(mcqAttempts)
    .where(and(eq(mcqAttempts.candidateId, candidateId), isNull(mcqAttempts.retiredAt)))
    .for('update');
  return attempt;
}

/** An answer as the score counts it. */
export interface ScoredAnswer {
  questionIndex: number;
  selectedOptionIndex: number | null;
  isCorrect: boolean;
}

/**
 * `lockAttempt` and the attempt's recorded answers (in question order) in one statement: a final
 * submit needs both, and on the embedded engine every statement inside a transaction is a round
 * trip during which no other candidate's statement can run.
 */
export async function lockAttemptWithAnswers(
  tx: Db,
  candidateId: string,
): Promise<(LockedAttempt & { answers: ScoredAnswer[] }) | undefined> {
  const [row] = await tx
    .select({
      ...getTableColumns(mcqAttempts),
      answeredCurrent: sql<boolean>`exists (select 1 from ${mcqAnswers} where ${mcqAnswers.attemptId} = ${mcqAttempts.id} and ${mcqAnswers.questionIndex} = ${mcqAttempts.currentIndex})`,
      answers: sql<
        [number, number | null, boolean][]
      >`coalesce((select json_agg(json_build_array(${mcqAnswers.questionIndex}, ${mcqAnswers.selectedOptionIndex}, ${mcqAnswers.isCorrect}) order by ${mcqAnswers.questionIndex}) from ${mcqAnswers} where ${mcqAnswers.attemptId} = ${mcqAttempts.id}), '[]'::json)`,
    })
    .from(mcqAttempts)
    .where(and(eq(mcqAttempts.candidateId, candidateId), isNull(mcqAttempts.retiredAt)))
    .for('update');
  if (!row) return undefined;
  const answers = row.answers.map(([questionIndex, selectedOptionIndex, isCorrect]) => ({
    questionIndex,
    selectedOptionIndex,
    isCorrect,
  }));
  return { ...row, answers };
}

/** The candidate's current attempt (a retake retires the one before, which stays for the record). */
export async function findAttempt(db: Db, candidateId: string): Promise<Attempt | undefined> {
  const [attempt] = await db
    .select()
    .from(mcqAttempts)
    .where(and(eq(mcqAttempts.candidateId, candidateId), isNull(mcqAttempts.retiredAt)));
  return attempt;
}

export async function recordedAnswers(tx: Db, attemptId: string): Promise<RecordedAnswer[]> {
  return tx
    .select()
    .from(mcqAnswers)
    .where(eq(mcqAnswers.attemptId, attemptId))
    .orderBy(asc(mcqAnswers.questionIndex));
}
