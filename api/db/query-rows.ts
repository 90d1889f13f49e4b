import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * The rows of a raw SQL query. Both engines answer `execute` with `{ rows }`; the shared `Db`
 * type leaves the result untyped, so the caller names the row's shape.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
