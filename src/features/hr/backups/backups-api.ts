import type { BackupOverviewView } from '../../../../shared/contract/hr.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** Backups (admins only; docs/hr-api.md, "Backups"). */

export async function getBackups(): Promise<BackupOverviewView> {
  return (await hrHttp.get<BackupOverviewView>('/backups')).data;
}

export interface TakenBackup {
  file: string;
  sizeBytes: number;
  durationMs: number;
}

export async function takeBackupNow(): Promise<TakenBackup> {
  // A snapshot of a large record takes a while: longer than the console's usual wait.
  return (await hrHttp.post<{ backup: TakenBackup }>('/backups', {}, { timeout: 10 * 60_000 })).data
    .backup;
}

/** A plain link: the browser streams the file to disk with the session cookie. */
export const backupDownloadHref = (name: string) => `/api/hr/backups/${encodeURIComponent(name)}`;

/** The page tells the console's failure alert to look again after a backup. */
export const backupsChangedEvent = 'hr-backups-changed';

export const megabytes = (bytes: number) =>
  bytes < 100 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
