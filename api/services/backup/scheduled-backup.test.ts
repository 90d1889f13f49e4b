import { readdir, writeFile } from 'node:fs/promises';
import { captureLog } from '../../test-support/captured-log.ts';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCandidate } from '../../test-support/candidates.ts';
import { useTempDir } from '../../test-support/temp-dir.ts';
import { testClock } from '../../test-support/test-clock.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { createBackupRunner } from './backup-runner.ts';
import { backupStatus } from './backup-status.ts';
import { runScheduledBackup, scheduledBackupLockKey } from './scheduled-backup.ts';

const hour = 60 * 60_000;

describe(`scheduled backups (${testEngine})`, () => {
  let database: Database & { url?: string };
  const work = useTempDir('scheduled-backup-');
  const { clock, advance: later } = testClock(new Date('2026-11-23T00:00:00.000Z'));

  beforeAll(async () => {
    database = await createTestDatabase();
    await createCandidate(database, 'SCHEDULED-1');
  });
  afterAll(() => database.close());

  const runnerInto = (dir: string, keep = 2) =>
    createBackupRunner(database, { dir, keep, databaseUrl: database.url }, () => clock.now);
  const tick = (dir: string) => runScheduledBackup(database, runnerInto(dir), clock.now, 24 * hour);

  it('takes one when due, then every interval, keeping the newest BACKUP_KEEP', async () => {
    const dir = path.join(work(), 'backups');
    const info = captureLog();
    expect(await tick(dir)).toBe('taken');
    later(hour);
    expect(await tick(dir)).toBe('not-due');
    later(23 * hour);
    expect(await tick(dir)).toBe('taken');
    later(24 * hour);
    expect(await tick(dir)).toBe('taken');
    info.restore();
    expect(await readdir(dir)).toEqual([
      '2026-11-24T00-00-00Z.tar.gz',
      '2026-11-25T00-00-00Z.tar.gz',
    ]);
    const { lastSuccess } = await backupStatus(database.db);
    expect(lastSuccess).toMatchObject({
      at: '2026-11-25T00:00:00.000Z',
      file: path.join(dir, '2026-11-25T00-00-00Z.tar.gz'),
      trigger: 'schedule',
    });
  });

  it('logs a failure loudly, records it for the console, and tries again an hour later', async () => {
    later(24 * hour);
    const notADirectory = path.join(work(), 'a-file');
    await writeFile(notADirectory, 'in the way');
    const errors = captureLog();
    expect(await tick(notADirectory)).toBe('failed');
    errors.restore();
    expect(errors.messages('error')).toEqual([
      expect.stringMatching(/^BACKUP FAILED \(schedule\): .* the data is NOT backed up/),
    ]);
    const { lastFailure } = await backupStatus(database.db);
    expect(lastFailure).toMatchObject({ at: clock.now.toISOString(), trigger: 'schedule' });
    expect(lastFailure?.message).toMatch(/EEXIST|ENOTDIR/);
    later(30 * 60_000);
    expect(await tick(notADirectory)).toBe('not-due');
  });

  it.runIf(testEngine === 'postgres')(
    'leaves the backup to the instance holding the schedule lock',
    async () => {
      later(48 * hour);
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [scheduledBackupLockKey]);
        expect(await tick(path.join(work(), 'elsewhere'))).toBe('taken-elsewhere');
      } finally {
        await other.end();
      }
    },
  );
});
