import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  appliedMigrations,
  knownMigrations,
  type KnownMigration,
} from '../../db/schema-version.ts';

export interface ReadinessCheck {
  ok: boolean;
  /** What was found, in words, when something is wrong (or not checked). */
  detail?: string;
  latencyMs?: number;
}

export interface Readiness {
  ready: boolean;
  checks: { database: ReadinessCheck; migrations: ReadinessCheck; dataDir: ReadinessCheck };
}

// The migrations this build ships: read from disk once, not at every probe.
let shipped: KnownMigration[] | undefined;

async function timed(check: () => Promise<ReadinessCheck>): Promise<ReadinessCheck> {
  const started = performance.now();
  try {
    const result = await check();
    return { ...result, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

async function databaseAnswers(database: Database): Promise<ReadinessCheck> {
  await database.db.execute(sql`select 1`);
  return { ok: true };
}

/** Every migration this build ships is applied (a restore or a second instance may lag). */
async function migrationsApplied(database: Database): Promise<ReadinessCheck> {
  shipped ??= knownMigrations();
  const applied = new Set((await appliedMigrations(database.db)).map((m) => m.hash));
  const missing = shipped.filter((m) => !applied.has(m.hash)).map((m) => m.tag);
  return missing.length === 0
    ? { ok: true }
    : { ok: false, detail: `not applied: ${missing.join(', ')}` };
}

/**
 * The embedded database's folder takes a write (a full disk, a read-only remount, a lost
 * volume): a file is written and removed. With PostgreSQL the server keeps nothing there.
 */
async function dataDirWritable(database: Database, dataDir: string): Promise<ReadinessCheck> {
  if (database.engine !== 'pglite') return { ok: true, detail: 'not used (PostgreSQL)' };
  const probe = path.join(path.resolve(dataDir), `.ready-${randomBytes(4).toString('hex')}`);
  await writeFile(probe, 'ready?');
  await rm(probe, { force: true });
  return { ok: true };
}

/**
 * Whether this instance should be sent candidates: its database answers, its schema is the one
 * this build expects, and its data folder takes writes. The three run at once.
 */
export async function checkReadiness(database: Database, dataDir: string): Promise<Readiness> {
  const [db, migrations, folder] = await Promise.all([
    timed(() => databaseAnswers(database)),
    timed(() => migrationsApplied(database)),
    timed(() => dataDirWritable(database, dataDir)),
  ]);
  return {
    ready: db.ok && migrations.ok && folder.ok,
    checks: { database: db, migrations, dataDir: folder },
  };
}
