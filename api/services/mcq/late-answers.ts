import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lateAnswers } from '../../db/schema/late-answers.ts';
import {
  lateArrivalDetail,
  type ArrivingAnswer,
  type KeptReason,
  type Verdict,
} from '../../domain/late-answer-policy.ts';
import { logEvents } from './attempt-events.ts';
import type { Attempt } from './attempt-store.ts';

/** An answer as it arrived, for a question of the attempt (its index in the attempt's draw). */
export interface ArrivedAnswer {
  questionIndex: number;
  selectedOptionIndex: number | null;
  givenAfterMs: number | null;
  /** The device's wall clock when it was given (epoch ms), as it said; null when it did not. */
  givenAt?: number | null;
  via: 'next' | 'final';
}

/**
 * The device's own time of an answer for its log event (`clientAt`, what HR's report shows as
 * device time), when the device said it.
 */
export function deviceTime(givenAt: number | null | undefined): { clientAt?: number } {
  return givenAt === null || givenAt === undefined ? {} : { clientAt: givenAt };
}

/** The policy's input for an answer to question `index` of `attempt`. */
export function arrivingAnswer(
  attempt: Attempt,
  index: number,
  answer: ArrivedAnswer,
  arrivedAt: Date,
  flags: { attemptOpen: boolean; fromActiveDevice: boolean },
): ArrivingAnswer {
  // Only the current question's times are on the attempt; an earlier one's deadline has passed
  // anyway, and its serving time is the attempt's start at the earliest.
  const current = index === attempt.currentIndex;
  return {
    servedAt: current ? attempt.currentServedAt : attempt.startedAt,
    deadlineAt: current ? attempt.currentDeadlineAt : attempt.currentServedAt,
    arrivedAt,
    givenAfterMs: answer.givenAfterMs,
    ...flags,
  };
}

/**
 * Keeps an answer the policy does not count (one per question: the first to arrive), and logs its
 * arrival with both times. Returns false when that question already had one kept.
 */
export async function keepLateAnswer(
  tx: Db,
  attempt: Attempt,
  answer: ArrivedAnswer,
  arriving: ArrivingAnswer,
  keptBecause: KeptReason,
): Promise<boolean> {
  const drawn = attempt.questions[answer.questionIndex];
  if (!drawn) return false;
  const selected =
    answer.selectedOptionIndex === null || answer.selectedOptionIndex < 0
      ? null
      : answer.selectedOptionIndex;
  const [kept] = await tx
    .insert(lateAnswers)
    .values({
      attemptId: attempt.id,
      questionIndex: answer.questionIndex,
      questionId: drawn.id,
      selectedOptionIndex: selected !== null && selected < drawn.options.length ? selected : null,
      givenAfterMs: answer.givenAfterMs,
      servedAt: arriving.servedAt,
      deadlineAt: arriving.deadlineAt,
      arrivedAt: arriving.arrivedAt,
      via: answer.via,
      keptBecause,
    })
    .onConflictDoNothing()
    .returning({ id: lateAnswers.id });
  if (!kept) return false;
  const verdict: Verdict = { counts: false, keptBecause };
  await logEvents(tx, attempt.id, arriving.arrivedAt, [
    {
      type: 'late-answer-kept',
      questionIndex: answer.questionIndex,
      detail: {
        ...lateArrivalDetail(arriving, verdict),
        selectedOptionIndex: selected,
        ...deviceTime(answer.givenAt),
      },
    },
  ]);
  return true;
}

/** How many answers of the attempt are kept and not (yet) accepted by HR. */
export async function keptForReviewCount(db: Db, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lateAnswers)
    .where(and(eq(lateAnswers.attemptId, attemptId), eq(lateAnswers.status, 'kept')));
  return row?.n ?? 0;
}
