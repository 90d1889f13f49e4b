import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { listBackupFiles, type BackupFile } from './backup-files.ts';
import type { BackupRunner } from './backup-runner.ts';
import { ownSnapshots } from './backup-ownership.ts';
import { backupStatus } from './backup-status.ts';
import type { BackupOverviewView } from '../../../shared/contract/hr.ts';

/** What the HR console's backups page shows an admin (the contract: shared/contract/hr.ts). */
export type BackupOverview = BackupOverviewView;

async function filesIn(
  db: Db,
  dir: string,
): Promise<{ files: BackupFile[]; folderError: string | null }> {
  try {
    return { files: await listBackupFiles(dir, await ownSnapshots(db, dir)), folderError: null };
  } catch (error) {
    // A BACKUP_DIR that is a file or unreadable is what the admin came here to find out.
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return { files: [], folderError: `The backup folder cannot be read (${code}).` };
  }
}

export async function backupOverview(
  db: Db,
  runner: BackupRunner | undefined,
  intervalHours: number,
): Promise<BackupOverview> {
  const { lastSuccess, lastFailure } = await backupStatus(db);
  const failing = lastFailure !== null && (lastSuccess === null || lastFailure.at > lastSuccess.at);
  return {
    enabled: runner !== undefined,
    intervalHours,
    keep: runner?.settings.keep ?? 0,
    folder: runner ? path.basename(runner.settings.dir) : null,
    // The recorded file is a full path; the console names files as its list does.
    lastSuccess: lastSuccess && { ...lastSuccess, file: path.basename(lastSuccess.file) },
    lastFailure,
    failing,
    ...(runner ? await filesIn(db, runner.settings.dir) : { files: [], folderError: null }),
  };
}
