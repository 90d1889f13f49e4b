import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';

export interface ChainCheck {
  /** True when every event's hash is its own fields' and each links to the one before. */
  verifies: boolean;
  events: number;
  /** The first event that does not check (edited, or the one after a deleted event). */
  brokenAtEventId: number | null;
  /** The last event's hash: noted elsewhere (a decision's audit row), it also fixes the end. */
  headHash: string | null;
  /**
   * Events whose personal fields an erasure removed: their salt is gone, so their detail is no
   * longer checked against its digest; their place, time and type still are (docs/privacy.md).
   */
  redactedEvents: number;
}

/**
 * Checks an attempt's event chain in the database, with the same `attempt_event_link` and
 * `personal_digest` functions the insert trigger used (migration 0028), so the check and the writer
 * share one text form. An event with its salt checks its detail against the digest; a redacted one
 * (no salt) checks the digest only as a link.
 */
export async function checkEventChain(db: Db, attemptId: string): Promise<ChainCheck> {
  const result = await db.execute(sql`
    select id::float8 as id, hash, (detail_salt is null and detail_digest is not null) as redacted,
      hash is not null
        and prev_hash is not distinct from lag(hash) over (order by id)
        and hash = attempt_event_link(prev_hash, attempt_id, at, type, question_index, detail_digest)
        and (detail_digest is not null or detail is null)
        and (detail_salt is null or detail_digest = personal_digest(detail_salt, detail::text)) as ok
    from attempt_events where attempt_id = ${attemptId} order by id`);
  const rows = (
    result as unknown as {
      rows: { id: number; hash: string | null; ok: boolean; redacted: boolean }[];
    }
  ).rows;
  const broken = rows.find((row) => !row.ok);
  return {
    verifies: broken === undefined,
    events: rows.length,
    brokenAtEventId: broken ? Number(broken.id) : null,
    headHash: rows.at(-1)?.hash ?? null,
    redactedEvents: rows.filter((row) => row.redacted).length,
  };
}
