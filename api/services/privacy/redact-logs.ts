import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { changedByRedaction, redactJson, redactText } from '../../domain/personal-redaction.ts';

/**
 * The redactions an erasure makes in the tamper-evident logs and in free text written about a
 * person. Each reads the rows that may name the person, redacts them in JavaScript
 * (`domain/personal-redaction.ts`) and writes back only the rows that changed. In the two chained
 * logs a redacted row loses its salt: its digest and hash stay, so the chain still verifies, and
 * the row says it was redacted (docs/privacy.md).
 */

/** `%value%` patterns for `ilike any(...)`, with LIKE's own characters escaped. */
export function likePatterns(values: readonly string[]): string[] {
  return values.map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** A text array parameter, as both engines take it. */
export const textArray = (values: readonly string[]): SQL => sql`${JSON.stringify(values)}::jsonb`;

/** `expr` (text) contains one of the patterns, case-insensitively. */
export const mentionsAny = (expr: SQL, values: readonly string[]): SQL =>
  values.length === 0
    ? sql`false`
    : sql`${expr} ilike any (select jsonb_array_elements_text(${textArray(likePatterns(values))}))`;

/**
 * Audit rows about the entity (`entityType`/`entityIds`) or mentioning one of `values`: their
 * reason, before and after are redacted, the salt dropped. Returns the rows changed.
 */
export async function redactAuditRows(
  tx: Db,
  now: Date,
  about: { entityType: string; entityIds: readonly string[] },
  values: readonly string[],
): Promise<number> {
  const rows = await queryRows<{
    id: number;
    reason: string | null;
    before: unknown;
    after: unknown;
  }>(
    tx,
    sql`select id::float8 as id, reason, before, after from audit_log
        where (entity_type = ${about.entityType}
               and entity_id in (select jsonb_array_elements_text(${textArray(about.entityIds)})))
           or ${mentionsAny(sql`concat_ws(' ', reason, before::text, after::text)`, values)}`,
  );
  let changed = 0;
  for (const row of rows) {
    const reason = row.reason === null ? null : redactText(row.reason, values);
    const about = changedByRedaction(row.before, values) || changedByRedaction(row.after, values);
    if (!about && reason === row.reason) continue;
    await tx.execute(sql`
      update audit_log set reason = ${reason},
        before = ${row.before === null ? null : JSON.stringify(redactJson(row.before, values))}::jsonb,
        after = ${row.after === null ? null : JSON.stringify(redactJson(row.after, values))}::jsonb,
        content_salt = null, redacted_at = ${now.toISOString()}::timestamptz
      where id = ${row.id}`);
    changed++;
  }
  return changed;
}

/**
 * The attempts' events whose detail holds personal fields (the network address, the device) or
 * mentions one of `values` (a decision's reason): the detail is redacted and the salt dropped.
 */
export async function redactAttemptEvents(
  tx: Db,
  attemptIds: readonly string[],
  values: readonly string[],
): Promise<number> {
  if (attemptIds.length === 0) return 0;
  const rows = await queryRows<{ id: number; detail: unknown }>(
    tx,
    sql`select id::float8 as id, detail from attempt_events
        where attempt_id in (select (jsonb_array_elements_text(${textArray(attemptIds)}))::uuid)
          and detail is not null`,
  );
  let changed = 0;
  for (const row of rows) {
    if (!changedByRedaction(row.detail, values)) continue;
    await tx.execute(sql`
      update attempt_events set detail = ${JSON.stringify(redactJson(row.detail, values))}::jsonb,
        detail_salt = null
      where id = ${row.id}`);
    changed++;
  }
  return changed;
}

/**
 * Free text in a plain table (no chain): `column` (text, or jsonb with `kind: 'jsonb'`) redacted
 * where it mentions a value, among the rows `where` picks. Returns the rows changed.
 */
export async function redactTextColumn(
  tx: Db,
  { table, column, kind = 'text' }: { table: string; column: string; kind?: 'text' | 'jsonb' },
  where: SQL,
  values: readonly string[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await queryRows<{ key: string; text: string }>(
    tx,
    sql`select ctid::text as key, ${sql.identifier(column)}::text as text from ${sql.identifier(table)}
        where (${where}) and ${mentionsAny(sql`${sql.identifier(column)}::text`, values)}`,
  );
  for (const row of rows) {
    const isJson = kind === 'jsonb';
    const redacted = isJson
      ? JSON.stringify(redactJson(JSON.parse(row.text), values))
      : redactText(row.text, values);
    await tx.execute(
      isJson
        ? sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${redacted}::jsonb where ctid = ${row.key}::tid`
        : sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${redacted} where ctid = ${row.key}::tid`,
    );
  }
  return rows.length;
}
