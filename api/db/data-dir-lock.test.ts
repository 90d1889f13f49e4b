import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lock-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second owner with a message that says what to do', async () => {
    const release = await lockDataDir(dir, () => {});
    const second = lockDataDir(dir, () => {});
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another server is already using the data directory/);
    await release();
  });

  it('can be taken again once released', async () => {
    const release = await lockDataDir(dir, () => {});
    await release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    const again = await lockDataDir(dir, () => {});
    await again();
  });

  it('takes the lock again when a late refresh marked it stale, instead of giving up', async () => {
    const lost: Error[] = [];
    const release = await lockDataDir(dir, (error) => lost.push(error));
    // What a busy machine looks like to proper-lockfile: the lock directory vanished under us.
    await rm(path.join(dir, 'server.lock'), { recursive: true, force: true });
    await expect
      .poll(() => existsSync(path.join(dir, 'server.lock')), { timeout: 15_000 })
      .toBe(true);
    expect(lost).toEqual([]);
    await expect(lockDataDir(dir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  }, 20_000);
});
