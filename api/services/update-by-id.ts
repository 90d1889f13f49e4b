import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { fail } from '../domain/errors.ts';

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
