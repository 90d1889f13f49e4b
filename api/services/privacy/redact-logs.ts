import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  changedByRedaction,
  identityKeys,
  type PersonValues,
  redactJson,
  redactText,
} from '../../domain/personal-redaction.ts';

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
 * The values the audit log remembers under personal keys for these entities: a name or address
 * corrected earlier is still the person's, and mail sent before the correction carries it.
 */
export async function earlierValues(
  tx: Db,
  about: { entityType: string; entityIds: readonly string[] },
): Promise<{ names: string[]; distinctive: string[] }> {
  const rows = await queryRows<{ key: string; value: string }>(
    tx,
    sql`select distinct side.key, side.value #>> '{}' as value
        from audit_log a,
          lateral (select * from jsonb_each(coalesce(a.before, '{}'::jsonb))
                   union all select * from jsonb_each(coalesce(a.after, '{}'::jsonb))) side
        where a.entity_type = ${about.entityType}
          and a.entity_id in (select jsonb_array_elements_text(${textArray(about.entityIds)}))
          and side.key in (select jsonb_array_elements_text(${textArray(identityKeys)}))
          and jsonb_typeof(side.value) = 'string'`,
  );
  const isName = (key: string) => key === 'fullName' || key === 'name';
  return {
    names: rows.filter((row) => isName(row.key)).map((row) => row.value),
    distinctive: rows.filter((row) => !isName(row.key)).map((row) => row.value),
  };
}

/**
 * Audit rows about the entity (`entityType`/`entityIds`) or mentioning one of `values`: their
 * reason, before and after are redacted, the salt dropped. Returns the rows changed.
 */
export async function redactAuditRows(
  tx: Db,
  now: Date,
  about: { entityType: string; entityIds: readonly string[] },
  { distinctive, all: values }: PersonValues,
): Promise<number> {
  const rows = await queryRows<{
    id: number;
    own: boolean;
    reason: string | null;
    before: unknown;
    after: unknown;
  }>(
    tx,
    sql`select id::float8 as id, reason, before, after,
          (entity_type = ${about.entityType}
           and entity_id in (select jsonb_array_elements_text(${textArray(about.entityIds)}))) as own
        from audit_log
        where (entity_type = ${about.entityType}
               and entity_id in (select jsonb_array_elements_text(${textArray(about.entityIds)})))
           or ${mentionsAny(sql`concat_ws(' ', reason, before::text, after::text)`, distinctive)}`,
  );
  let changed = 0;
  for (const row of rows) {
    const reason = row.reason === null ? null : redactText(row.reason, values);
    const about =
      changedByRedaction(row.before, values, row.own) ||
      changedByRedaction(row.after, values, row.own);
    if (!about && reason === row.reason) continue;
    const redacted = (value: unknown) =>
      value === null ? null : JSON.stringify(redactJson(value, values, row.own));
    await tx.execute(sql`
      update audit_log set reason = ${reason},
        before = ${redacted(row.before)}::jsonb,
        after = ${redacted(row.after)}::jsonb,
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
