import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { attemptEvents, type AttemptEventType } from '../../db/schema/mcq-attempts.ts';

/**
 * The one module that writes an attempt's event log (what HR reads as the attempt's timeline).
 * Events are written with the change they describe: by `logEvents` inside the caller's
 * transaction, or by `insertEventsStatement` as part of one SQL statement that also makes the
 * change (one round trip matters on the embedded engine, which runs statements one at a time).
 */

/** An event to add to the attempt's log; written together with the others of the request. */
export interface PendingEvent {
  type: AttemptEventType;
  questionIndex: number | null;
  detail?: Record<string, unknown> | null;
}

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

/**
 * An `insert … select` of `events` for use as a CTE of a larger statement: `attemptId` is an SQL
 * expression over `from` (e.g. `created.id` from a CTE named `created`), and `where` can make the
 * events depend on the change happening (e.g. `exists (select 1 from answer)`).
 */
export function insertEventsStatement(
  events: PendingEvent[],
  at: Date,
  source: { attemptId: SQL; from?: SQL; where?: SQL },
): SQL {
  const rows = JSON.stringify(
    events.map((e) => ({
      type: e.type,
      question_index: e.questionIndex,
      detail: e.detail ?? null,
    })),
  );
  const from = source.from ? sql`${source.from}, ` : sql``;
  const where = source.where ? sql` where ${source.where}` : sql``;
  return sql`insert into attempt_events (attempt_id, at, type, question_index, detail)
      select ${source.attemptId}, ${at.toISOString()}::timestamptz, e.type, e.question_index, e.detail
      from ${from}jsonb_to_recordset(${rows}::jsonb) as e(type text, question_index int, detail jsonb)${where}`;
}
