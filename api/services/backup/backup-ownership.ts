import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSettings } from '../../db/schema/settings.ts';
import { listSnapshots } from './backup-files.ts';

/**
 * The snapshots this database wrote, by file name, kept in the database itself (`app_settings`,
 * shared by every instance of it). A backup folder may hold another server's snapshots (two
 * servers given one BACKUP_DIR: in the first drive both used `./backups`, each listed the other's
 * files and each one's keep-the-newest rule deleted the other's). Only the names recorded here are
 * listed, offered for download or pruned; another server's files are never touched.
 */
const ownKey = 'backup.own_files';
/** More than any BACKUP_KEEP needs: names past it are the oldest, long pruned. */
const maxRemembered = 500;

async function recorded(db: Db): Promise<string[] | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, ownKey));
  return row ? (JSON.parse(row.value) as string[]) : null;
}

/**
 * The snapshots in `dir` this database wrote. Before the first record (snapshots taken by an
 * earlier version of this app), the folder's snapshots count as its own: they were taken before
 * the folder could tell whose they were. Read only: the first backup records them
 * (`recordOwnSnapshot`), never a listing or a download.
 */
export async function ownSnapshots(db: Db, dir: string): Promise<Set<string>> {
  const known = await recorded(db);
  return new Set(known ?? (await listSnapshots(dir)));
}

/**
 * Records `name` (just written to the folder) as one of this database's snapshots, with those
 * `ownSnapshots` counts as its own (the first time: every snapshot already in the folder).
 * Answers the names recorded: the database's own snapshots now, which the prune keeps to.
 */
export async function recordOwnSnapshot(db: Db, dir: string, name: string): Promise<Set<string>> {
  const own = [...(await ownSnapshots(db, dir))].filter((n) => n !== name);
  const names = [...own, name].slice(-maxRemembered);
  await put(db, names);
  return new Set(names);
}

async function put(db: Db, names: string[]): Promise<void> {
  const value = JSON.stringify(names);
  await db
    .insert(appSettings)
    .values({ key: ownKey, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
