import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { practicalTasks } from '../../db/schema/question-bank.ts';
import {
  correctOptionOf,
  createCandidate,
  seedQuestionBank,
} from '../../test-support/candidates.ts';
import { interviewClient } from '../../test-support/interview-client.ts';
import { storedZipHashes, tableContents } from '../../test-support/table-contents.ts';
import { useTempDir } from '../../test-support/temp-dir.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { makeZip } from '../../test-support/zips.ts';
import { createBackupRunner } from './backup-runner.ts';
import { restoreSnapshotFile } from './restore.ts';

/**
 * Acceptance (issue 20): a backup taken through the running app while candidate A is mid-test,
 * B has submitted a zip and C's upload is still arriving; restored into a fresh data directory,
 * it holds every committed row exactly (the pieces of C's upload stored so far included), every
 * zip byte for byte, and no submission of C.
 */
describe.runIf(testEngine === 'pglite')('a backup of the embedded database taken live', () => {
  let database: Database;
  let server: Server;
  const work = useTempDir('live-backup-');
  let port: number;
  const now = new Date('2026-11-23T10:00:00.000Z');
  const adminToken = randomBytes(24).toString('base64url');

  const setup = () => {
    const backups = createBackupRunner(
      database,
      { dir: path.join(work(), 'backups'), keep: 7 },
      () => now,
    );
    return createTestApp(database, {
      now: () => now,
      backups,
      adminToken,
      env: { UPLOAD_MAX_MB: '4' },
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    await database.db.insert(practicalTasks).values({ position: 0, question: 'Build a form' });
    server = createAdaptorServer({ fetch: setup().app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const api = () => interviewClient(setup().app);
  /** Pieces of an upload still arriving: stored, but no submission owns them yet. */
  const piecesWithoutSubmission = async (db: Database) => {
    const [row] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from practical_submission_chunks c
          where not exists (select 1 from practical_submissions s where s.id = c.submission_id)`,
    );
    return row?.n;
  };
  const login = async (oneTimeId: string, testType: 'mcqs' | 'practical') => {
    const row = await createCandidate(database, oneTimeId, testType);
    return { id: row.id, token: await api().token(oneTimeId) };
  };
  const startPractical = (token: string) =>
    setup().app.request('/api/interview/test/practical', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ practical_start_time: '2026-11-23 15:30:00' }),
    });

  /**
   * A multipart upload whose body arrives in two halves: the second only once `release()` is
   * called. `midway` resolves when the server has read the first half and asks for more.
   */
  function heldUpload(token: string, zip: Buffer) {
    const boundary = 'held-upload-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="zipFile"; filename="c.zip"\r\n` +
          'Content-Type: application/zip\r\n\r\n',
      ),
      zip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const half = Math.floor(body.length / 2);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let reachMidway = () => {};
    const midway = new Promise<void>((resolve) => (reachMidway = resolve));
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          pulls += 1;
          if (pulls === 1) {
            controller.enqueue(new Uint8Array(body.subarray(0, half)));
            return;
          }
          reachMidway();
          await released;
          controller.enqueue(new Uint8Array(body.subarray(half)));
          controller.close();
        },
      },
      // Nothing is read ahead: a pull means the server asked for the next part.
      { highWaterMark: 0 },
    );
    const response = setup().app.request('/api/interview/upload-practical-test-zip', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { response, midway, release };
  }

  // Three candidates, a snapshot and a restore: PGlite starts and dumps take seconds here.
  it(
    'restores every committed row and every zip exactly, and no submission of an upload in progress',
    { timeout: 90_000 },
    async () => {
      // A: mid-test, three answers committed.
      const a = await login('LIVE-A', 'mcqs');
      let question = (await api().start(a.token)).body;
      for (let i = 0; i < 3; i++) {
        const correct = await correctOptionOf(database, question.data._id);
        question = (await api().next(a.token, i, correct)).body;
        expect(question.currentQuestionIndex).toBe(i + 1);
      }
      // B: a completed zip submission of a few 1 MiB pieces.
      const b = await login('LIVE-B', 'practical');
      await startPractical(b.token);
      const zipB = await makeZip({ 'index.html': '<h1>B</h1>', 'big.bin': randomBytes(2_500_000) });
      const form = new FormData();
      form.append('zipFile', new Blob([new Uint8Array(zipB)]), 'b.zip');
      const uploadedB = await setup().app.request('/api/interview/upload-practical-test-zip', {
        method: 'POST',
        headers: { authorization: `Bearer ${b.token}` },
        body: form,
      });
      expect(uploadedB.status).toBe(200);
      // C: the upload has begun, its first 1 MiB piece is committed (pieces are stored as the
      // upload streams in), and the rest waits for the second half of the body.
      const c = await login('LIVE-C', 'practical');
      await startPractical(c.token);
      const uploadC = heldUpload(c.token, await makeZip({ 'c.bin': randomBytes(2_600_000) }));
      await uploadC.midway;
      await expect.poll(() => piecesWithoutSubmission(database), { timeout: 30_000 }).toBe(1);
      const committed = await tableContents(database.db);
      const backup = await fetch(`http://127.0.0.1:${port}/api/admin/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(backup.status).toBe(200);
      const { data } = (await backup.json()) as { data: { file: string; sizeBytes: number } };
      expect(path.dirname(data.file)).toBe(path.join(work(), 'backups'));
      expect(path.basename(data.file)).toBe('2026-11-23T10-00-00Z.tar.gz');

      uploadC.release();
      expect((await uploadC.response).status).toBe(200);
      expect(await storedZipHashes(database.db)).toHaveLength(2);

      const fresh = path.join(work(), 'fresh-data');
      const report = await restoreSnapshotFile(
        data.file,
        { dataDir: fresh },
        { force: false, say: () => {}, now, workDir: work() },
      );
      expect(report.keptAside).toBeNull();
      const restored = await openPglite({ dataDir: path.join(fresh, 'pglite') });
      try {
        expect(await tableContents(restored.db)).toEqual(committed);
        expect(committed.mcq_answers).toHaveLength(3);
        // C's committed piece is there (the server removes such leftovers later); no submission.
        expect(await piecesWithoutSubmission(restored)).toBe(1);
        const zips = await storedZipHashes(restored.db);
        const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
        expect(zips).toEqual([{ candidateId: b.id, recorded: sha(zipB), stored: sha(zipB) }]);

        // A carries on in the restored database where the backup left the test.
        const resumed = await interviewClient(
          createTestApp(restored, { now: () => now }).app,
        ).start(a.token);
        expect(resumed.status).toBe(200);
        expect(resumed.body.currentQuestionIndex).toBe(3);
        expect(resumed.body.data._id).toBe(question.data._id);
      } finally {
        await restored.close();
      }
    },
  );
});
