import type { Database } from '../../db/database.ts';
import { log } from '../../lib/log.ts';
import { recordBackupFailure, recordBackupSuccess, type BackupTrigger } from './backup-status.ts';
import { takeBackup, type BackupResult, type BackupSettings } from './take-backup.ts';

export interface BackupRunner {
  readonly settings: BackupSettings;
  /** Takes a backup after any already under way (one at a time per process), and records it. */
  run(trigger: BackupTrigger): Promise<BackupResult>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Every backup of this process goes through one runner: the schedule, `npm run backup` (through
 * the local admin route) and the HR console. A failure is logged loudly, recorded for the
 * console, and thrown to the caller.
 */
export function createBackupRunner(
  database: Database,
  settings: BackupSettings,
  now: () => Date,
): BackupRunner {
  let queue: Promise<unknown> = Promise.resolve();

  async function runOne(trigger: BackupTrigger): Promise<BackupResult> {
    const at = now();
    try {
      const result = await takeBackup(database, settings, at);
      log.info(
        `Backup (${trigger}) written: ${result.file} (${megabytes(result.sizeBytes)} in ${(result.durationMs / 1000).toFixed(2)} s)`,
      );
      await recordBackupSuccess(database.db, {
        at: at.toISOString(),
        file: result.file,
        sizeBytes: result.sizeBytes,
        durationMs: result.durationMs,
        trigger,
      }).catch((error: unknown) => log.error('could not record the backup in the database', error));
      return result;
    } catch (error) {
      log.error(
        `BACKUP FAILED (${trigger}): no snapshot was written to ${settings.dir}; the data is NOT backed up`,
        error,
      );
      await recordBackupFailure(database.db, {
        at: at.toISOString(),
        message: error instanceof Error ? error.message : String(error),
        trigger,
      }).catch((recordError: unknown) =>
        log.error('could not record the backup failure in the database', recordError),
      );
      throw error;
    }
  }

  return {
    settings,
    run(trigger) {
      const next = queue.then(() => runOne(trigger));
      queue = next.catch(() => {});
      return next;
    },
  };
}
