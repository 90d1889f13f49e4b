import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How long a lock left behind by a crashed process blocks the next start. */
export const staleLockMs = 10_000;

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another server is already using the data directory ${dataDir}. ` +
        'PGlite allows one process per directory (two would corrupt it): stop the other server, ' +
        'or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server. ' +
        `If the other server crashed, its lock expires within ${staleLockMs / 1000} seconds.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the data directory for this process. The lock is a directory created atomically beside
 * the data and refreshed every few seconds, so a crashed owner's lock goes stale on its own.
 * `onLost` runs if the lock is taken away while we hold it (e.g. the folder was deleted).
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: staleLockMs,
      realpath: false,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
