import { lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/**
 * Deletes the rows of `table` whose time `at` is before `cutoff` and answers how many went: the
 * periodic clean-up of counters that a request only clears for the visitor who comes back.
 */
export async function deleteOlderThan(
  db: Db,
  table: PgTable,
  at: PgColumn,
  cutoff: Date,
): Promise<number> {
  const removed = await db.delete(table).where(lt(at, cutoff)).returning({ at });
  return removed.length;
}
