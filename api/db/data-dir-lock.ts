import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
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
        `If the other server crashed on another machine, its lock expires within ${staleLockMs / 1000} seconds.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds the lock, written beside it (the lock directory itself must stay empty). */
interface LockOwner {
  pid: number;
  host: string;
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'server.lock.owner');

async function readOwner(dataDir: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(ownerFile(dataDir), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/** True when `pid` is no process on this machine (signal 0 checks without sending anything). */
export function isDeadProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** The data directories this process holds (resolved paths). */
const held = new Set<string>();

/**
 * Whether the lock's owner is gone: a process that no longer exists, or this very process id
 * when this process does not hold the lock. The latter is an earlier life of it: a container
 * restarted after a crash runs the server under the same PID (often 1) on the same host name.
 */
const isGoneOwner = (owner: LockOwner, dataDir: string) =>
  owner.pid === process.pid ? !held.has(path.resolve(dataDir)) : isDeadProcess(owner.pid);

/**
 * A lock left by a server that died on this machine (kill -9, a crash, a power cut of the
 * container) is taken over at once instead of waiting for it to go stale: its owner file names
 * this host and a process that is gone (`isGoneOwner`). A lock from another host, or of a live
 * process, is never touched.
 */
async function removeLockOfDeadOwner(dataDir: string): Promise<boolean> {
  const owner = await readOwner(dataDir);
  if (!owner || owner.host !== hostname() || !isGoneOwner(owner, dataDir)) return false;
  await rm(path.join(dataDir, 'server.lock'), { recursive: true, force: true });
  await rm(ownerFile(dataDir), { force: true });
  return true;
}

/**
 * Takes the data directory for this process. The lock is a directory created atomically beside
 * the data and refreshed every few seconds, so a crashed owner's lock goes stale on its own.
 *
 * A lock whose owner died on this machine is taken over at once (see `removeLockOfDeadOwner`);
 * one from another machine (a shared folder) goes stale after `staleLockMs`.
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
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!(await removeLockOfDeadOwner(dataDir))) throw new DataDirLockedError(dataDir);
    try {
      await take();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED')
        throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  await writeFile(ownerFile(dataDir), JSON.stringify(owner));
  held.add(path.resolve(dataDir));
  return async () => {
    released = true;
    held.delete(path.resolve(dataDir));
    await rm(ownerFile(dataDir), { force: true }).catch(() => {});
    await release().catch(() => {});
  };
}
