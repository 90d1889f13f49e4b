import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { tablesInDependencyOrder } from '../db/table-inventory.ts';
import { storedZipBytes } from './stored-zip.ts';

/**
 * Every row of every table as PostgreSQL's text of the row, sorted: two databases holding the
 * same rows compare equal, column for column, whatever the engine (times are printed in UTC).
 */
export async function tableContents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const contents: Record<string, string[]> = {};
    for (const table of await tablesInDependencyOrder(tx)) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql`select r::text as row from ${sql.identifier('public')}.${sql.identifier(table)} r`,
      );
      contents[table] = rows.map((r) => r.row).sort();
    }
    return contents;
  });
}

/** Each stored practical zip: the SHA-256 recorded at upload and the SHA-256 of the bytes kept. */
export async function storedZipHashes(
  db: Db,
): Promise<{ candidateId: string; recorded: string; stored: string }[]> {
  const submissions = await queryRows<{ id: string; candidate_id: string; sha256: string }>(
    db,
    sql`select id, candidate_id, sha256 from practical_submissions order by candidate_id`,
  );
  const hashes = [];
  for (const s of submissions) {
    const bytes = await storedZipBytes(db, s.id);
    hashes.push({
      candidateId: s.candidate_id,
      recorded: s.sha256,
      stored: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return hashes;
}
