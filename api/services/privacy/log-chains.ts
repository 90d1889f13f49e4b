import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { LogChainView } from '../../../shared/contract/hr-privacy.ts';

interface Counted {
  rows: number;
  redacted: number;
  broken: number | null;
  head: string | null;
}

/**
 * One pass over a log in id order (its chain order): each row's `ok` is computed beside the
 * previous row's hash (`lag`), then counted. The database streams the table once through the
 * primary key; nothing but the counts comes back.
 */
async function checkChain(db: Db, perRow: SQL, table: SQL): Promise<LogChainView> {
  const result = await db.execute(sql`
    select count(*)::int as rows, count(*) filter (where redacted)::int as redacted,
      min(id) filter (where not ok)::float8 as broken,
      (select hash from ${table} order by id desc limit 1) as head
    from (select id, ${perRow} from ${table}) as checked`);
  const [row] = (result as unknown as { rows: Counted[] }).rows;
  const broken = row?.broken ?? null;
  return {
    verifies: broken === null,
    rows: Number(row?.rows ?? 0),
    brokenAtId: broken === null ? null : Number(broken),
    redactedRows: Number(row?.redacted ?? 0),
    headHash: row?.head ?? null,
  };
}

/**
 * The audit log's chain (migration 0028): each row links to the one before and its hash is its own
 * fields' and its content digest's. A row that keeps its salt must match the digest of its
 * personal fields; a row an erasure redacted (no salt, `redacted_at` set) is checked as a link
 * only. A row with no salt and no redaction is an edit that dropped the salt to hide: it fails.
 */
export const checkAuditChain = (db: Db) =>
  checkChain(
    db,
    sql`(content_salt is null and redacted_at is not null) as redacted,
      coalesce(hash is not null
        and prev_hash is not distinct from lag(hash) over (order by id)
        and hash = audit_log_link(prev_hash, at, actor_id, action, entity_type, entity_id, content_digest)
        and content_digest is not null
        and case when content_salt is null then redacted_at is not null
          else content_digest = personal_digest(content_salt,
            audit_log_content(actor_email, reason, before, after)) end, false) as ok`,
    sql`audit_log`,
  );

/** The access log's chain: every field is in the link (the log names people by id only). */
export const checkAccessChain = (db: Db) =>
  checkChain(
    db,
    sql`false as redacted,
      coalesce(hash is not null
        and prev_hash is not distinct from lag(hash) over (order by id)
        and hash = access_log_link(prev_hash, at, staff_id, staff_email, action, subject_type,
          subject_id, detail), false) as ok`,
    sql`access_log`,
  );
