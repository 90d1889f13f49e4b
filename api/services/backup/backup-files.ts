import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fail } from '../../domain/errors.ts';

/** The snapshot files in BACKUP_DIR: naming, listing, pruning, finding one to download. */

/** `2026-11-23T14-05-00Z.tar.gz`: the time (UTC, to the second) with `-` for `:`, safe everywhere. */
export function snapshotFileName(at: Date, suffix = 0): string {
  const time = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `${time}${suffix > 0 ? `-${suffix + 1}` : ''}.tar.gz`;
}

const ourName = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-(\d+))?\.tar\.gz$/;

/** Two backups within one second get `-2`, `-3`… rather than one replacing the other. */
export function freeSnapshotPath(dir: string, at: Date): string {
  for (let suffix = 0; ; suffix++) {
    const candidate = path.join(dir, snapshotFileName(at, suffix));
    if (!existsSync(candidate) && !existsSync(`${candidate}.partial`)) return candidate;
  }
}

/**
 * Snapshots in `dir` made by this app, oldest first (other files are never touched); with `own`,
 * only those this database wrote (`backup-ownership.ts`).
 */
export async function listSnapshots(dir: string, own?: ReadonlySet<string>): Promise<string[]> {
  const names = existsSync(dir) ? await readdir(dir) : [];
  return names
    .filter((name) => !own || own.has(name))
    .flatMap((name) => {
      const match = ourName.exec(name);
      // Within one second, `…Z.tar.gz` is the first and `…Z-2.tar.gz` the second.
      return match ? [{ name, time: match[1] ?? '', nth: Number(match[2] ?? 1) }] : [];
    })
    .sort((a, b) => a.time.localeCompare(b.time) || a.nth - b.nth)
    .map((entry) => entry.name);
}

/** Removes all but the newest `keep` of this database's snapshots; returns the names removed. */
export async function pruneSnapshots(
  dir: string,
  keep: number,
  own: ReadonlySet<string>,
): Promise<string[]> {
  const snapshots = await listSnapshots(dir, own);
  const old = snapshots.slice(0, Math.max(0, snapshots.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

export interface BackupFile {
  name: string;
  sizeBytes: number;
  /** When it was taken (the time in its name). */
  createdAt: string;
}

/** This database's snapshots in `dir`, newest first, with their sizes. */
export async function listBackupFiles(
  dir: string,
  own: ReadonlySet<string>,
): Promise<BackupFile[]> {
  const names = (await listSnapshots(dir, own)).reverse();
  const files: BackupFile[] = [];
  for (const name of names) {
    const time = ourName.exec(name)?.[1] ?? '';
    const { size } = await stat(path.join(dir, name));
    const [date, clock] = time.split('T') as [string, string];
    files.push({
      name,
      sizeBytes: size,
      createdAt: `${date}T${clock.replaceAll('-', ':').replace('Z', '.000Z')}`,
    });
  }
  return files;
}

/**
 * The path of this database's snapshot `name` in `dir`; a name that is not one of ours (`../x`,
 * or another server's snapshot in a shared folder) is refused.
 */
export function backupFilePath(dir: string, name: string, own: ReadonlySet<string>): string {
  const file = path.join(dir, name);
  if (!ourName.test(name) || !own.has(name) || !existsSync(file))
    throw fail.notFound(`No backup named ${name}.`);
  return file;
}
