import { createHash } from 'node:crypto';
import { captureLog } from '../test-support/captured-log.ts';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackupRunner } from '../services/backup/backup-runner.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { useTempDir } from '../test-support/temp-dir.ts';
import { testEngine } from '../test-support/test-database.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(`/api/hr/backups (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T09:00:00.000Z'),
    staff: adminAndReviewer,
  });
  const { clock } = h;

  const work = useTempDir('hr-backups-');

  const appInto = (dir: string) =>
    createTestApp(h.database, {
      now: () => clock.now,
      backups: createBackupRunner(
        h.database,
        { dir, keep: 3, databaseUrl: h.database.url },
        () => clock.now,
      ),
    }).app;

  it('is for admins only: a reviewer is refused, signed out is 401', async () => {
    const app = appInto(path.join(work(), 'refused'));
    expect((await hrClient(app).get('/api/hr/backups')).status).toBe(401);
    const reviewer = await h.signedIn('reviewer@example.com', app);
    for (const res of [
      await reviewer.get('/api/hr/backups'),
      await reviewer.post('/api/hr/backups'),
      await reviewer.get('/api/hr/backups/2026-11-23T09-00-00Z.tar.gz'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'This needs an admin account.' });
    }
  });

  it('takes a backup on request, lists it, downloads it byte for byte, and audits both', async () => {
    const dir = path.join(work(), 'taken');
    const app = appInto(dir);
    const admin = await h.signedIn('admin@example.com', app);
    const before = await admin.get('/api/hr/backups');
    expect(before.body).toMatchObject({
      enabled: true,
      keep: 3,
      folder: 'taken',
      lastSuccess: null,
      failing: false,
      files: [],
    });

    const log = captureLog();
    const taken = await admin.post('/api/hr/backups');
    log.restore();
    expect(taken.status).toBe(201);
    const name = '2026-11-23T09-00-00Z.tar.gz';
    expect(taken.body.backup).toMatchObject({ file: name, sizeBytes: expect.any(Number) });

    const after = await admin.get('/api/hr/backups');
    expect(after.body).toMatchObject({
      lastSuccess: { file: name, trigger: 'console', at: clock.now.toISOString() },
      failing: false,
      files: [
        { name, createdAt: '2026-11-23T09:00:00.000Z', sizeBytes: taken.body.backup.sizeBytes },
      ],
    });

    const download = await app.request(`http://localhost/api/hr/backups/${name}`, {
      headers: { cookie: admin.cookie ?? '' },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(sha(bytes)).toBe(sha(await readFile(path.join(dir, name))));

    const audit = await admin.get('/api/hr/audit?entityType=backup');
    expect(audit.status).toBe(200);
    const actions = (audit.body.items as { action: string; entityId: string }[])
      .filter((row) => row.entityId === name)
      .map((row) => row.action)
      .sort();
    expect(actions).toEqual(['backup.downloaded', 'backup.taken']);
  });

  it('refuses a name that is not one of its snapshots, traversal included', async () => {
    const app = appInto(path.join(work(), 'taken'));
    const admin = await h.signedIn('admin@example.com', app);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'notes.txt', '2026-11-23T09-00-01Z.tar.gz']) {
      const res = await admin.get(`/api/hr/backups/${name}`);
      expect(res.status).toBe(404);
    }
  });

  it('says why a backup failed, and keeps saying it until one succeeds', async () => {
    clock.now = new Date('2026-11-23T10:00:00.000Z');
    const inTheWay = path.join(work(), 'a-file');
    await writeFile(inTheWay, 'not a folder');
    const app = appInto(inTheWay);
    const admin = await h.signedIn('admin@example.com', app);
    const errors = captureLog();
    const failed = await admin.post('/api/hr/backups');
    errors.restore();
    expect(failed.status).toBe(503);
    expect(failed.body.message).toMatch(/^The backup failed: .*(EEXIST|ENOTDIR)/);
    const status = await admin.get('/api/hr/backups');
    expect(status.body).toMatchObject({
      failing: true,
      files: [],
      folderError: 'The backup folder cannot be read (ENOTDIR).',
      lastFailure: { at: '2026-11-23T10:00:00.000Z', trigger: 'console' },
      lastSuccess: { file: '2026-11-23T09-00-00Z.tar.gz' },
    });

    clock.now = new Date('2026-11-23T11:00:00.000Z');
    const log = captureLog();
    const again = await h.signedIn('admin@example.com', appInto(path.join(work(), 'taken')));
    expect((await again.post('/api/hr/backups')).status).toBe(201);
    log.restore();
    expect((await again.get('/api/hr/backups')).body.failing).toBe(false);
  });

  it('answers plainly where the server takes no backups', async () => {
    const app = createTestApp(h.database).app;
    const admin = await h.signedIn('admin@example.com', app);
    expect((await admin.get('/api/hr/backups')).body).toMatchObject({ enabled: false, files: [] });
    const taken = await admin.post('/api/hr/backups');
    expect(taken.status).toBe(503);
    expect(taken.body.message).toBe('This server takes no backups.');
  });
});
