import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { insertEventsStatement, type PendingEvent } from './attempt-events.ts';
import type { Attempt } from './attempt-store.ts';
import type { AnswerRow } from './mark-answer.ts';

/**
 * Writes, in one statement, the answer to the current question, the move to the next question
 * (served now, with its deadline) and the log events; resolves whether the answer was recorded.
 * One round trip instead of three matters on the embedded engine, which runs every statement of
 * every candidate one after another.
 *
 * Under the attempt's row lock (`lockAttempt`), the caller has checked the question has no answer
 * yet. Without it (`unlocked`: the version of the candidate's row when `attempt` was read, unlocked,
 * before), the statement locks the row and writes only if the attempt is still exactly as seen
 * (open, same question, same times, same window) and the candidate's row unchanged (no logout,
 * no change by HR), and nothing otherwise (false): whatever changed meanwhile, the caller
 * then reads afresh and takes the locked way, which judges the call anew.
 */
export async function answerAndAdvance(
  tx: Db,
  attempt: Attempt,
  answer: AnswerRow,
  next: { servedAt: Date; deadlineAt: Date } | null,
  events: PendingEvent[],
  now: Date,
  unlocked: { candidateVersion: string } | null = null,
): Promise<boolean> {
  // The attempt is found by its key alone, then checked: with the checks in the same WHERE, the
  // planner may reach it through the index of open attempts (its predicate is one of them) and
  // read every open attempt to find this one. PGlite never analyzes its tables, so a generic
  // plan cached while few attempts were open stays: measured, 300 rows read per answer with 300
  // candidates answering. Locked first, checked after: the lock returns the row as it is now.
  const guard = unlocked
    ? sql`locked as (
        select id, current_index, submitted_at, retired_at, active_device_id, current_served_at,
               current_deadline_at
        from mcq_attempts where id = ${attempt.id} for no key update
      ), guard as (
        select id from locked
        where current_index = ${attempt.currentIndex} and submitted_at is null
          and retired_at is null and active_device_id is not distinct from ${attempt.activeDeviceId}
          and current_served_at = ${attempt.currentServedAt.toISOString()}::timestamptz
          and current_deadline_at = ${attempt.currentDeadlineAt.toISOString()}::timestamptz
          and exists (select 1 from candidates where id = ${attempt.candidateId}
            and xmin = ${unlocked.candidateVersion}::xid)
      )`
    : sql`guard as (select id from mcq_attempts where id = ${attempt.id} for no key update)`;
  const advance = next
    ? sql`, advanced as (
        update mcq_attempts
        set current_index = ${answer.questionIndex + 1},
            current_served_at = ${next.servedAt.toISOString()}::timestamptz,
            current_deadline_at = ${next.deadlineAt.toISOString()}::timestamptz
        where id = ${attempt.id} and exists (select 1 from answer)
      )`
    : sql``;
  const [row] = await queryRows<{ recorded: number }>(
    tx,
    sql`
    with ${guard}, answer as (
      insert into mcq_answers
        (attempt_id, question_index, question_id, selected_option_index, is_correct, recorded_at, synced_late, via, given_after_ms)
      select guard.id, ${answer.questionIndex}::int, ${answer.questionId}::uuid,
             ${answer.selectedOptionIndex ?? null}::int, ${answer.isCorrect}::boolean,
             ${now.toISOString()}::timestamptz, ${answer.syncedLate ?? false}::boolean,
             ${answer.via}::text, ${answer.givenAfterMs ?? null}::int
      from guard
      on conflict do nothing
      returning question_index
    )${advance}, logged as (
      ${insertEventsStatement(events, now, {
        attemptId: sql`${attempt.id}::uuid`,
        where: sql`exists (select 1 from answer)`,
      })}
    )
    select count(*)::int as recorded from answer
  `,
  );
  return (row?.recorded ?? 0) > 0;
}
