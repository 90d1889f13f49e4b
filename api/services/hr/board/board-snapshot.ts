import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { formatCursor, parseSnapshot, type BoardCursor } from '../../../domain/board-cursor.ts';
import type { BoardRules } from '../../../domain/board-status.ts';
import { countByStatus, type BoardSnapshotView } from '../../../../shared/contract/hr-board.ts';
import {
  boardRecordQuery,
  boardRowView,
  filterOfScope,
  scopeCondition,
  type BoardRecord,
  type BoardScope,
} from './board-rows.ts';

/** The snapshot of the statement that reads it: which write transactions had committed. */
export const snapshotSql = sql`(pg_current_snapshot()::text)`;

/** A snapshot read from the database (its own text form, which cannot fail to parse). */
export function cursorAt(snapshot: string | undefined, now: Date): BoardCursor {
  const parsed = parseSnapshot(snapshot ?? '');
  if (!parsed) throw new Error(`not a snapshot: ${snapshot}`);
  return { ...parsed, atMs: now.getTime() };
}

/** Where the change feed stands now (read before the rows it goes with: see `boardSnapshot`). */
export async function readBoardCursor(db: Db, now: Date): Promise<BoardCursor> {
  const [row] = await queryRows<{ snapshot: string }>(db, sql`select ${snapshotSql} as snapshot`);
  return cursorAt(row?.snapshot, now);
}

/** The rows of every candidate in scope, by name. */
export async function boardRecords(db: Db, scope: BoardScope): Promise<BoardRecord[]> {
  return queryRows<BoardRecord>(
    db,
    sql`${boardRecordQuery} where ${scopeCondition(scope)} order by c.full_name, c.id`,
  );
}

/** The ids of the candidates in scope now (a resumed stream's view of who is on its board). */
export async function boardCandidateIds(db: Db, scope: BoardScope): Promise<Set<string>> {
  const rows = await queryRows<{ candidateId: string }>(
    db,
    sql`select c.id as "candidateId" from candidates c
      left join mcq_attempts a on a.candidate_id = c.id and a.retired_at is null
      left join practical_rounds r on r.candidate_id = c.id
      where ${scopeCondition(scope)}`,
  );
  return new Set(rows.map((r) => r.candidateId));
}

export async function cohortsWithCandidates(db: Db): Promise<string[]> {
  const rows = await queryRows<{ cohort: string }>(
    db,
    sql`select distinct cohort from candidates where cohort is not null order by cohort`,
  );
  return rows.map((r) => r.cohort);
}

/**
 * The whole board of a scope at `now`, with the cursor a stream continues from. The cursor is
 * read first: a change that commits between the two reads is then both in the rows and replayed
 * after the cursor (a row is the candidate's whole state, so receiving it twice changes nothing),
 * never in neither.
 */
export async function boardSnapshot(
  db: Db,
  scope: BoardScope,
  now: Date,
  rules: BoardRules,
): Promise<{ view: BoardSnapshotView; position: BoardCursor; candidateIds: Set<string> }> {
  const position = await readBoardCursor(db, now);
  const records = await boardRecords(db, scope);
  const rows = records.map((record) => boardRowView(record, now, rules));
  const view: BoardSnapshotView = {
    filter: filterOfScope(scope),
    serverTime: now.toISOString(),
    cursor: formatCursor(position),
    rows,
    counts: countByStatus(rows),
    cohorts: await cohortsWithCandidates(db),
  };
  return { view, position, candidateIds: new Set(records.map((r) => r.candidateId)) };
}
