import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { findById, updateById } from '../one-row.ts';
import { recordAudit, type Actor, type AuditEntry } from './audit.ts';

/**
 * A table whose rows staff change one at a time from the console (a candidate, an account, an
 * enquiry, a practical task): what the audit log calls its rows, and what a request naming a row
 * that is not there is told (a 404).
 */
export interface AuditedTable<T extends PgTable & { id: PgColumn }> {
  table: T;
  entityType: string;
  missing: string;
}

/** Names a table for `findRow` and `updateAudited` (its row type read from the table). */
export const auditedTable = <T extends PgTable & { id: PgColumn }>(
  table: T,
  entityType: string,
  missing: string,
): AuditedTable<T> => ({ table, entityType, missing });

/** What the audit row of a change says: the action, why, and the fields before and after. */
export type ChangeAudit = Pick<AuditEntry, 'action' | 'reason' | 'before' | 'after'>;

/** What to change in a row: the values to set, and the audit row (which may read the row as changed). */
export interface RowEdit<T extends PgTable & { id: PgColumn }> {
  set: PgUpdateSetSource<T>;
  audit: ChangeAudit | ((after: T['$inferSelect']) => ChangeAudit);
}

/** One change to the row whose id is `id`. */
export type RowChange<T extends PgTable & { id: PgColumn }> = RowEdit<T> & { id: string };

/** The row staff named, or a 404 in the table's words. */
export const findRow = <T extends PgTable & { id: PgColumn }>(
  db: Db,
  rows: AuditedTable<T>,
  id: string,
): Promise<T['$inferSelect']> => findById(db, rows.table, id, rows.missing);

/**
 * Changes one row and writes its audit row (the row's id as the entity) in the caller's
 * transaction, so the log holds a change exactly when the table does; a 404 when there is no
 * such row. Returns the row as it is now.
 */
export async function updateAudited<T extends PgTable & { id: PgColumn }>(
  tx: Db,
  actor: Actor,
  now: Date,
  rows: AuditedTable<T>,
  change: RowChange<T>,
): Promise<T['$inferSelect']> {
  const after = await updateById(tx, rows.table, change.id, change.set, rows.missing);
  const audit = typeof change.audit === 'function' ? change.audit(after) : change.audit;
  await recordAudit(tx, actor, now, { ...audit, entityType: rows.entityType, entityId: change.id });
  return after;
}

/**
 * A staff member's change to one row, in one transaction: `edit` is given the row as it was (a 404
 * when there is none), may refuse (a domain error), and says what to set and what the audit row
 * holds. Returns the row as it is now.
 */
export function changeRow<T extends PgTable & { id: PgColumn }>(
  db: Db,
  actor: Actor,
  now: Date,
  rows: AuditedTable<T>,
  id: string,
  edit: (before: T['$inferSelect'], tx: Db) => RowEdit<T> | Promise<RowEdit<T>>,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, rows, id);
    return updateAudited(tx, actor, now, rows, { id, ...(await edit(before, tx)) });
  });
}
