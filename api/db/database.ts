import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteThread, type ThreadOptions } from './pglite/pglite-remote.ts';
import { createPreparedSession, type SessionClient } from './pglite/prepared-session.ts';

/** The one query layer: Drizzle over either engine, always PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Runs `fn` on one connection holding a cluster-wide lock, so two instances never migrate or seed at once. */
  withExclusiveLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Applies the migrations in `folder` not yet applied (call inside `withExclusiveLock` on PostgreSQL). */
  applyMigrations(db: Db, folder: string): Promise<void>;
  /**
   * Runs `fn` unless another instance is running work under the same `key` (then resolves null
   * at once): scheduled work that one instance of several should take.
   */
  unlessBusyElsewhere<T>(key: number, fn: () => Promise<T>): Promise<T | null>;
  /**
   * PGlite only: its data directory as a tar archive (PGlite's own `dumpDataDir`), taken between
   * transactions, never inside one. PostgreSQL is backed up with its own tools (pg_dump).
   */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * How long the oldest statement waiting for the database has waited, in ms (0: none waits): the
   * embedded engine's queue, or PostgreSQL's connection pool. The overload guard reads it.
   */
  queueDelayMs(): number;
  /** How many statements wait for the database now (the same queue, counted; metrics read it). */
  queueLength(): number;
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one. */
  poolState?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Opens PGlite in `dataDir`, or in memory when there is none, on this thread; tests may pass a
 * client they created (e.g. loaded from a snapshot). The server runs it on a thread of its own
 * instead (`openPgliteOnThread`).
 */
export async function openPglite(
  source: { dataDir?: string; client?: PGlite } = {},
): Promise<Database> {
  if (source.dataDir) await mkdir(source.dataDir, { recursive: true });
  const client = source.client ?? new PGlite(source.dataDir);
  await client.waitReady;
  const session = createPreparedSession(client);
  return pgliteDatabase(session, {
    queueDelayMs: () => session.queueDelayMs(),
    queueLength: () => session.queueLength(),
    // PGlite's dumpDataDir waits only for the statement in progress (its query lock): between two
    // statements of an open transaction it would copy files holding that transaction's
    // uncommitted half. The session's transactions hold the session from BEGIN to COMMIT, so
    // taking the session too makes the copy fall between transactions.
    dumpDataDir: () => session.exclusive(() => client.dumpDataDir('none')),
    close: () => client.close(),
  });
}

/**
 * Opens PGlite in `dataDir` on a worker thread (`pglite/pglite-thread.ts`), so the engine's work
 * runs beside the HTTP side instead of between its requests. `entry` is the script the worker
 * runs (the server's own entry, which serves the thread when `isPgliteThread()`).
 */
export async function openPgliteOnThread(options: ThreadOptions): Promise<Database> {
  await mkdir(options.dataDir, { recursive: true });
  const remote = await openPgliteThread(options);
  // The thread copies between transactions: its session holds one from BEGIN to COMMIT.
  return pgliteDatabase(remote, {
    queueDelayMs: () => remote.queueDelayMs(),
    queueLength: () => remote.queueLength(),
    dumpDataDir: () => remote.dump(),
    close: () => remote.close(),
  });
}

function pgliteDatabase(
  session: SessionClient,
  own: Pick<Database, 'close' | 'queueDelayMs' | 'queueLength'> & {
    dumpDataDir: () => Promise<Blob>;
  },
): Database {
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the session provides.
  const pgliteDb = drizzlePglite({ client: session as unknown as PGlite });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // One PGlite session is used by one process; its statements are already serialised.
    withExclusiveLock: (fn) => fn(db),
    applyMigrations: (_db, folder) =>
      migratePglite(pgliteDb, { migrationsFolder: folder, ...migrationsBookkeeping }),
    // The data directory is the one process's: no other instance can be busy with it.
    unlessBusyElsewhere: (_key, fn) => fn(),
    ...own,
  };
}

/** Drizzle records applied migrations in `public.__migrations`, beside the app's tables. */
const migrationsBookkeeping = { migrationsSchema: 'public', migrationsTable: '__migrations' };

const migrationLockKey = 724_301_559; // arbitrary constant shared by every instance of this app

/** Connects to the PostgreSQL database of `url` (a pool shared by every request of this instance). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  const db = drizzleNodePg(pool) as unknown as Db;
  await db.execute(sql`select 1`);
  // Since when some query has waited for a free connection (read when asked: the pool does not
  // say how long each waits).
  let waitingSince: number | null = null;
  return {
    db,
    engine: 'postgres',
    queueDelayMs() {
      if (pool.waitingCount === 0) waitingSince = null;
      else waitingSince ??= performance.now();
      return waitingSince === null ? 0 : performance.now() - waitingSince;
    },
    queueLength: () => pool.waitingCount,
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          return await fn(drizzleNodePg(client) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        client.release();
      }
    },
    async unlessBusyElsewhere(key, fn) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!rows[0]?.locked) return null;
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    applyMigrations: (lockedDb, folder) =>
      migrateNodePg(lockedDb as unknown as ReturnType<typeof drizzleNodePg>, {
        migrationsFolder: folder,
        ...migrationsBookkeeping,
      }),
    close: () => pool.end(),
  };
}
