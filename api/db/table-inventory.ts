import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './query-rows.ts';

/**
 * What a database holds, table by table, read from the catalogue rather than from the Drizzle
 * schema: backups, restores and their checks cover every table, including ones added later.
 */

/** Drizzle's record of applied migrations: bookkeeping, not data. */
export const migrationsTable = '__migrations';

/**
 * Every table of the `public` schema, parents before the tables that reference them (the order
 * rows can be inserted in). Alphabetical among equals, so the order is stable.
 */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parentsOf.get(t) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new Error(
        `tables reference each other in a circle: ${tables.filter((t) => !placed.has(t)).join(', ')}`,
      );
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** The number of rows of each table. */
export async function rowCounts(db: Db, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier('public')}.${sql.identifier(table)}`,
    );
    counts.set(table, Number(row?.n ?? 0));
  }
  return counts;
}

/** The tables holding rows, with their counts: what a restore over this database would replace. */
export async function dataHeld(db: Db): Promise<{ table: string; rows: number }[]> {
  const tables = (await tablesInDependencyOrder(db)).filter((t) => t !== migrationsTable);
  const counts = await rowCounts(db, tables);
  return [...counts]
    .filter(([, rows]) => rows > 0)
    .map(([table, rows]) => ({ table, rows }))
    .sort((a, b) => a.table.localeCompare(b.table));
}
