import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { insertEventsStatement, type PendingEvent } from './attempt-events.ts';
import type { Attempt } from './attempt-store.ts';
import type { AnswerRow } from './mark-answer.ts';

/**
 * Writes, in one statement, the answer to the current question, the move to the next question
 * (served now, with its deadline) and the log events. The caller holds the attempt's row lock and
 * has checked the question has no answer yet. One round trip instead of three matters on the
 * embedded engine, which runs every statement of every candidate one after another.
 */
export async function answerAndAdvance(
  tx: Db,
  attempt: Attempt,
  answer: AnswerRow,
  next: { servedAt: Date; deadlineAt: Date } | null,
  events: PendingEvent[],
  now: Date,
): Promise<void> {
  const advance = next
    ? sql`, advanced as (
        update mcq_attempts
        set current_index = ${answer.questionIndex + 1},
            current_served_at = ${next.servedAt.toISOString()}::timestamptz,
            current_deadline_at = ${next.deadlineAt.toISOString()}::timestamptz
        where id = ${attempt.id} and exists (select 1 from answer)
      )`
    : sql``;
  await tx.execute(sql`
    with answer as (
      insert into mcq_answers
        (attempt_id, question_index, question_id, selected_option_index, is_correct, recorded_at, synced_late, via, given_after_ms)
      values (${answer.attemptId}, ${answer.questionIndex}, ${answer.questionId}, ${answer.selectedOptionIndex ?? null},
              ${answer.isCorrect}, ${now.toISOString()}::timestamptz, ${answer.syncedLate ?? false}, ${answer.via},
              ${answer.givenAfterMs ?? null})
      on conflict do nothing
      returning question_index
    )${advance}, logged as (
      ${insertEventsStatement(events, now, {
        attemptId: sql`${attempt.id}::uuid`,
        where: sql`exists (select 1 from answer)`,
      })}
    )
    select 1
  `);
}
