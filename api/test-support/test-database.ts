import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { adminQuery } from './admin-query.ts';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';

export type TestEngine = 'pglite' | 'postgres';

/** Which engine this test run targets (the `api-postgres` vitest project sets TEST_DB_ENGINE). */
export const testEngine: TestEngine =
  process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

async function pgliteFromSnapshot(): Promise<Database> {
  // Initialising PGlite costs ~2.5 s; the global setup migrated one database once and dumped it.
  const snapshot = inject('pgliteSnapshotPath');
  if (!snapshot) return openPglite();
  return openPglite({ client: new PGlite({ loadDataDir: new Blob([await readFile(snapshot)]) }) });
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or a throw-away database
 * on the PostgreSQL server of TEST_DATABASE_URL (`url` names it, for pg_dump). `close()` discards it.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testEngine === 'pglite') {
    const database = await pgliteFromSnapshot();
    await runMigrations(database);
    return database;
  }
  const { url, drop } = await createEmptyPostgresDatabase(inject('postgresTemplate'));
  const database = await openPostgres(url);
  // Copied from the run's migrated template: this only confirms every migration is recorded.
  await runMigrations(database);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new database of its own on the server TEST_DATABASE_URL names, empty or a copy of `template`
 * (PostgreSQL copies a database's files: much cheaper than running every migration again);
 * `drop()` removes it.
 */
export async function createEmptyPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const ownUrl = new URL(url);
  ownUrl.pathname = `/${name}`;
  return {
    url: ownUrl.toString(),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Used by the global setup of the PostgreSQL project: one migrated database that each test file's
 * database is copied from. Nothing may stay connected to it (a copy needs its template alone).
 */
export async function createMigratedPostgresTemplate(): Promise<{
  name: string;
  drop: () => Promise<void>;
}> {
  const { url, drop } = await createEmptyPostgresDatabase();
  const database = await openPostgres(url);
  await runMigrations(database);
  await database.close();
  return { name: new URL(url).pathname.slice(1), drop };
}

/** Used by the global setup: one migrated PGlite database, dumped for every test file to load. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  await runMigrations(await openPglite({ client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
