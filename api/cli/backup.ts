import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupDirOf, type Config } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { readAdminAccess } from '../lib/admin-access.ts';
import { createBackupRunner } from '../services/backup/backup-runner.ts';
import type { BackupResult, BackupSettings } from '../services/backup/take-backup.ts';
import { loadCliConfig, megabytes, seconds, stop } from './cli-support.ts';

/**
 * `npm run backup`: one snapshot of the whole database into BACKUP_DIR. The embedded database is
 * snapshotted by the server that holds it (through its local admin route), or opened here when
 * no server runs; PostgreSQL is dumped with pg_dump.
 */

async function backupWith(database: Database, settings: BackupSettings): Promise<BackupResult> {
  try {
    return await createBackupRunner(database, settings, () => new Date()).run('command');
  } finally {
    await database.close();
  }
}

/** Asks the running server (which alone may read its PGlite database) to take the snapshot. */
async function backupThroughServer(dataDir: string): Promise<BackupResult> {
  const access = await readAdminAccess(dataDir);
  if (!access)
    stop(
      `A server is using ${dataDir} but left no admin-access.json there: restart it with this ` +
        'version of the app, then run npm run backup again.',
    );
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${access.port}/api/admin/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access.token}` },
    });
  } catch (error) {
    stop(
      `The server using ${dataDir} (process ${access.pid}) did not answer on ` +
        `127.0.0.1:${access.port} (${error instanceof Error ? error.message : String(error)}). ` +
        'The backup command talks to it over the loopback interface: is HOST set to another address?',
    );
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: BackupResult;
    message?: string;
  };
  if (!response.ok || !body.data)
    stop(
      `The server did not take the backup (${response.status}): ${body.message ?? 'no reason given'}`,
    );
  return body.data;
}

async function backupEmbedded(config: Config, settings: BackupSettings): Promise<BackupResult> {
  const dataDir = path.resolve(config.DATA_DIR);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    stop(`There is no database in ${pgliteDir} to back up (check DATA_DIR).`);
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, () => {});
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.log(`A server is using ${dataDir}: asking it to take the snapshot…`);
      return backupThroughServer(dataDir);
    }
    throw error;
  }
  try {
    console.log(`No server is using ${dataDir}: opening the database here…`);
    return await backupWith(await openPglite({ dataDir: pgliteDir }), settings);
  } finally {
    await release();
  }
}

async function main() {
  const started = performance.now();
  const config = loadCliConfig();
  const settings: BackupSettings = {
    dir: backupDirOf(config),
    keep: config.BACKUP_KEEP,
    databaseUrl: config.DATABASE_URL,
  };
  const result = config.DATABASE_URL
    ? await backupWith(await openPostgres(config.DATABASE_URL), settings)
    : await backupEmbedded(config, settings);
  console.log(
    `Backup written: ${result.file}\n` +
      `  size ${megabytes(result.sizeBytes)}, snapshot ${seconds(result.durationMs)}, ` +
      `whole command ${seconds(performance.now() - started)}\n` +
      '  It holds personal data (candidates, answers, enquiries, password hashes): keep it safe.',
  );
}

main().catch((error: unknown) =>
  stop(`Backup failed: ${error instanceof Error ? error.message : String(error)}`),
);
