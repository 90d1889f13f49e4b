import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSettings } from '../../db/schema/settings.ts';

/** What started a backup: the timer, `npm run backup`, or an admin in the HR console. */
export type BackupTrigger = 'schedule' | 'command' | 'console';

export interface BackupSuccess {
  at: string;
  file: string;
  sizeBytes: number;
  durationMs: number;
  trigger: BackupTrigger;
}

export interface BackupFailure {
  at: string;
  message: string;
  trigger: BackupTrigger;
}

export interface BackupStatus {
  lastSuccess: BackupSuccess | null;
  lastFailure: BackupFailure | null;
}

// Kept in app_settings (shared by every instance) rather than a table of their own: the console
// needs only the latest of each, and the files themselves are the history.
const successKey = 'backup.last_success';
const failureKey = 'backup.last_failure';

async function put(db: Db, key: string, value: BackupSuccess | BackupFailure): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insert(appSettings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: json } });
}

export const recordBackupSuccess = (db: Db, success: BackupSuccess) => put(db, successKey, success);
export const recordBackupFailure = (db: Db, failure: BackupFailure) => put(db, failureKey, failure);

/** The last good backup and the last failure, as recorded by any instance. */
export async function backupStatus(db: Db): Promise<BackupStatus> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [successKey, failureKey]));
  const read = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    return value ? (JSON.parse(value) as unknown) : null;
  };
  return {
    lastSuccess: read(successKey) as BackupSuccess | null,
    lastFailure: read(failureKey) as BackupFailure | null,
  };
}
