import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { snapshotText, type BoardCursor } from '../../../domain/board-cursor.ts';
import { bufferedArrivalTypes, type BoardRules } from '../../../domain/board-status.ts';
import { boardRecordQuery, type BoardRecord } from './board-rows.ts';
import { cursorAt, snapshotSql } from './board-snapshot.ts';

/** A candidate whose board row may have changed since a cursor, with their row now. */
export interface PolledChange {
  candidateId: string;
  /** Null: the candidate is gone (deleted). */
  record: BoardRecord | null;
  /** The transactions that wrote a change of theirs, new to the poll's first snapshot. */
  txs: bigint[];
  /** The latest moment their status changed by the clock alone (null: none). */
  crossedAtMs: number | null;
}

export interface BoardPoll {
  position: BoardCursor;
  changes: PolledChange[];
}

type PollRow = Partial<BoardRecord> & {
  snapshot: string;
  changedId: string | null;
  txs: string[] | null;
  crossedMs: number | null;
};

const at = (ms: number) => new Date(ms).toISOString();
const buffered = sql.raw(bufferedArrivalTypes.map((t) => `'${t}'`).join(', '));

/**
 * What changed on every board since `since`, in one statement (one per poll, whatever the number
 * of boards open): the feed's rows written by transactions that had not committed at the cursor's
 * snapshot and have now (rows of transactions still open are invisible to this statement: they
 * come once they commit), and the candidates whose status changed by the clock alone between the
 * cursor's time and `now` (a question's deadline plus the grace or the reconnect window passed, a
 * test page went unheard for `silentMs`, or "sending from its buffer" ran out: each instant `b` the status rule flips at, with
 * since ≤ b < now); then the rows of all of them. The status rule's instants are found through
 * indexes (`mcq_attempts_open_deadline_idx`, `device_presence_seen_at_idx`,
 * `attempt_events_buffered_at_idx`), the feed's rows by
 * `board_changes_tx_idx` from the cursor's xmin.
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
    sql`select candidate_id, null::text[], (extract(epoch from current_deadline_at) * 1000)::float8 + ${afterMs}
      from mcq_attempts where submitted_at is null and retired_at is null
        and current_deadline_at >= ${at(from - afterMs)}::timestamptz
        and current_deadline_at < ${at(to - afterMs)}::timestamptz`;
  const rows = await queryRows<PollRow>(
    db,
    sql`with touched (candidate_id, txs, crossed_ms) as (
        select candidate_id, array_agg(distinct tx::text), null::float8 from board_changes
          where tx >= ${since.xmin.toString()}::bigint
            and not pg_visible_in_snapshot((tx::text)::xid8, ${snapshotText(since)}::pg_snapshot)
          group by candidate_id
        union all ${deadlinePassing(rules.graceMs)}
        union all ${deadlinePassing(rules.reconnectWindowMs)}
        union all
        select a.candidate_id, null::text[], (extract(epoch from p.seen_at) * 1000)::float8 + ${rules.silentMs}
          from device_presence p join mcq_attempts a on a.id = p.attempt_id
          where a.submitted_at is null and a.retired_at is null
            and p.seen_at >= ${at(from - rules.silentMs)}::timestamptz
            and p.seen_at < ${at(to - rules.silentMs)}::timestamptz
        union all
        select a.candidate_id, null::text[], (extract(epoch from e.at) * 1000)::float8 + ${rules.syncingMs}
          from attempt_events e join mcq_attempts a on a.id = e.attempt_id
          where e.type in (${buffered}) and a.retired_at is null
            and e.at >= ${at(from - rules.syncingMs)}::timestamptz
            and e.at < ${at(to - rules.syncingMs)}::timestamptz
      ),
      changed as (
        select candidate_id, array_agg(tx) filter (where tx is not null) as txs,
          max(crossed_ms) as crossed_ms
        from touched left join lateral unnest(touched.txs) tx on true
        group by candidate_id
      ),
      records as (${boardRecordQuery} where c.id in (select candidate_id from changed))
    select ${snapshotSql} as snapshot, ch.candidate_id as "changedId", ch.txs,
      ch.crossed_ms as "crossedMs", records.*
    from (select 1) one
    left join changed ch on true
    left join records on records."candidateId" = ch.candidate_id`,
  );
  const changes: PolledChange[] = [];
  for (const row of rows) {
    if (!row.changedId) continue;
    changes.push({
      candidateId: row.changedId,
      // The row's own columns are the record's; the poll's four extra ones do no harm.
      record: row.candidateId ? (row as BoardRecord) : null,
      txs: (row.txs ?? []).map(BigInt),
      crossedAtMs: row.crossedMs,
    });
  }
  return { position: cursorAt(rows[0]?.snapshot, now), changes };
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
