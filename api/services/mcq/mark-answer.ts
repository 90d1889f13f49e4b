import { type mcqAnswers } from '../../db/schema/mcq-attempts.ts';
import { fail } from '../../domain/errors.ts';
import type { PendingEvent } from './attempt-events.ts';
import type { Attempt } from './attempt-store.ts';
import { deviceTime } from './late-answers.ts';

export type AnswerRow = typeof mcqAnswers.$inferInsert;

/**
 * Marks the answer to one served question (null: no option chosen in time) against the attempt's
 * own answer key and lists its log events (`syncedLate`: the detail of a late arrival the policy
 * counted). Refuses an option the question does not have. Pure: the caller writes the row (the
 * attempt's row lock makes it the only writer).
 */
export function markAnswer(
  attempt: Attempt,
  questionIndex: number,
  answer: {
    selectedOptionIndex: number | null;
    givenAfterMs: number | null;
    givenAt?: number | null;
  },
  now: Date,
  options: { syncedLate: Record<string, unknown> | null; via: 'next' | 'final' },
): { row: AnswerRow; events: PendingEvent[] } {
  const drawn = attempt.questions[questionIndex];
  if (!drawn) throw fail.invalid('That question is not part of this test.');
  const { selectedOptionIndex } = answer;
  const selected =
    selectedOptionIndex === null || selectedOptionIndex < 0 ? null : selectedOptionIndex;
  if (selected !== null && selected >= drawn.options.length) {
    throw fail.invalid('selectedOptionIndex is not an option of this question');
  }
  const events: PendingEvent[] = [
    {
      type: selected === null ? 'timed-out' : 'answered',
      questionIndex,
      detail: {
        selectedOptionIndex: selected,
        via: options.via,
        givenAfterMs: answer.givenAfterMs,
        ...deviceTime(answer.givenAt),
      },
    },
  ];
  if (options.syncedLate) {
    events.push({ type: 'synced-late', questionIndex, detail: options.syncedLate });
  }
  return {
    row: {
      attemptId: attempt.id,
      questionIndex,
      questionId: drawn.id,
      selectedOptionIndex: selected,
      isCorrect: selected !== null && selected === drawn.correctOptionIndex,
      recordedAt: now,
      syncedLate: options.syncedLate !== null,
      via: options.via,
      givenAfterMs: answer.givenAfterMs,
    },
    events,
  };
}
