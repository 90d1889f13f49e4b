import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { openPglite } from '../../db/database.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appliedMigrations, knownMigrations } from '../../db/schema-version.ts';
import { tableContents } from '../../test-support/table-contents.ts';
import { testEngine } from '../../test-support/test-database.ts';
import { restoreSnapshotFile, type RestoreTarget } from './restore.ts';
import { readSnapshotFile, writeSnapshotFile } from './snapshot-file.ts';
import { SnapshotRefusedError } from './snapshot-manifest.ts';
import { takeBackup } from './take-backup.ts';
import { eraseCandidate } from '../privacy/erase-candidate.ts';

/**
 * Restoring embedded snapshots: an old version's snapshot opens in this one; damaged, foreign and
 * newer files are refused and change nothing; data is never overwritten without --force, and then
 * kept aside. (PostgreSQL targets: embedded-to-postgres.test.ts.)
 */
describe.runIf(testEngine === 'pglite')('restoring an embedded snapshot', () => {
  let work: string;
  let oldSnapshot: string;
  const now = new Date('2026-11-23T11:00:00.000Z');
  let counter = 0;
  // Each PGlite start costs seconds on this machine, and these tests start several.
  const slow = { timeout: 90_000 };
  const newDir = () => path.join(work, `target-${++counter}`);
  const restore = (file: string, target: RestoreTarget, force = false) =>
    restoreSnapshotFile(file, target, { force, say: () => {}, now, workDir: work });

  /** A snapshot as the first version of the app wrote it: migration 0000 only, two candidates. */
  async function snapshotOfFirstVersion(): Promise<string> {
    const firstOnly = path.join(work, 'migrations-0000');
    await mkdir(path.join(firstOnly, 'meta'), { recursive: true });
    await copyFile(
      path.join(migrationsFolder, '0000_init.sql'),
      path.join(firstOnly, '0000_init.sql'),
    );
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    await writeFile(
      path.join(firstOnly, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
    );
    const old = await openPglite();
    try {
      await old.applyMigrations(old.db, firstOnly);
      await old.db.execute(sql`
        insert into candidates (one_time_id, password_hash, full_name, test_type, time_factor)
        values ('OLD-1', 'scrypt$old', 'Asha Old', 'mcqs', 1),
               ('OLD-2', 'scrypt$old', 'Bhavin Old', 'both', 1.5)`);
      const { file } = await takeBackup(old, { dir: path.join(work, 'old'), keep: 7 }, now);
      return file;
    } finally {
      await old.close();
    }
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'restore-test-'));
    oldSnapshot = await snapshotOfFirstVersion();
  }, 120_000);
  afterAll(() => rm(work, { recursive: true, force: true }));

  /** Every file under `dir` with its size and SHA-256: equal before and after means untouched. */
  async function fingerprint(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const lines: string[] = [];
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      if (!entry.isFile()) {
        lines.push(`${path.relative(dir, full)}/`);
        continue;
      }
      const bytes = await readFile(full);
      lines.push(
        `${path.relative(dir, full)} ${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}`,
      );
    }
    return lines.sort();
  }

  async function contentsOf(dataDir: string) {
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      return await tableContents(database.db);
    } finally {
      await database.close();
    }
  }

  it('restores a snapshot of the first version and migrates it to this one', slow, async () => {
    const { manifest } = await readSnapshotFile(oldSnapshot);
    expect(manifest.schema.migrations.map((m) => m.tag)).toEqual(['0000_init']);

    const dataDir = newDir();
    const report = await restore(oldSnapshot, { dataDir });
    expect(report.restored).toEqual([{ table: 'candidates', rows: 2 }]);
    const restored = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect((await appliedMigrations(restored.db)).map((m) => m.hash)).toEqual(
        knownMigrations().map((m) => m.hash),
      );
      expect(
        await queryRows(
          restored.db,
          sql`select one_time_id, full_name, time_factor from candidates order by one_time_id`,
        ),
      ).toEqual([
        { one_time_id: 'OLD-1', full_name: 'Asha Old', time_factor: 1 },
        { one_time_id: 'OLD-2', full_name: 'Bhavin Old', time_factor: 1.5 },
      ]);
      // Tables of later versions are there, empty.
      expect(
        await queryRows(restored.db, sql`select count(*)::int as n from practical_submissions`),
      ).toEqual([{ n: 0 }]);
    } finally {
      await restored.close();
    }
  });

  it(
    'refuses a truncated snapshot, a random file and a newer snapshot, changing nothing',
    slow,
    async () => {
      const dataDir = newDir();
      await restore(oldSnapshot, { dataDir });
      const before = await fingerprint(dataDir);

      const truncated = path.join(work, 'truncated.tar.gz');
      const whole = await readFile(oldSnapshot);
      await writeFile(truncated, whole.subarray(0, whole.length - 1000));
      const random = path.join(work, 'random.tar.gz');
      await writeFile(random, randomBytes(100_000));
      const newer = path.join(work, 'newer.tar.gz');
      const { manifest, bytes } = await readSnapshotFile(oldSnapshot);
      manifest.appVersion = '9.9.9';
      manifest.schema.migrations.push({
        hash: 'e'.repeat(64),
        createdAt: 4_102_444_800_000,
        tag: null,
      });
      manifest.schema.migrationCount = manifest.schema.migrations.length;
      if (!bytes) throw new Error('an embedded snapshot is read into memory');
      await writeSnapshotFile(newer, manifest, { bytes });

      const refusals: [string, RegExp][] = [
        [truncated, /the file is truncated/],
        [random, /not a gzip-compressed snapshot of this app/],
        [newer, /taken by a newer version of the app \(app 9\.9\.9\)/],
      ];
      for (const [file, reason] of refusals) {
        // Even with --force: the file is checked before anything is touched.
        const attempt = restore(file, { dataDir }, true);
        await expect(attempt).rejects.toBeInstanceOf(SnapshotRefusedError);
        await expect(attempt).rejects.toThrow(reason);
        await expect(attempt).rejects.toThrow(/Nothing was changed\.$/);
        expect(await fingerprint(dataDir)).toEqual(before);
      }
    },
  );

  it(
    'does not overwrite data without --force, says what would be lost, and keeps it aside with it',
    slow,
    async () => {
      const dataDir = newDir();
      await restore(oldSnapshot, { dataDir });
      // Counting what is there opens the database, which touches its files: compare the rows.
      const before = await contentsOf(dataDir);
      const refused = restore(oldSnapshot, { dataDir });
      await expect(refused).rejects.toThrow(/already holds data, which a restore would replace:\n/);
      await expect(refused).rejects.toThrow(/ {2}candidates: 2 rows\n/);
      await expect(refused).rejects.toThrow(/run again with --force/);
      expect(await readdir(dataDir)).toEqual(['pglite']);
      expect(await contentsOf(dataDir)).toEqual(before);

      const forced = await restore(oldSnapshot, { dataDir }, true);
      expect(forced.keptAside).toBe(
        path.join(dataDir, 'pglite.before-restore-2026-11-23T11-00-00Z'),
      );
      expect((await stat(path.join(String(forced.keptAside), 'PG_VERSION'))).isFile()).toBe(true);
      expect(forced.restored).toEqual([{ table: 'candidates', rows: 2 }]);
    },
  );

  it(
    'erases again, on the restored data, a person erased after the snapshot was taken',
    slow,
    async () => {
      const dataDir = newDir();
      await restore(oldSnapshot, { dataDir });
      const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const [asha] = await queryRows<{ id: string }>(
          database.db,
          sql`select id from candidates where one_time_id = 'OLD-1'`,
        );
        await eraseCandidate(
          { db: database.db, actor: null, now, source: 'request', reason: 'Asked by letter' },
          asha?.id ?? '',
        );
      } finally {
        await database.close();
      }
      const said: string[] = [];
      await restoreSnapshotFile(
        oldSnapshot,
        { dataDir },
        { force: true, say: (line) => said.push(line), now, workDir: work },
      );
      expect(said).toContain(
        'Erased again the data of 1 person erased after this snapshot was taken.',
      );
      const after = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const names = await queryRows<{ full_name: string }>(
          after.db,
          sql`select full_name from candidates order by full_name`,
        );
        expect(names.map((n) => n.full_name)).toEqual(['Bhavin Old', 'Erased candidate']);
        const [register] = await queryRows<{ reason: string }>(
          after.db,
          sql`select reason from erasures`,
        );
        expect(register?.reason).toBe(
          'Done again after a restore from an older snapshot: Asked by letter',
        );
      } finally {
        await after.close();
      }
    },
  );

  it('refuses while a server holds the data directory', async () => {
    const dataDir = newDir();
    const release = await lockDataDir(dataDir, () => {});
    try {
      await expect(restore(oldSnapshot, { dataDir })).rejects.toThrow(
        /A server is using .*: stop it first/,
      );
      // Only the lock's own files: no database, nothing moved aside.
      expect((await readdir(dataDir)).filter((name) => !name.startsWith('server.lock'))).toEqual(
        [],
      );
    } finally {
      await release();
    }
  });
});
