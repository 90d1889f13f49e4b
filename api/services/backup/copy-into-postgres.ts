import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite, type Database, type Db } from '../../db/database.ts';
import { runMigrations } from '../../db/migrate.ts';
import { queryRows } from '../../db/query-rows.ts';
import { migrationsTable, rowCounts, tablesInDependencyOrder } from '../../db/table-inventory.ts';

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

/** Rows per fetch start here and shrink for tables of large rows (the zips' 1 MiB pieces). */
const maxRowsPerBatch = 500;
const targetBatchChars = 8 * 1024 * 1024;

/**
 * Copies one table's rows in batches. Each row travels as PostgreSQL's own text form of the
 * table's row type and is read back by the same type on the other side, so every column type
 * (bytea, jsonb, timestamps, arrays) arrives exactly as it was, whatever the schema.
 */
async function copyTable(source: Db, target: Db, name: string): Promise<void> {
  await source.transaction(async (tx) => {
    await tx.execute(sql`declare copy_rows no scroll cursor for
                         select r::text as row from ${table(name)} r`);
    let batch = maxRowsPerBatch;
    for (;;) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql`fetch ${sql.raw(String(batch))} from copy_rows`,
      );
      if (rows.length === 0) break;
      const texts = rows.map((r) => r.row);
      await target.execute(sql`
        insert into ${table(name)}
        select (copied).* from (
          select t.r::${table(name)} as copied
          from json_array_elements_text(${JSON.stringify(texts)}::json) as t(r)
          offset 0
        ) copied_rows`);
      const chars = texts.reduce((sum, text) => sum + text.length, 0);
      batch = Math.max(
        1,
        Math.min(maxRowsPerBatch, Math.floor((batch * targetBatchChars) / Math.max(chars, 1))),
      );
    }
    await tx.execute(sql`close copy_rows`);
  });
}

/** Sequences (bigserial ids) continue where the source's stopped. */
async function copySequences(source: Db, target: Db): Promise<void> {
  const sequences = await queryRows<{ name: string; last_value: string | null }>(
    source,
    sql`select sequencename as name, last_value::text as last_value from pg_sequences
        where schemaname = 'public'`,
  );
  for (const { name, last_value } of sequences) {
    if (last_value === null || name.startsWith(migrationsTable)) continue;
    await target.execute(
      sql`select setval(${`public.${JSON.stringify(name)}`}::regclass, ${last_value}::bigint, true)`,
    );
  }
}

/**
 * Embedded → PostgreSQL: loads a PGlite data directory (a snapshot's payload) into an in-memory
 * PGlite, migrates it to this code's schema, migrates `target` the same way, then copies every
 * table's rows in one transaction, parents first, and checks each table's count before
 * committing. Returns the counts copied.
 */
export async function copyPgliteIntoPostgres(
  dataDirTar: Uint8Array,
  target: Database,
): Promise<Map<string, number>> {
  const source = await openPglite({
    client: new PGlite({ loadDataDir: new Blob([new Uint8Array(dataDirTar)]) }),
  });
  try {
    await runMigrations(source);
    await runMigrations(target);
    const tables = (await tablesInDependencyOrder(source.db)).filter((t) => t !== migrationsTable);
    const present = new Set(await tablesInDependencyOrder(target.db));
    const missing = tables.filter((t) => !present.has(t));
    if (missing.length > 0)
      throw new Error(`the PostgreSQL database lacks the tables ${missing.join(', ')}`);
    const expected = await rowCounts(source.db, tables);
    await target.db.transaction(async (tx) => {
      // The rows arrive as they were: triggers that stamp new rows (the attempt events' hash
      // chain draws a fresh id and hash) or log them (the audit trail) would rewrite history.
      // Disabling them here is part of this transaction, so a failed copy leaves them on.
      for (const name of tables)
        await tx.execute(sql`alter table ${table(name)} disable trigger user`);
      for (const name of tables) await copyTable(source.db, tx, name);
      for (const name of tables)
        await tx.execute(sql`alter table ${table(name)} enable trigger user`);
      await copySequences(source.db, tx);
      const copied = await rowCounts(tx, tables);
      for (const name of tables) {
        if (copied.get(name) !== expected.get(name))
          throw new Error(
            `copying ${name} gave ${copied.get(name)} rows instead of ${expected.get(name)}`,
          );
      }
    });
    return expected;
  } finally {
    await source.close();
  }
}
