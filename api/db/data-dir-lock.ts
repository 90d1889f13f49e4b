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
 *
 * A refresh that comes late (a machine so busy that our timer ran after the stale threshold)
 * marks the lock "compromised" although nobody else holds it; stopping then would take the
 * server down for being busy. So the lock is taken again at once: only when another process
 * really holds it now does `onLost` run (the caller stops, to protect the data).
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  let release: () => Promise<void> = async () => {};
  let released = false;
  const take = async () => {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: staleLockMs,
      realpath: false,
      onCompromised: (error) => {
        if (released) return;
        take().catch((retakeError: unknown) =>
          onLost(retakeError instanceof Error ? retakeError : error),
        );
      },
    });
  };
  try {
    await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  return async () => {
    released = true;
    await release().catch(() => {});
  };
}
