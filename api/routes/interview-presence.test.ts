import { describe, expect, it } from 'vitest';
import type { BoardChangesView, BoardSnapshotView } from '../../shared/contract/hr-board.ts';
import { parseCsv } from '../lib/csv.ts';
import { rowOf, useBoardHarness } from '../test-support/board-harness.ts';
import { openEventStream } from '../test-support/event-stream.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * Issue 39, item 2: a candidate's offline period reaches HR. The test page says it is there every
 * few seconds (`POST /test/presence`), so the board calls a silent device offline; it reports its
 * offline periods with the device's times when it is back; and each answer carries the device's
 * time it was given. The report, the answer table and `results.csv` tell the same story.
 */
describe(`a candidate's offline period, as HR sees it (${testEngine})`, () => {
  const h = useBoardHarness();
  const board = async (cohort: string, id: string) => {
    const res = await (await h.reviewer()).get(`/api/hr/board?cohort=${cohort}`);
    expect(res.status, res.text).toBe(200);
    return rowOf((res.body as BoardSnapshotView).rows, id);
  };
  const presence = (token: string, body: Record<string, unknown> = {}, device?: string) =>
    interviewClient(h.setup().app).presence(token, body, device);

  it('shows a device offline once its page has been silent past 12 s, and in progress when heard again', async () => {
    const c = await h.candidate('silence');
    await c.start();
    h.advance(2_000);
    expect(await presence(c.token)).toMatchObject({ status: 200, body: { noted: true } });
    const heard = h.clock.now.toISOString();
    h.advance(12_000);
    expect(await board('silence', c.id)).toMatchObject({
      status: 'in-progress',
      lastHeardAt: heard,
    });
    h.advance(1);
    // Well before the question's deadline (60 s): the page's silence alone says it.
    expect(await board('silence', c.id)).toMatchObject({ status: 'offline', silentSince: heard });
    expect((await presence(c.token)).status).toBe(200);
    expect(await board('silence', c.id)).toMatchObject({
      status: 'in-progress',
      lastHeardAt: h.clock.now.toISOString(),
    });
  });

  it('streams the change to offline when the silence passes 12 s, and back when the page is heard', async () => {
    const c = await h.candidate('silence-live');
    await c.start();
    await presence(c.token);
    const app = h.setup().app;
    const hr = await h.reviewer(app);
    const stream = await openEventStream(app, '/api/hr/board/stream?cohort=silence-live', {
      cookie: hr.cookie ?? '',
    });
    await stream.json<BoardSnapshotView>('snapshot');
    h.advance(12_001);
    const silent = await stream.json<BoardChangesView>('rows');
    expect(rowOf(silent.rows, c.id).status).toBe('offline');
    await presence(c.token);
    const back = await stream.json<BoardChangesView>('rows');
    expect(rowOf(back.rows, c.id).status).toBe('in-progress');
    await stream.close();
  });

  it('counts only the window that drives the test, and notes nothing for a closed attempt', async () => {
    const c = await h.candidate('windows');
    const api = interviewClient(h.setup().app);
    await api.start(c.token, 'window-old-1');
    await api.start(c.token, 'window-new-1');
    expect((await presence(c.token, {}, 'window-old-1')).body).toEqual({
      success: true,
      noted: false,
    });
    expect((await presence(c.token, {}, 'window-new-1')).body.noted).toBe(true);
    expect((await c.submit('completed')).status).toBe(200);
    expect((await presence(c.token, {}, 'window-new-1')).body.noted).toBe(false);
  });

  it('refuses a malformed report with a clear 400 and a call without a token with 401', async () => {
    const c = await h.candidate('refusals');
    await c.start();
    const bad = await presence(c.token, { events: [{ type: 'offline', at: 'soon' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Event time must be a number/);
    const many = await presence(c.token, {
      events: Array.from({ length: 101 }, () => ({ type: 'offline', at: 1, questionIndex: 0 })),
    });
    expect(many).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/Too many events/) },
    });
    const givenAt = await interviewClient(h.setup().app).next(c.token, 0, 0, { givenAt: -5 });
    expect(givenAt.status).toBe(400);
    expect(givenAt.body.message).toMatch(/givenAt must not be negative/);
    expect((await interviewClient(h.setup().app).presence('')).status).toBe(401);
  });

  it('tells HR when the device went offline and came back, when each answer was given on it, and counts the offline seconds', async () => {
    const c = await h.candidate('story');
    await c.start();
    const api = interviewClient(h.setup().app);
    // Question 1 answered online, 3 s after it appeared; the device's clock is 40 s behind.
    const skew = -40_000;
    h.advance(3_000);
    const deviceNow = () => h.clock.now.getTime() + skew;
    expect(
      (await api.next(c.token, 0, 1, { givenAfterMs: 3_000, givenAt: deviceNow() })).status,
    ).toBe(200);
    // On question 2 the device goes offline at once, answers 0.3 s in, and is back 10.5 s later.
    const offlineAt = deviceNow();
    const answeredAt = offlineAt + 300;
    h.advance(11_000);
    const onlineAt = offlineAt + 10_500;
    const events = [
      { type: 'offline', at: offlineAt, questionIndex: 1 },
      { type: 'online', at: onlineAt, questionIndex: 1 },
    ];
    expect((await presence(c.token, { events })).body.noted).toBe(true);
    expect((await api.next(c.token, 1, 2, { givenAfterMs: 300, givenAt: answeredAt })).status).toBe(
      200,
    );

    const hr = await h.reviewer();
    const report = (await hr.get(`/api/hr/candidates/${c.id}/report`)).body;
    const entry = (type: string, questionNumber: number) =>
      report.timeline.find(
        (e: { type: string; questionNumber: number }) =>
          e.type === type && e.questionNumber === questionNumber,
      );
    expect(entry('offline', 2)).toMatchObject({
      clientAt: new Date(offlineAt).toISOString(),
      durationMs: 10_500,
      text: 'The device went offline for 11 s (by its clock).',
    });
    expect(entry('online', 2)).toMatchObject({
      clientAt: new Date(onlineAt).toISOString(),
      durationMs: 10_500,
      text: 'The device was back online after 11 s offline.',
    });
    expect(entry('answered', 2)).toMatchObject({ clientAt: new Date(answeredAt).toISOString() });
    expect(entry('answered', 1).clientAt).toBe(
      new Date(h.clock.now.getTime() - 11_000 + skew).toISOString(),
    );
    // The timeline and the answer table give the question the same time, and both say the answer
    // reached the server later.
    expect(entry('served', 2)).toMatchObject({
      durationMs: 300,
      text: 'Shown question 2; answered after 0.3 s on the device, reached the server after 11 s.',
    });
    expect(entry('served', 1)).toMatchObject({
      durationMs: 3_000,
      text: 'Shown question 1; answered after 3 s on the device.',
    });
    expect(report.answers[1]).toMatchObject({ secondsTaken: 0.3, arrivedAfterSeconds: 11 });
    expect(report.answers[0]).toMatchObject({ secondsTaken: 3, arrivedAfterSeconds: null });

    const csv = await hr.get('/api/hr/results.csv');
    expect(csv.status, csv.text).toBe(200);
    const [header, ...rows] = parseCsv(csv.text).map((r) => r.fields);
    const row = rows.find((r) => r[0] === c.id);
    expect(row?.[header?.indexOf('offline_seconds') ?? -1]).toBe('11');
  });

  it('logs an offline period the final submit reports, even one the device never saw end', async () => {
    const c = await h.candidate('final');
    await c.start();
    const at = h.clock.now.getTime();
    h.advance(5_000);
    const end = await interviewClient(h.setup().app).submit(c.token, {
      candidateId: c.id,
      reason: 'reload',
      answers: [],
      events: [
        { type: 'offline', at, questionIndex: 0 },
        { type: 'online', at: at + 2_000, questionIndex: 0 },
        { type: 'offline', at: at + 4_000, questionIndex: 0 },
      ],
    });
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    const report = (await (await h.reviewer()).get(`/api/hr/candidates/${c.id}/report`)).body;
    const texts = report.timeline
      .filter((e: { type: string }) => e.type === 'offline' || e.type === 'online')
      .map((e: { text: string }) => e.text);
    expect(texts).toEqual([
      'The device went offline for 2 s (by its clock).',
      'The device was back online after 2 s offline.',
      'The device went offline (it did not report coming back).',
    ]);
  });
});
