import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { mcqAnswers, mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { mcqQuestions } from '../../../db/schema/question-bank.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';
import { filteredAttemptIds, type ResultFilter } from './results-query.ts';

/** One answer that counts (on time, synced late, or a late one HR accepted), as exported. */
export interface AnswerExportRow {
  candidateId: string;
  /** The ID the candidate logs in with. */
  oneTimeId: string;
  /** The candidate's drive (their `cohort`), null for none. */
  drive: string | null;
  /** The assessment the attempt is of. */
  assessmentId: string;
  assessment: string;
  attemptId: string;
  /** The attempt's result (null while it runs): what item analysis ranks candidates by. */
  attemptRight: number | null;
  attemptTotal: number | null;
  /** The pass mark the attempt was started with (null: from before attempts kept one). */
  attemptPassPercent: number | null;
  questionId: string;
  questionVersion: number;
  servedAt: Date | null;
  answeredAt: Date;
  secondsTaken: number | null;
  /** The option chosen as a letter of the bank's order (A = the bank's first), null: none. */
  chosenOption: string | null;
  /** The same as an index of the bank's order. */
  chosenIndex: number | null;
  correct: boolean;
  syncedLate: boolean;
}

/**
 * Every counted answer of the current attempts of the candidates matching the filter, a batch of
 * attempts at a time (candidate id order, then question order). The chosen option is mapped back
 * from the candidate's shuffled order to the bank's, so the same letter means the same option in
 * every row of a question version. Seconds taken: the device's own account when it gave one, else
 * the server's time from serving the question to recording the answer.
 */
export async function* allAnswers(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): AsyncGenerator<AnswerExportRow> {
  for await (const batch of filteredAttemptIds(db, filter, passPercent)) {
    const rows = await db
      .select({
        attemptId: mcqAnswers.attemptId,
        questionIndex: mcqAnswers.questionIndex,
        questionId: mcqAnswers.questionId,
        version: mcqQuestions.version,
        selected: mcqAnswers.selectedOptionIndex,
        bankSelected: sql<number | null>`coalesce(
          (${mcqAttempts.questions}->${mcqAnswers.questionIndex}->'optionOrder'->>${mcqAnswers.selectedOptionIndex})::int,
          ${mcqAnswers.selectedOptionIndex})`,
        correct: mcqAnswers.isCorrect,
        attemptRight: mcqAttempts.rightCount,
        attemptTotal: mcqAttempts.totalQuestions,
        attemptPassPercent: mcqAttempts.passPercent,
        submittedAt: mcqAttempts.submittedAt,
        recordedAt: mcqAnswers.recordedAt,
        syncedLate: mcqAnswers.syncedLate,
        givenAfterMs: mcqAnswers.givenAfterMs,
        servedAt: sql<string | null>`(select max(e.at) from attempt_events e
          where e.attempt_id = ${mcqAnswers.attemptId} and e.type = 'served'
          and e.question_index = ${mcqAnswers.questionIndex} and e.at <= ${mcqAnswers.recordedAt})`,
      })
      .from(mcqAnswers)
      .innerJoin(mcqAttempts, eq(mcqAttempts.id, mcqAnswers.attemptId))
      .innerJoin(mcqQuestions, eq(mcqQuestions.id, mcqAnswers.questionId))
      .where(
        inArray(
          mcqAnswers.attemptId,
          batch.map((b) => b.attemptId),
        ),
      )
      .orderBy(asc(mcqAnswers.attemptId), asc(mcqAnswers.questionIndex));
    // Rows come by attempt id; the export keeps the batch's candidate order.
    const byAttempt = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byAttempt.get(row.attemptId) ?? [];
      list.push(row);
      byAttempt.set(row.attemptId, list);
    }
    for (const { attemptId, candidateId, oneTimeId, cohort, assessmentId, assessment } of batch) {
      for (const row of byAttempt.get(attemptId) ?? []) {
        // node-postgres answers a raw subquery's timestamptz as a string; PGlite as a Date.
        const servedAt = row.servedAt === null ? null : new Date(row.servedAt);
        const serverSeconds = servedAt
          ? (row.recordedAt.getTime() - servedAt.getTime()) / 1000
          : null;
        const seconds = row.givenAfterMs !== null ? row.givenAfterMs / 1000 : serverSeconds;
        const chosenIndex =
          row.selected === null || row.bankSelected === null ? null : Number(row.bankSelected);
        const done = row.submittedAt !== null;
        yield {
          candidateId,
          oneTimeId,
          drive: cohort,
          assessmentId,
          assessment,
          attemptId,
          attemptRight: done ? (row.attemptRight ?? 0) : null,
          attemptTotal: done ? (row.attemptTotal ?? 0) : null,
          attemptPassPercent: row.attemptPassPercent,
          questionId: row.questionId,
          questionVersion: row.version,
          servedAt,
          answeredAt: row.recordedAt,
          secondsTaken: seconds === null ? null : Math.round(seconds * 10) / 10,
          chosenOption: optionLetter(chosenIndex),
          chosenIndex,
          correct: row.correct,
          syncedLate: row.syncedLate,
        };
      }
    }
  }
}
