import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { fail } from '../domain/errors.ts';

/**
 * Inserts one row into `table` and returns it as stored (its defaults filled in). An insert that
 * returns nothing is a bug, not a refusal: it throws a plain error (a 500), never a domain error.
 */
export async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row]: T['$inferSelect'][] = await db
    .insert(table as PgTable)
    .values(values)
    .returning();
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row;
}

/** The row of `table` whose id is `id`; a 404 in the caller's words (`missing`) when there is none. */
export async function findById<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row]: T['$inferSelect'][] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw fail.notFound(missing);
  return row;
}

/**
 * Changes the row of `table` whose id is `id` and returns it as it is now; a 404 in the caller's
 * words (`missing`, e.g. "No such candidate.") when there is no such row.
 */
export async function updateById<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row]: T['$inferSelect'][] = await db
    .update(table as PgTable)
    .set(values)
    .where(eq(table.id, id))
    .returning();
  if (!row) throw fail.notFound(missing);
  return row;
}
