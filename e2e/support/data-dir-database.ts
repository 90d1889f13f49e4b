import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Reads the embedded database of a server that has stopped (PGlite allows one process per data
 * directory, so the server must exit first — which also proves the rows were committed).
 */
export async function queryDataDir<T>(
  dataDir: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.close();
  }
}

/** Reads a stopped server's database, then deletes its data directory (tests leave no litter). */
export async function queryAndRemoveDataDir<T>(dataDir: string, sql: string): Promise<T[]> {
  try {
    return await queryDataDir<T>(dataDir, sql);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
