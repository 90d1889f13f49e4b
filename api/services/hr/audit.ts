import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

/** Who did it: a signed-in staff member, or null for the server itself (start-up). */
export type Actor = { id: string; email: string } | null;

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one row to the audit log, inside the caller's transaction so the row exists exactly
 * when the change does. Never pass a password or a hash in `before`/`after`.
 */
export async function recordAudit(db: Db, actor: Actor, now: Date, entry: AuditEntry) {
  await recordAuditMany(db, actor, now, [entry]);
}

/**
 * Many rows at once (an import writes one per candidate), in statements of 200 rows: building a
 * 500-row statement held the event loop for tens of milliseconds (`npm run bench:imports`).
 */
export async function recordAuditMany(db: Db, actor: Actor, now: Date, entries: AuditEntry[]) {
  const rows = entries.map((entry) => ({
    at: now,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    reason: entry.reason?.trim() || null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db.insert(auditLog).values(rows.slice(i, i + 200));
}

/**
 * The fields of `after` that differ from `before`, each side keeping only those: an audit row
 * says what changed, not the whole record.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
