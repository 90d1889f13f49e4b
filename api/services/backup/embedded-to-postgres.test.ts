import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../db/database.ts';
import { runMigrations } from '../../db/migrate.ts';
import { queryRows } from '../../db/query-rows.ts';
import { practicalTasks } from '../../db/schema/question-bank.ts';
import {
  correctOptionOf,
  createCandidate,
  seedQuestionBank,
} from '../../test-support/candidates.ts';
import { interviewClient, sendPracticalUpload } from '../../test-support/interview-client.ts';
import { storedZipHashes, tableContents } from '../../test-support/table-contents.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createEmptyPostgresDatabase, testEngine } from '../../test-support/test-database.ts';
import { makeZip } from '../../test-support/zips.ts';
import { restoreSnapshotFile } from './restore.ts';
import { takeBackup } from './take-backup.ts';

/**
 * The move from the embedded database to PostgreSQL (README, "Keeping your data safe"): a
 * snapshot of PGlite restored into an empty PostgreSQL database holds the same rows and zips;
 * a PostgreSQL snapshot (pg_dump) restores the same way. PostgreSQL pass only.
 */
// PGlite starts, three databases and pg_dump/pg_restore runs: generous limits for a busy machine.
describe.runIf(testEngine === 'postgres')(
  'from the embedded database to PostgreSQL',
  { timeout: 120_000 },
  () => {
    let embedded: Database;
    let work: string;
    const drops: (() => Promise<void>)[] = [];
    const now = new Date('2026-11-23T12:00:00.000Z');
    const restore = (file: string, databaseUrl: string, force = false) =>
      restoreSnapshotFile(file, { databaseUrl }, { force, say: () => {}, now, workDir: work });
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    let zip: Buffer;

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), 'embedded-to-pg-'));
      embedded = await openPglite();
      await runMigrations(embedded);
      await seedQuestionBank(embedded);
      await embedded.db.insert(practicalTasks).values({ position: 0, question: 'Build a form' });
      const app = createTestApp(embedded, { now: () => now, env: { UPLOAD_MAX_MB: '4' } }).app;
      const api = interviewClient(app);
      // A candidate mid-test (answers and their events, a bigserial table) and a zip in pieces.
      await createCandidate(embedded, 'MOVE-A', 'mcqs');
      const a = await api.token('MOVE-A');
      let question = (await api.start(a)).body;
      for (let i = 0; i < 2; i++) {
        question = (await api.next(a, i, await correctOptionOf(embedded, question.data._id))).body;
      }
      await createCandidate(embedded, 'MOVE-B', 'practical');
      const b = await api.token('MOVE-B');
      await app.request('/api/interview/test/practical', {
        method: 'POST',
        headers: { authorization: `Bearer ${b}`, 'content-type': 'application/json' },
        body: JSON.stringify({ practical_start_time: '2026-11-23 17:30:00' }),
      });
      zip = await makeZip({ 'app.js': 'console.log(1)', 'data.bin': randomBytes(1_500_000) });
      const uploaded = await sendPracticalUpload(
        app,
        b,
        new Blob([new Uint8Array(zip)]),
        {},
        'b.zip',
      );
      expect(uploaded.status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await embedded.close();
      for (const drop of drops) await drop();
      await rm(work, { recursive: true, force: true });
    });

    async function emptyDatabase(): Promise<string> {
      const { url, drop } = await createEmptyPostgresDatabase();
      drops.push(drop);
      return url;
    }

    async function contentsOf(url: string) {
      const database = await openPostgres(url);
      try {
        return { rows: await tableContents(database.db), zips: await storedZipHashes(database.db) };
      } finally {
        await database.close();
      }
    }

    it('restores an embedded snapshot into an empty PostgreSQL database, row for row', async () => {
      const expected = await tableContents(embedded.db);
      const { file } = await takeBackup(embedded, { dir: path.join(work, 'pglite'), keep: 7 }, now);
      const url = await emptyDatabase();
      const report = await restore(file, url);
      expect(report.keptAside).toBeNull();
      expect(report.restored).toContainEqual({ table: 'mcq_answers', rows: 2 });

      const moved = await contentsOf(url);
      expect(moved.rows).toEqual(expected);
      expect(moved.zips).toEqual([
        expect.objectContaining({ recorded: sha(zip), stored: sha(zip) }),
      ]);
      // bigserial ids carry on past the embedded database's and past every copied row.
      const [sequence] = await queryRows<{ last: string }>(
        embedded.db,
        sql`select last_value::text as last from attempt_events_id_seq`,
      );
      const target = await openPostgres(url);
      try {
        const [ids] = await queryRows<{ max: string; next: string }>(
          target.db,
          sql`select max(id)::text as max, nextval('attempt_events_id_seq')::text as next from attempt_events`,
        );
        // Not exactly one past: a snapshot opens like a database after a crash, and PostgreSQL
        // then resumes each sequence past the values it had logged ahead (up to 32). Never lower.
        expect(BigInt(ids?.next ?? 0)).toBeGreaterThan(BigInt(sequence?.last ?? Infinity));
        expect(BigInt(ids?.next ?? 0)).toBeGreaterThan(BigInt(ids?.max ?? 0));
      } finally {
        await target.close();
      }

      // A PostgreSQL snapshot of the moved database (pg_dump) restores the same rows elsewhere.
      const source = await openPostgres(url);
      let dumped: string;
      try {
        const settings = { dir: path.join(work, 'postgres'), keep: 7, databaseUrl: url };
        dumped = (await takeBackup(source, settings, now)).file;
      } finally {
        await source.close();
      }
      const again = await emptyDatabase();
      await restore(dumped, again);
      expect(await contentsOf(again)).toEqual(moved);
    });

    it('keeps what a PostgreSQL database held aside, only with --force', async () => {
      const { file } = await takeBackup(embedded, { dir: path.join(work, 'force'), keep: 7 }, now);
      const url = await emptyDatabase();
      await restore(file, url);
      await expect(restore(file, url)).rejects.toThrow(
        /The PostgreSQL database already holds data, which a restore would replace:\n(.|\n)* {2}candidates: 2 rows/,
      );
      const forced = await restore(file, url, true);
      expect(forced.keptAside).toBe('schema public_before_restore_2026_11_23t12_00_00z');
      const target = await openPostgres(url);
      try {
        expect(
          await queryRows(
            target.db,
            sql`select count(*)::int as n from public_before_restore_2026_11_23t12_00_00z.candidates`,
          ),
        ).toEqual([{ n: 2 }]);
        // Its new `public` schema is one the restore created: a pg_dump of it still restores.
        const settings = { dir: path.join(work, 'after-force'), keep: 7, databaseUrl: url };
        const { file: dumped } = await takeBackup(target, settings, now);
        const elsewhere = await emptyDatabase();
        await restore(dumped, elsewhere);
        expect((await contentsOf(elsewhere)).rows.candidates).toHaveLength(2);
      } finally {
        await target.close();
      }
    });
  },
);
