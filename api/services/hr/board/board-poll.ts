import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { BoardCursor } from '../../../domain/board-cursor.ts';
import { bufferedArrivalTypes, type BoardRules } from '../../../domain/board-status.ts';
import { boardRecordQuery, type BoardRecord } from './board-rows.ts';
import { horizonSql } from './board-snapshot.ts';

/** A candidate whose board row may have changed since a cursor, with their row now. */
export interface PolledChange {
  candidateId: string;
  /** Null: the candidate is gone (deleted). */
  record: BoardRecord | null;
  /** The newest transaction that wrote a change of theirs (null: none, only a deadline). */
  maxTx: bigint | null;
  /** The latest moment their status changed by the clock alone (null: none). */
  crossedAtMs: number | null;
}

export interface BoardPoll {
  position: BoardCursor;
  changes: PolledChange[];
}

type PollRow = Partial<BoardRecord> & {
  xmin: string;
  changedId: string | null;
  maxTx: string | null;
  crossedMs: number | null;
};

const at = (ms: number) => new Date(ms).toISOString();
const buffered = sql.raw(bufferedArrivalTypes.map((t) => `'${t}'`).join(', '));

/**
 * What changed on every board since `since`, in one statement (one per poll, whatever the number
 * of boards open): the feed's rows of transactions that ended between the cursor's horizon and
 * the current one, and the candidates whose status changed by the clock alone between the
 * cursor's time and `now` (a question's deadline plus the grace or the reconnect window passed,
 * or "sending from its buffer" ran out: each `b` with since ≤ b < now, the instants the status
 * rule flips at); then the rows of all of them. The status rule's instants are found through
 * indexes (`mcq_attempts_open_deadline_idx`, `attempt_events_buffered_at_idx`).
 */
export async function pollBoardChanges(
  db: Db,
  since: BoardCursor,
  now: Date,
  rules: BoardRules,
): Promise<BoardPoll> {
  const from = since.atMs;
  const to = now.getTime();
  const deadlinePassing = (afterMs: number) =>
    sql`select candidate_id, null::bigint, (extract(epoch from current_deadline_at) * 1000)::float8 + ${afterMs}
      from mcq_attempts where submitted_at is null and retired_at is null
        and current_deadline_at >= ${at(from - afterMs)}::timestamptz
        and current_deadline_at < ${at(to - afterMs)}::timestamptz`;
  const rows = await queryRows<PollRow>(
    db,
    sql`with horizon as (select ${horizonSql}::bigint as xmin),
      touched (candidate_id, tx, crossed_ms) as (
        select candidate_id, max(tx), null::float8 from board_changes, horizon
          where tx >= ${since.xmin.toString()}::bigint and tx < horizon.xmin
          group by candidate_id
        union all ${deadlinePassing(rules.graceMs)}
        union all ${deadlinePassing(rules.reconnectWindowMs)}
        union all
        select a.candidate_id, null::bigint, (extract(epoch from e.at) * 1000)::float8 + ${rules.syncingMs}
          from attempt_events e join mcq_attempts a on a.id = e.attempt_id
          where e.type in (${buffered}) and a.retired_at is null
            and e.at >= ${at(from - rules.syncingMs)}::timestamptz
            and e.at < ${at(to - rules.syncingMs)}::timestamptz
      ),
      changed as (
        select candidate_id, max(tx) as tx, max(crossed_ms) as crossed_ms
        from touched group by candidate_id
      ),
      records as (${boardRecordQuery} where c.id in (select candidate_id from changed))
    select h.xmin::text as xmin, ch.candidate_id as "changedId", ch.tx::text as "maxTx",
      ch.crossed_ms as "crossedMs", records.*
    from horizon h
    left join changed ch on true
    left join records on records."candidateId" = ch.candidate_id`,
  );
  const xmin = BigInt(rows[0]?.xmin ?? since.xmin.toString());
  const changes: PolledChange[] = [];
  for (const row of rows) {
    if (!row.changedId) continue;
    changes.push({
      candidateId: row.changedId,
      // The row's own columns are the record's; the poll's four extra ones do no harm.
      record: row.candidateId ? (row as BoardRecord) : null,
      maxTx: row.maxTx === null ? null : BigInt(row.maxTx),
      crossedAtMs: row.crossedMs,
    });
  }
  return { position: { xmin, atMs: to }, changes };
}

/**
 * Forgets feed rows older than `keepMs` by the database's clock (the one that stamped them), kept
 * well beyond the longest replay (`BOARD_REPLAY_SECONDS`).
 */
export async function pruneBoardChanges(db: Db, keepMs: number): Promise<void> {
  await db.execute(
    sql`delete from board_changes where at < now() - make_interval(secs => ${keepMs / 1000})`,
  );
}
