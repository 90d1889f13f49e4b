import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { useTempDir } from '../../test-support/temp-dir.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { listBackupFiles } from './backup-files.ts';
import { ownSnapshots } from './backup-ownership.ts';
import { takeBackup } from './take-backup.ts';

/**
 * Issue 39, item 7: two servers given one backup folder each listed the other's snapshots, and
 * each one's keep-the-newest rule deleted the other's. The rule is the same on both engines; the
 * embedded one takes a snapshot without pg_dump.
 */
describe.runIf(testEngine === 'pglite')('two databases backing up into one folder', () => {
  const dir = useTempDir('shared-backups-');
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));
  const names = async (database: Database) =>
    (await listBackupFiles(dir(), await ownSnapshots(database.db, dir()))).map((f) => f.name);

  it('each lists and prunes only its own snapshots', async () => {
    const settings = { dir: dir(), keep: 2 };
    for (const minute of [0, 1, 2]) {
      await takeBackup(first, settings, at(minute));
      await takeBackup(second, settings, at(minute + 10));
    }
    expect(await names(first)).toEqual([
      '2026-11-28T09-02-00Z.tar.gz',
      '2026-11-28T09-01-00Z.tar.gz',
    ]);
    expect(await names(second)).toEqual([
      '2026-11-28T09-12-00Z.tar.gz',
      '2026-11-28T09-11-00Z.tar.gz',
    ]);
    // Each kept its newest two; neither removed the other's.
    expect((await readdir(dir())).sort()).toEqual(
      [1, 2, 11, 12].map((m) => `2026-11-28T09-${String(m).padStart(2, '0')}-00Z.tar.gz`),
    );
  });
});
