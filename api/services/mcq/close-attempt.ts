import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAnswers, mcqAttempts, type SubmitReason } from '../../db/schema/mcq-attempts.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { isAbovePassMark, scoreAttempt, type AttemptScore } from '../../domain/mcq-score.ts';
import { mcqSubmissionNotice } from '../../mail/hr-notifications.ts';
import { enqueueMailStatement } from '../../mail/mail-outbox.ts';
import type { NoticeCandidate } from '../../mail/templates/hr-notification.ts';
import { insertEventsStatement, type PendingEvent } from './attempt-events.ts';
import { recordedAnswers, type Attempt } from './attempt-store.ts';
import type { AnswerRow } from './mark-answer.ts';
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

/** What a caller that read more with the attempt can hand over, saving the close a statement. */
export interface CloseExtras {
  /** Answers the request brings (none recorded yet, the row lock guarantees it): written with the close. */
  newAnswers?: AnswerRow[];
  /** The candidate as HR's notice names them, when the caller read it with the attempt. */
  candidate?: NoticeCandidate;
}

/**
 * Finalises an open attempt (inside the caller's transaction, attempt row locked): scores the
 * recorded answers and stores the result with its reason. The one place an attempt closes, for
 * the manual submit, every auto-submit and the sweeper alike. `answers`, when the caller already
 * has every recorded answer (including the `newAnswers` it hands over), saves reading them again. For a
 * candidate with no practical round to follow (an MCQ-only test, or a `both` test not passed),
 * this was the last round: the candidate's sessions end a few minutes later. HR is told by
 * e-mail (when the settings say so), queued in this same transaction.
 *
 * Everything the close writes (the request's answers, the attempt's result, its log events, the
 * candidate's end of test, HR's notice) is one statement: on the embedded engine a transaction
 * holds the one database session from BEGIN to COMMIT, each statement a round trip between the
 * server's two threads, so a campus drive's burst of final submits queued every other candidate
 * behind ten round trips each (docs/capacity.md).
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
  rules: Pick<McqRules, 'passPercent' | 'notifyHr' | 'siteUrl' | 'hrAddress' | 'timeZone'> | null,
  source: 'client' | 'server',
  events: PendingEvent[] = [],
  answers?: readonly { selectedOptionIndex: number | null; isCorrect: boolean }[],
  extras: CloseExtras = {},
): Promise<Attempt> {
  answers ??= await recordedAnswers(tx, attempt.id);
  const score = scoreAttempt(attempt.questionIds.length, answers);
  const stored = { submittedAt: now, submitReason: reason, ...scoreColumns(score) };
  const newAnswers = extras.newAnswers ?? [];
  const writes = [
    newAnswers.length > 0
      ? sql`added as (${tx.insert(mcqAnswers).values(newAnswers).getSQL()})`
      : null,
    // The request's other events (answers, client reports) are written with this last one.
    sql`logged as (${insertEventsStatement(
      [
        ...events,
        { type: 'submitted', questionIndex: attempt.currentIndex, detail: { reason, source } },
      ],
      now,
      { attemptId: sql`closed.id`, from: sql`closed` },
    )})`,
  ];
  if (rules !== null) {
    // The pass mark the attempt was started with (`attempt-settings.ts`).
    rules = { ...rules, passPercent: attempt.passPercent ?? rules.passPercent };
    const lastRoundFor = isAbovePassMark(score.percent, rules.passPercent)
      ? ['mcqs']
      : ['mcqs', 'both'];
    writes.push(
      sql`ended as (${tx
        .update(candidates)
        .set({ testEndedAt: now })
        .where(
          and(
            eq(candidates.id, attempt.candidateId),
            inArray(candidates.testType, lastRoundFor as ('mcqs' | 'both')[]),
            isNull(candidates.testEndedAt),
          ),
        )
        .getSQL()})`,
    );
    const notice = await mcqSubmissionNotice(
      tx,
      { ...attempt, ...stored },
      now,
      rules,
      extras.candidate,
    );
    if (notice) writes.push(sql`noticed as (${enqueueMailStatement(tx, notice, now)})`);
  }
  const result = await tx.execute(sql`
    with closed as (${tx
      .update(mcqAttempts)
      .set(stored)
      .where(eq(mcqAttempts.id, attempt.id))
      .returning({ id: mcqAttempts.id, scorePercent: mcqAttempts.scorePercent })
      .getSQL()}), ${sql.join(
      writes.filter((w) => w !== null),
      sql`, `,
    )}
    select score_percent from closed`);
  // Both engines answer with `{ rows }`; the shared Db type leaves the result untyped.
  const [row] = (result as unknown as { rows: { score_percent: number }[] }).rows;
  if (!row) throw new Error(`attempt ${attempt.id} vanished while closing`);
  // The percentage as stored (a `real`), as the attempt's row gives it to every later reader.
  return { ...attempt, ...stored, scorePercent: row.score_percent };
}
