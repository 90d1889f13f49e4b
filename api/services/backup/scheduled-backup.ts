import type { Database } from '../../db/database.ts';
import { backupDue } from '../../domain/backup-due.ts';
import type { BackupRunner } from './backup-runner.ts';
import { backupStatus } from './backup-status.ts';

/** Held (PostgreSQL advisory lock) by the instance taking the scheduled backup. */
export const scheduledBackupLockKey = 724_301_560;

export type ScheduledOutcome = 'taken' | 'failed' | 'not-due' | 'taken-elsewhere';

/**
 * One tick of the backup schedule: takes a backup when one is due. Several instances sharing a
 * PostgreSQL database check the same record under one lock, so only one of them takes it. A
 * failure has been logged and recorded by the runner; the next try is an hour later.
 */
export async function runScheduledBackup(
  database: Database,
  runner: BackupRunner,
  now: Date,
  intervalMs: number,
): Promise<ScheduledOutcome> {
  const outcome = await database.unlessBusyElsewhere(scheduledBackupLockKey, async () => {
    const { lastSuccess, lastFailure } = await backupStatus(database.db);
    const last = {
      success: lastSuccess ? new Date(lastSuccess.at) : null,
      failure: lastFailure ? new Date(lastFailure.at) : null,
    };
    if (!backupDue(now, last, intervalMs)) return 'not-due' as const;
    try {
      await runner.run('schedule');
      return 'taken' as const;
    } catch {
      return 'failed' as const;
    }
  });
  return outcome ?? 'taken-elsewhere';
}
