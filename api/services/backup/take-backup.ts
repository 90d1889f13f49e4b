import { mkdir, rm, stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database, Engine } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appliedMigrations } from '../../db/schema-version.ts';
import path from 'node:path';
import { freeSnapshotPath, pruneSnapshots } from './backup-files.ts';
import { recordOwnSnapshot } from './backup-ownership.ts';
import { pgDump } from './postgres-tools.ts';
import { describePayload, writeSnapshotFile, type PayloadSource } from './snapshot-file.ts';
import {
  payloadNames,
  snapshotFormat,
  snapshotFormatVersion,
  type SnapshotManifest,
} from './snapshot-manifest.ts';

export interface BackupSettings {
  /** Where snapshots are written (BACKUP_DIR, absolute). */
  dir: string;
  /** How many snapshots to keep there (BACKUP_KEEP); older ones are removed after a good one. */
  keep: number;
  /** PostgreSQL only: the database to dump (DATABASE_URL). */
  databaseUrl?: string;
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  durationMs: number;
  engine: Engine;
}

async function payloadOf(
  database: Database,
  settings: BackupSettings,
  target: string,
): Promise<{ payload: PayloadSource; tempFile?: string }> {
  if (database.engine === 'pglite') {
    if (!database.dumpDataDir)
      throw new Error('this PGlite database cannot dump its data directory');
    const dump = await database.dumpDataDir();
    return { payload: { bytes: new Uint8Array(await dump.arrayBuffer()) } };
  }
  if (!settings.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  const tempFile = `${target}.dump.partial`;
  try {
    await pgDump(settings.databaseUrl, tempFile);
  } catch (error) {
    await rm(tempFile, { force: true });
    throw error;
  }
  return { payload: { file: tempFile }, tempFile };
}

/**
 * Takes one snapshot of the whole database (every table, the practical zips included) into
 * `settings.dir`, then removes the oldest beyond `settings.keep`. PGlite: the running database's
 * own dump of its data directory, between transactions. PostgreSQL: pg_dump, which reads one
 * consistent snapshot of the database while the app keeps writing.
 */
export async function takeBackup(
  database: Database,
  settings: BackupSettings,
  now: Date,
): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const target = freeSnapshotPath(settings.dir, now);
  // Migrations run only at start-up, so the list read now is the dump's.
  const migrations = await appliedMigrations(database.db);
  const [version] = await queryRows<{ version: string }>(
    database.db,
    sql`select version() as version`,
  );
  const { payload, tempFile } = await payloadOf(database, settings, target);
  try {
    const manifest: SnapshotManifest = {
      format: snapshotFormat,
      formatVersion: snapshotFormatVersion,
      engine: database.engine,
      engineVersion: version?.version ?? 'unknown',
      appVersion: packageJson.version,
      createdAt: now.toISOString(),
      schema: { migrationCount: migrations.length, migrations },
      payload: { name: payloadNames[database.engine], ...(await describePayload(payload)) },
    };
    await writeSnapshotFile(target, manifest, payload);
  } finally {
    if (tempFile) await rm(tempFile, { force: true });
  }
  const { size } = await stat(target);
  // Only this database's snapshots are pruned: the folder may hold another server's.
  const own = await recordOwnSnapshot(database.db, settings.dir, path.basename(target));
  await pruneSnapshots(settings.dir, settings.keep, own);
  return {
    file: target,
    sizeBytes: size,
    durationMs: Math.round(performance.now() - started),
    engine: database.engine,
  };
}
