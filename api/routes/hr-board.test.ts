import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates } from '../db/schema/candidates.ts';
import { sweepExpiredAttempts } from '../services/mcq/sweep-expired-attempts.ts';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';
import { rowOf, useBoardHarness } from '../test-support/board-harness.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { testEngine } from '../test-support/test-database.ts';

describe(`the live board's snapshot and statuses (${testEngine})`, () => {
  const h = useBoardHarness();
  const board = async (query: string) => {
    const res = await (await h.reviewer()).get(`/api/hr/board?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const rowFor = async (cohort: string, id: string) =>
    rowOf((await board(`cohort=${encodeURIComponent(cohort)}`)).rows, id);

  it('shows a candidate not started, then in progress with the question and when it last heard', async () => {
    const c = await h.candidate('progress');
    expect(await rowFor('progress', c.id)).toMatchObject({
      status: 'not-started',
      mcq: null,
      lastHeardAt: null,
    });
    const startedAt = h.clock.now.toISOString();
    await c.start();
    expect(await rowFor('progress', c.id)).toMatchObject({
      status: 'in-progress',
      lastHeardAt: startedAt,
      mcq: { questionNumber: 1, questionCount: 10, startedAt, submittedAt: null },
    });
    h.advance(4_000);
    expect((await c.answer(0, 1)).status).toBe(200);
    const row = await rowFor('progress', c.id);
    expect(row).toMatchObject({
      status: 'in-progress',
      lastHeardAt: h.clock.now.toISOString(),
      mcq: {
        questionNumber: 2,
        deadlineAt: new Date(h.clock.now.getTime() + 60_000).toISOString(),
      },
    });
  });

  it('turns offline past the deadline plus the grace with nothing heard, and connection lost past the reconnect window', async () => {
    const c = await h.candidate('silent');
    await c.start();
    const deadline = h.clock.now.getTime() + 60_000;
    h.advance(60_000 + 5_000);
    expect((await rowFor('silent', c.id)).status).toBe('in-progress');
    h.advance(1);
    expect(await rowFor('silent', c.id)).toMatchObject({
      status: 'offline',
      silentSince: new Date(deadline + 5_000).toISOString(),
    });
    h.advance(120_000 - 5_001);
    expect((await rowFor('silent', c.id)).status).toBe('offline');
    h.advance(1);
    // Open still (the sweeper has not run), but past the window: as good as closed.
    expect((await rowFor('silent', c.id)).status).toBe('connection-lost');
    const rules = mcqRulesFrom(h.setup().deps.config);
    expect(await sweepExpiredAttempts(h.db().db, h.clock.now, rules)).toBeGreaterThanOrEqual(1);
    expect(await rowFor('silent', c.id)).toMatchObject({
      status: 'connection-lost',
      silentSince: null,
      mcq: { submitReason: 'connection-lost', submittedAt: h.clock.now.toISOString() },
    });
  });

  it('shows an answer sent late from the buffer as syncing for 30 s, then in progress', async () => {
    const c = await h.candidate('syncing');
    await c.start();
    h.advance(70_000);
    expect((await rowFor('syncing', c.id)).status).toBe('offline');
    // Given 30 s after it appeared (on time by the device's clock), arriving 10 s after the deadline.
    expect((await c.answer(0, 2, 30_000)).status).toBe(200);
    const arrived = h.clock.now.toISOString();
    expect(await rowFor('syncing', c.id)).toMatchObject({
      status: 'syncing',
      lastHeardAt: arrived,
      mcq: { questionNumber: 2 },
    });
    h.advance(30_000);
    expect((await rowFor('syncing', c.id)).status).toBe('syncing');
    h.advance(1);
    expect((await rowFor('syncing', c.id)).status).toBe('in-progress');
  });

  it('tells a submitted test from an auto-submitted one, with the reason', async () => {
    const done = await h.candidate('ended');
    const hidden = await h.candidate('ended');
    await done.start();
    await hidden.start();
    h.advance(3_000);
    expect((await done.submit('completed')).status).toBe(200);
    expect((await hidden.submit('tab-hidden')).status).toBe(200);
    const { rows, counts } = await board('cohort=ended');
    expect(rowOf(rows, done.id)).toMatchObject({
      status: 'submitted',
      mcq: { submitReason: 'completed', submittedAt: h.clock.now.toISOString() },
    });
    expect(rowOf(rows, hidden.id)).toMatchObject({
      status: 'auto-submitted',
      lastHeardAt: h.clock.now.toISOString(),
      mcq: { submitReason: 'tab-hidden' },
    });
    expect(counts).toMatchObject({ submitted: 1, 'auto-submitted': 1, 'in-progress': 0 });
  });

  it('shows the practical round in progress with the time left, then submitted', async () => {
    const c = await h.candidate('practical', 'practical');
    expect(
      (await c.post('/test/practical', { practical_start_time: '2026-11-24 10:00:00' })).status,
    ).toBe(200);
    const started = h.clock.now.getTime();
    h.advance(10 * 60_000);
    expect(await rowFor('practical', c.id)).toMatchObject({
      status: 'practical-in-progress',
      lastHeardAt: new Date(started).toISOString(),
      practical: { secondsLeft: 110 * 60, submittedAt: null },
    });
    // The page's minute-by-minute time check is the device being heard.
    await c.post('/log-time', { practical_log_time: '2026-11-24 10:10:00' });
    expect((await rowFor('practical', c.id)).lastHeardAt).toBe(h.clock.now.toISOString());
    expect((await c.upload()).status).toBe(200);
    expect(await rowFor('practical', c.id)).toMatchObject({
      status: 'practical-submitted',
      practical: { submittedAt: h.clock.now.toISOString(), lateBySeconds: 0 },
    });
  });

  it('counts every status, shows a revoked candidate as revoked, and names the cohorts', async () => {
    const waiting = await h.candidate('counted');
    const working = await h.candidate('counted');
    const revoked = await h.candidate('counted');
    await working.start();
    await h
      .db()
      .db.update(candidates)
      .set({ revokedAt: h.clock.now })
      .where(eq(candidates.id, revoked.id));
    const snapshot = await board('cohort=counted');
    expect(snapshot.filter).toEqual({ cohort: 'counted', day: null });
    expect(snapshot.rows.map((r: { candidateId: string }) => r.candidateId).sort()).toEqual(
      [waiting.id, working.id, revoked.id].sort(),
    );
    expect(snapshot.counts).toEqual({
      'not-started': 1,
      'in-progress': 1,
      syncing: 0,
      offline: 0,
      'connection-lost': 0,
      submitted: 0,
      'auto-submitted': 0,
      'practical-in-progress': 0,
      'practical-submitted': 0,
      revoked: 1,
    });
    expect(snapshot.cohorts).toEqual(expect.arrayContaining(['counted', 'progress']));
    expect(snapshot.serverTime).toBe(h.clock.now.toISOString());
    expect(snapshot.cursor).toMatch(/^\d+:\d+:[\d,]*-\d+$/);
  });

  it('shows a day: test windows that overlap it and rounds started on it, in the office calendar', async () => {
    const onDay = await h.candidate('days');
    const otherDay = await h.candidate('days');
    const noWindow = await h.candidate('days');
    const startedToday = await h.candidate('days-elsewhere');
    const set = (id: string, windowStart: string | null, windowEnd: string | null) =>
      h
        .db()
        .db.update(candidates)
        .set({
          windowStart: windowStart ? new Date(windowStart) : null,
          windowEnd: windowEnd ? new Date(windowEnd) : null,
        })
        .where(eq(candidates.id, id));
    // 24 Nov in India runs from 23 Nov 18:30 to 24 Nov 18:30 UTC.
    await set(onDay.id, '2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z');
    await set(otherDay.id, '2026-11-24T18:30:00Z', '2026-11-24T22:00:00Z');
    await startedToday.start();
    const ids = async (query: string) =>
      (await board(query)).rows.map((r: { candidateId: string }) => r.candidateId).sort();
    const today = await ids('day=2026-11-24');
    expect(today).toEqual(expect.arrayContaining([onDay.id, startedToday.id]));
    expect(today).not.toContain(otherDay.id);
    expect(today).not.toContain(noWindow.id);
    expect(await ids('day=2026-11-24&cohort=days')).toEqual([onDay.id]);
    expect(await ids('day=2026-11-25&cohort=days')).toEqual([otherDay.id]);
  });

  it('needs a cohort or a valid day, and a staff session (a reviewer may watch)', async () => {
    const hr = await h.reviewer();
    for (const [query, message] of [
      ['', 'Choose a cohort or a day: cohort=… or day=YYYY-MM-DD.'],
      ['day=2026-02-30', 'day must be a date, YYYY-MM-DD (the office calendar)'],
      ['day=24-11-2026', 'day must be a date, YYYY-MM-DD (the office calendar)'],
      [`cohort=${'x'.repeat(201)}`, 'cohort must be at most 200 characters'],
    ]) {
      const res = await hr.get(`/api/hr/board?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await hrClient(h.setup().app).get('/api/hr/board?cohort=x')).status).toBe(401);
    const c = await h.candidate('x');
    const withToken = await h.setup().app.request('/api/hr/board?cohort=x', {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(withToken.status).toBe(401);
  });
});
