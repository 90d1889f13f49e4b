import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../test-support/temp-dir.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dir = useTempDir('lock-test-', 'test');

  it('refuses a second owner with a message that says what to do', async () => {
    const release = await lockDataDir(dir(), () => {});
    const second = lockDataDir(dir(), () => {});
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another server is already using the data directory/);
    await release();
  });

  it('can be taken again once released', async () => {
    const release = await lockDataDir(dir(), () => {});
    await release();
    expect(existsSync(path.join(dir(), 'server.lock'))).toBe(false);
    const again = await lockDataDir(dir(), () => {});
    await again();
  });

  it('takes the lock again when a late refresh marked it stale, instead of giving up', async () => {
    const lost: Error[] = [];
    const release = await lockDataDir(dir(), (error) => lost.push(error));
    // What a busy machine looks like to proper-lockfile: the lock directory vanished under us.
    await rm(path.join(dir(), 'server.lock'), { recursive: true, force: true });
    await expect
      .poll(() => existsSync(path.join(dir(), 'server.lock')), { timeout: 15_000 })
      .toBe(true);
    expect(lost).toEqual([]);
    await expect(lockDataDir(dir(), () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  }, 20_000);

  /** What a server killed with -9 leaves behind: a fresh lock directory and its owner's record. */
  async function leaveLock(owner: { pid: number; host: string }) {
    await mkdir(path.join(dir(), 'server.lock'));
    await writeFile(path.join(dir(), 'server.lock.owner'), JSON.stringify(owner));
  }

  it('takes over at once a lock whose owner died on this machine', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await leaveLock({ pid: dead, host: hostname() });
    const started = Date.now();
    const release = await lockDataDir(dir(), () => {});
    expect(Date.now() - started).toBeLessThan(2000);
    await release();
  });

  it("takes over at once a lock an earlier life of this process's id left (a container's PID 1)", async () => {
    // A container restarted after a crash runs the server under the same PID on the same host.
    await leaveLock({ pid: process.pid, host: hostname() });
    const started = Date.now();
    const release = await lockDataDir(dir(), () => {});
    expect(Date.now() - started).toBeLessThan(2000);
    // This process holds it now: a second take in the same process is refused as before.
    await expect(lockDataDir(dir(), () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });

  it('leaves alone a fresh lock of a live process, or of another machine', async () => {
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await leaveLock({ pid: live.pid ?? 0, host: hostname() });
      await expect(lockDataDir(dir(), () => {})).rejects.toBeInstanceOf(DataDirLockedError);
      await rm(path.join(dir(), 'server.lock'), { recursive: true });
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      await leaveLock({ pid: dead, host: `not-${hostname()}` });
      await expect(lockDataDir(dir(), () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      live.kill();
    }
  });
});
