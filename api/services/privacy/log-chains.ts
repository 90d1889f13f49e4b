import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { LogChainView } from '../../../shared/contract/hr-privacy.ts';

/**
 * Rows checked per statement. The embedded database has one connection: a single statement over
 * 100,000 audit rows held it for about 3 s (every candidate's answer waiting behind it); a part of
 * 10,000 holds it for about a tenth of that, and the parts still read the log once, in order.
 */
export const chainPartSize = 10_000;

interface Part {
  rows: number;
  redacted: number;
  broken: number | null;
  last_id: number | null;
  last_hash: string | null;
}

/** A log's chain rule: each row's `redacted` and `ok`, given the hash of the row before it. */
type RowRule = (previousHash: SQL) => SQL;

/**
 * One pass over a log in id order (its chain order), a part at a time by keyset: each row's `ok`
 * is computed beside the previous row's hash (`lag`, or the last hash of the part before), and
 * only the counts, the first broken id and the part's last row come back.
 */
async function checkChain(
  db: Db,
  table: SQL,
  rule: RowRule,
  partSize: number,
): Promise<LogChainView> {
  const view: LogChainView = {
    verifies: true,
    rows: 0,
    brokenAtId: null,
    redactedRows: 0,
    headHash: null,
  };
  let after = -1;
  let carried: string | null = null;
  for (;;) {
    const result: unknown = await db.execute(sql`
      with part as (select * from ${table} where id > ${after} order by id limit ${partSize}),
      checked as (
        select id, ${rule(sql`coalesce(lag(hash) over (order by id), ${carried}::text)`)} from part)
      select count(*)::int as rows, count(*) filter (where redacted)::int as redacted,
        min(id) filter (where not ok)::float8 as broken,
        (select id::float8 from part order by id desc limit 1) as last_id,
        (select hash from part order by id desc limit 1) as last_hash
      from checked`);
    const [part] = (result as { rows: Part[] }).rows;
    if (!part || Number(part.rows) === 0) return view;
    view.rows += Number(part.rows);
    view.redactedRows += Number(part.redacted);
    if (view.brokenAtId === null && part.broken !== null) {
      view.verifies = false;
      view.brokenAtId = Number(part.broken);
    }
    view.headHash = part.last_hash;
    carried = part.last_hash;
    after = Number(part.last_id);
    if (Number(part.rows) < partSize) return view;
  }
}

/**
 * The audit log's chain (migration 0028): each row links to the one before and its hash is its own
 * fields' and its content digest's. A row that keeps its salt must match the digest of its
 * personal fields; a row an erasure redacted (no salt, `redacted_at` set) is checked as a link
 * only. A row with no salt and no redaction is an edit that dropped the salt to hide: it fails.
 */
export const checkAuditChain = (db: Db, partSize = chainPartSize) =>
  checkChain(
    db,
    sql`audit_log`,
    (previousHash) => sql`(content_salt is null and redacted_at is not null) as redacted,
      coalesce(hash is not null
        and prev_hash is not distinct from ${previousHash}
        and hash = audit_log_link(prev_hash, at, actor_id, action, entity_type, entity_id, content_digest)
        and content_digest is not null
        and case when content_salt is null then redacted_at is not null
          else content_digest = personal_digest(content_salt,
            audit_log_content(actor_email, reason, before, after)) end, false) as ok`,
    partSize,
  );

/** The access log's chain: every field is in the link (the log names people by id only). */
export const checkAccessChain = (db: Db, partSize = chainPartSize) =>
  checkChain(
    db,
    sql`access_log`,
    (previousHash) => sql`false as redacted,
      coalesce(hash is not null
        and prev_hash is not distinct from ${previousHash}
        and hash = access_log_link(prev_hash, at, staff_id, staff_email, action, subject_type,
          subject_id, detail), false) as ok`,
    partSize,
  );
