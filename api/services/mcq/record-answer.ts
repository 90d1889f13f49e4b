import type { Db } from '../../db/database.ts';
import { mcqAnswers } from '../../db/schema/mcq-attempts.ts';
import { apiError } from '../../http/errors.ts';
import type { Attempt, PendingEvent } from './attempt-store.ts';

/**
 * Records the answer to one served question (null: no option chosen before time ran out), marking
 * it on the server. Refuses an option the question does not have. Returns false when that question
 * already has an answer (a repeated call changes nothing). Its log events go to `events`.
 */
export async function recordAnswer(
  tx: Db,
  attempt: Attempt,
  questionIndex: number,
  selectedOptionIndex: number | null,
  now: Date,
  options: { syncedLate: boolean; via: 'next' | 'final' },
  events: PendingEvent[],
): Promise<boolean> {
  const drawn = attempt.questions[questionIndex];
  if (!drawn) throw apiError(400, 'That question is not part of this test.');
  const questionId = drawn.id;
  const key = { optionCount: drawn.options.length, correctOptionIndex: drawn.correctOptionIndex };
  const selected =
    selectedOptionIndex === null || selectedOptionIndex < 0 ? null : selectedOptionIndex;
  if (selected !== null && selected >= key.optionCount) {
    throw apiError(400, 'selectedOptionIndex is not an option of this question');
  }
  const inserted = await tx
    .insert(mcqAnswers)
    .values({
      attemptId: attempt.id,
      questionIndex,
      questionId,
      selectedOptionIndex: selected,
      isCorrect: selected !== null && selected === key.correctOptionIndex,
      recordedAt: now,
      syncedLate: options.syncedLate,
      via: options.via,
    })
    .onConflictDoNothing()
    .returning({ index: mcqAnswers.questionIndex });
  if (inserted.length === 0) return false;
  events.push({
    type: selected === null ? 'timed-out' : 'answered',
    questionIndex,
    detail: { selectedOptionIndex: selected, via: options.via },
  });
  if (options.syncedLate) events.push({ type: 'synced-late', questionIndex });
  return true;
}
