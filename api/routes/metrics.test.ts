import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../db/database.ts';
import { practicalRounds } from '../db/schema/practical.ts';
import { startMetricsListener } from '../http/metrics-listener.ts';
import { deliverDueMail } from '../mail/mail-delivery.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { createBackupRunner } from '../services/backup/backup-runner.ts';
import { createAppMetrics, type AppMetrics } from '../services/metrics/app-metrics.ts';
import { parseExposition, sampleOf, type Sample } from '../test-support/exposition.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { ensureDrive } from '../test-support/candidates.ts';
import { openEventStream } from '../test-support/event-stream.ts';
import { createStaffAccount, hrClient } from '../test-support/hr-client.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { captureLog } from '../test-support/captured-log.ts';
import { testEngine } from '../test-support/test-database.ts';
import { useTempDir } from '../test-support/temp-dir.ts';
import { Hono } from 'hono';

const h = useMcqHarness();
const { clock, advance } = h;
const token = 'metrics-token-for-these-tests-0123456789';
const practicalGraceMs = 30_000;
const backupsDir = useTempDir('metrics-backups-');
let metrics: AppMetrics;
beforeAll(() => {
  metrics = createAppMetrics({
    database: h.db(),
    now: () => clock.now,
    practicalGraceMs,
    backupIntervalMs: 24 * 3600_000,
  });
});

const appWith = (env: NodeJS.ProcessEnv = { METRICS_TOKEN: token }, withMetrics = true) =>
  createTestApp(h.db(), {
    now: () => clock.now,
    testCalls: h.testCalls(),
    metrics: withMetrics ? metrics : undefined,
    env,
  }).app;
const candidateApi = () => interviewClient(appWith());

async function scrape(): Promise<Sample[]> {
  const res = await appWith().request('/metrics', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return parseExposition(await res.text());
}
const valueOf = async (name: string, labels: Record<string, string> = {}) =>
  sampleOf(await scrape(), name, labels);

/** Requests counted under `route`, whatever their method and status. */
const requestsTo = (samples: Sample[], route: string) =>
  samples
    .filter((s) => s.name === 'surat_http_request_duration_seconds_count')
    .filter((s) => s.labels.route === route)
    .reduce((sum, s) => sum + s.value, 0);

describe(`Prometheus metrics (${testEngine})`, () => {
  it('counts a request under its route pattern, never its raw path; an unknown path as unmatched', async () => {
    const before = await scrape();
    const id = '5d1c3a3e-8f0e-4c55-9d55-0a0c1b2c3d4e';
    await appWith().request(`/api/hr/candidates/${id}`);
    await appWith().request('/api/no-such-route-4711');
    const after = await scrape();
    expect(requestsTo(after, '/api/hr/candidates/:id')).toBe(
      requestsTo(before, '/api/hr/candidates/:id') + 1,
    );
    expect(requestsTo(after, 'unmatched')).toBe(requestsTo(before, 'unmatched') + 1);
    const text = JSON.stringify(after);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');
    // The guard answered (no staff session), and the status says so.
    expect(
      sampleOf(after, 'surat_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/hr/candidates/:id',
        status: '401',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("counts the site's pages and files under one label, static", async () => {
    const site = new Hono().get('*', (c) => c.text('a page'));
    const app = createTestApp(
      h.db(),
      { now: () => clock.now, testCalls: h.testCalls(), metrics, env: { METRICS_TOKEN: token } },
      { site },
    ).app;
    const before = requestsTo(await scrape(), 'static');
    await app.request('/about-us');
    await app.request('/assets/index-4711.js');
    const after = await scrape();
    expect(requestsTo(after, 'static')).toBe(before + 2);
    expect(JSON.stringify(after)).not.toContain('about-us');
  });

  it("times the live board's event stream to its headers, and counts it while it stays open", async () => {
    await createStaffAccount(h.db(), 'reviewer@example.com', 'reviewer');
    const app = appWith();
    const hr = hrClient(app);
    await hr.as('reviewer@example.com');
    const route = '/api/hr/board/stream';
    const before = requestsTo(await scrape(), route);
    await ensureDrive(h.db(), 'metrics');
    const stream = await openEventStream(app, `${route}?cohort=metrics`, {
      cookie: hr.cookie ?? '',
    });
    try {
      expect(stream.status).toBe(200);
      await stream.json('snapshot');
      expect(requestsTo(await scrape(), route)).toBe(before + 1);
    } finally {
      await stream.close();
    }
  });

  it('serves nothing without the token, with a wrong one, or when no token is set', async () => {
    const missing = await appWith().request('/metrics');
    const wrong = await appWith().request('/metrics', {
      headers: { authorization: `Bearer ${token}x` },
    });
    for (const res of [missing, wrong]) {
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('surat_');
    }
    // METRICS_TOKEN unset (METRICS_PORT only): the public port has no /metrics at all.
    const off = await appWith({}).request('/metrics', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(off.status).toBe(404);
    expect(await off.text()).not.toContain('surat_');
    const noMetrics = await appWith({ METRICS_TOKEN: token }, false).request('/metrics', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noMetrics.status).toBe(404);
  });

  it('raises open MCQ attempts when a candidate starts and lowers them when they submit', async () => {
    const open = () => valueOf('surat_open_attempts', { round: 'mcq' });
    const candidate = await h.newCandidate();
    const before = await open();
    expect((await candidateApi().start(candidate.token)).status).toBe(200);
    expect(await open()).toBe((before ?? 0) + 1);
    const submitted = await candidateApi().submit(candidate.token, {
      candidateId: candidate.id,
      reason: 'tab-hidden',
      answers: [],
    });
    expect(submitted.status).toBe(200);
    expect(await open()).toBe(before);
  });

  it('counts a practical round as open from its start until its deadline and grace pass', async () => {
    const open = () => valueOf('surat_open_attempts', { round: 'practical' });
    const candidate = await h.newCandidate('practical');
    const before = (await open()) ?? 0;
    const started = await candidateApi().startPractical(candidate.token);
    expect(started.status).toBe(200);
    expect(await open()).toBe(before + 1);
    const [round] = await h
      .db()
      .db.select({ deadlineAt: practicalRounds.deadlineAt })
      .from(practicalRounds)
      .where(eq(practicalRounds.candidateId, candidate.id));
    const deadline = round?.deadlineAt.getTime() ?? 0;
    clock.now = new Date(deadline + practicalGraceMs - 1000);
    expect(await open()).toBe(before + 1);
    clock.now = new Date(deadline + practicalGraceMs + 1000);
    expect(await open()).toBe(before);
  });

  it('raises the late-answer figures when a buffered answer arrives late, counted or kept', async () => {
    const counted = () => valueOf('surat_late_answers_recent', { outcome: 'counted' });
    const kept = () => valueOf('surat_late_answers_recent', { outcome: 'kept' });
    const awaiting = () => valueOf('surat_late_answers_awaiting_hr');

    // Given in time on the device, delivered 60 s after the deadline: within the reconnect
    // window, it counts (flagged as synced late).
    const first = await h.newCandidate();
    const state = (await candidateApi().start(first.token)).body;
    const [countedBefore, keptBefore, awaitingBefore] = [
      await counted(),
      await kept(),
      await awaiting(),
    ];
    clock.now = new Date(new Date(state.deadlineAt).getTime() + 60_000);
    expect((await candidateApi().next(first.token, 0, 0, { givenAfterMs: 3000 })).status).toBe(200);
    expect(await counted()).toBe((countedBefore ?? 0) + 1);

    // Delivered 200 s after the deadline, past the reconnect window: kept for HR.
    const second = await h.newCandidate();
    const late = (await candidateApi().start(second.token)).body;
    clock.now = new Date(new Date(late.deadlineAt).getTime() + 200_000);
    const answered = await candidateApi().next(second.token, 0, 0, { givenAfterMs: 3000 });
    expect(answered.body).toMatchObject({ kept: true });
    expect(await kept()).toBe((keptBefore ?? 0) + 1);
    expect(await awaiting()).toBe((awaitingBefore ?? 0) + 1);
  });

  it('counts queued mail and ages the oldest on the clock until it is sent', async () => {
    const deliver = () =>
      deliverDueMail({
        db: h.db().db,
        send: async () => {},
        now: () => clock.now,
        maxAttempts: 20,
        sleep: async () => {},
      });
    // Whatever earlier tests queued (HR's notices) leaves first.
    await deliver();
    expect(await valueOf('surat_mail_outbox_messages')).toBe(0);
    expect(await valueOf('surat_mail_outbox_oldest_age_seconds')).toBe(0);

    const message = { kind: 'test', to: 'ops@example.com', subject: 'Hello', text: 'Hello.' };
    await enqueueMail(h.db().db, message, clock.now);
    expect(await valueOf('surat_mail_outbox_messages')).toBe(1);
    expect(await valueOf('surat_mail_outbox_oldest_age_seconds')).toBe(0);
    advance(10 * 60_000);
    expect(await valueOf('surat_mail_outbox_oldest_age_seconds')).toBe(600);

    expect((await deliver()).sent).toBe(1);
    expect(await valueOf('surat_mail_outbox_messages')).toBe(0);
    expect(await valueOf('surat_mail_outbox_oldest_age_seconds')).toBe(0);
  });

  it("brings the backup's age to zero when one is taken, and records when one fails", async () => {
    const work = backupsDir();
    const databaseUrl = (h.db() as { url?: string }).url;
    const runner = (dir: string) =>
      createBackupRunner(h.db(), { dir, keep: 2, databaseUrl }, () => clock.now);
    expect(await valueOf('surat_backup_last_success_age_seconds')).toBe(Infinity);
    expect(await valueOf('surat_backup_last_success_timestamp_seconds')).toBe(0);
    expect(await valueOf('surat_backup_interval_seconds')).toBe(86_400);

    const log = captureLog();
    onTestFinished(() => log.restore());
    await runner(path.join(work, 'good')).run('console');
    expect(await valueOf('surat_backup_last_success_age_seconds')).toBe(0);
    expect(await valueOf('surat_backup_last_success_timestamp_seconds')).toBe(
      clock.now.getTime() / 1000,
    );
    advance(90_000);
    expect(await valueOf('surat_backup_last_success_age_seconds')).toBe(90);

    // A folder that cannot be made (a file stands in its path): the backup fails.
    const blocked = path.join(work, 'a-file');
    await writeFile(blocked, '');
    expect(await valueOf('surat_backup_last_failure_timestamp_seconds')).toBe(0);
    await expect(runner(path.join(blocked, 'backups')).run('schedule')).rejects.toThrow();
    expect(log.messages('error')).toEqual([expect.stringMatching(/^BACKUP FAILED \(schedule\)/)]);
    expect(await valueOf('surat_backup_last_failure_timestamp_seconds')).toBe(
      clock.now.getTime() / 1000,
    );
    advance(60_000);
    expect(await valueOf('surat_backup_last_success_age_seconds')).toBe(150);
  });

  it("reports the database's queue, which grows while statements wait", async () => {
    const samples = await scrape();
    expect(sampleOf(samples, 'surat_database_queue_length')).toBe(0);
    expect(sampleOf(samples, 'surat_database_queue_delay_seconds')).toBeGreaterThanOrEqual(0);
    // Ten transactions held open take every connection of a PostgreSQL pool (the embedded
    // engine's one session already at the first); three statements more must wait.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { db } = h.db();
    const held = Array.from({ length: 10 }, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    const waiting = Array.from({ length: 3 }, () => Promise.resolve(db.execute(sql`select 1`)));
    try {
      // Settled: PostgreSQL's pool has opened its ten connections and three queries wait; the
      // embedded engine runs the first transaction while the other nine and the three wait.
      await expect.poll(() => h.db().queueLength()).toBe(testEngine === 'postgres' ? 3 : 12);
      // Read without the figures' query, which would wait in the same queue.
      const queued = parseExposition(
        await metrics.registry.getSingleMetricAsString('surat_database_queue_length'),
      );
      expect(sampleOf(queued, 'surat_database_queue_length')).toBeGreaterThanOrEqual(3);
      if (testEngine === 'postgres') {
        const pool = parseExposition(
          await metrics.registry.getSingleMetricAsString('surat_database_pool_connections'),
        );
        expect(sampleOf(pool, 'surat_database_pool_connections', { state: 'in_use' })).toBe(10);
      }
    } finally {
      release();
      await Promise.all([...held, ...waiting]);
    }
    expect(await valueOf('surat_database_queue_length')).toBe(0);
  });

  it("reports the process's memory", async () => {
    const samples = await scrape();
    expect(sampleOf(samples, 'surat_figures_up')).toBe(1);
    expect(sampleOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('leaves the figures out, and still serves the rest, when the database cannot answer', async () => {
    const gone = () => Promise.reject(new Error('the database is gone'));
    const broken = { ...h.db(), db: { execute: gone, select: gone } as unknown as Db };
    const { registry } = createAppMetrics({
      database: broken,
      now: () => clock.now,
      practicalGraceMs,
      backupIntervalMs: 0,
    });
    const samples = parseExposition(await registry.metrics());
    expect(sampleOf(samples, 'surat_open_attempts', { round: 'mcq' })).toBeUndefined();
    expect(sampleOf(samples, 'surat_mail_outbox_messages')).toBeNaN();
    expect(sampleOf(samples, 'surat_backup_last_success_age_seconds')).toBeNaN();
    expect(sampleOf(samples, 'surat_figures_up')).toBe(0);
    expect(sampleOf(samples, 'surat_database_queue_length')).toBe(0);
    expect(sampleOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('serves the same metrics without a token on a listener of their own', async () => {
    const listener = await startMetricsListener(metrics.registry, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const samples = parseExposition(await res.text());
      expect(sampleOf(samples, 'surat_open_attempts', { round: 'mcq' })).toBeGreaterThanOrEqual(0);
      expect(sampleOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
