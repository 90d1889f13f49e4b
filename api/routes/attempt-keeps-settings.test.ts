import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { practicalTasks } from '../db/schema/question-bank.ts';
import { keepSettingsOfOlderAttempts } from '../services/mcq/attempt-settings.ts';
import { findAttempt } from '../services/mcq/attempt-store.ts';
import { insertAttempt } from '../test-support/attempt-rows.ts';
import { correctOptionOf, createCandidate, seedQuestionBank } from '../test-support/candidates.ts';
import { createStaffAccount, hrClient } from '../test-support/hr-client.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';

/**
 * An edit of the test settings applies to tests started after it: an attempt keeps the seconds a
 * question and the pass mark it was started with, as it keeps its questions. Through the candidate
 * API as a browser calls it and the HR console's API, on one server.
 */
describe(`An attempt keeps the settings it was started with (${testEngine})`, () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>['app'];
  const clock = { now: new Date('2026-11-23T04:30:00.000Z') };
  const later = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  const api = () => interviewClient(app);
  let hr: ReturnType<typeof hrClient>;

  async function candidate(oneTimeId: string) {
    const row = await createCandidate(database, oneTimeId, 'both');
    return { id: row.id, token: await api().token(oneTimeId) };
  }

  /** Answers question `index` (right or wrong) 5 s after it was served; returns the next state. */
  async function answer(c: { token: string }, index: number, questionId: string, right: boolean) {
    later(5);
    const correct = await correctOptionOf(database, questionId);
    const next = await api().next(c.token, index, right ? correct : (correct + 1) % 4);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    return next.body;
  }

  /** Answers the whole test, `right` of its ten questions right, the last by the final submit. */
  async function finish(
    c: { id: string; token: string },
    from: { data: { _id: string } },
    at: number,
    right: number,
  ) {
    let state = from;
    for (let i = at; i < 9; i++) state = await answer(c, i, state.data._id, i < right);
    const correct = await correctOptionOf(database, state.data._id);
    const done = await api().submit(c.token, {
      candidateId: c.id,
      reason: 'completed',
      answers: [{ questionId: state.data._id, selectedOptionIndex: right >= 10 ? correct : -1 }],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body;
  }

  async function saveSettings(change: { secondsPerQuestion: number; passPercent: number }) {
    const { settings } = (await hr.get('/api/hr/settings')).body;
    const saved = await hr.put('/api/hr/settings', { ...settings, ...change, reason: 'New role' });
    expect(saved.status, saved.text).toBe(200);
  }

  const practicalStart = (token: string) =>
    app.request('/api/interview/test/practical', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ practical_start_time: '2026-11-23 10:00:00' }),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    await database.db.insert(practicalTasks).values({ position: 0, question: 'Build a form' });
    await createStaffAccount(database, 'admin@example.com', 'admin');
    app = createTestApp(database, { now: () => clock.now }).app;
    hr = hrClient(app);
    await hr.as('admin@example.com');
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the clock and the pass mark of a test under way, and gives the new ones to the next', async () => {
    // Started under the defaults: 60 s a question, a pass strictly above 75 %.
    const early = await candidate('KEEP-1');
    const first = (await api().start(early.token)).body;
    expect(first.secondsPerQuestion).toBe(60);
    const second = await answer(early, 0, first.data._id, true);

    await saveSettings({ secondsPerQuestion: 20, passPercent: 60 });

    // Mid-test, the edit changes nothing: the next question still has 60 s.
    const third = await answer(early, 1, second.data._id, true);
    expect(Date.parse(third.deadlineAt) - Date.parse(third.servedAt)).toBe(60_000);
    expect(third.secondsPerQuestion).toBe(60);
    const status = (await api().status(early.token)).body.data;
    expect(status.mcq).toMatchObject({
      state: 'in-progress',
      secondsPerQuestion: 60,
      passPercent: 75,
    });
    const earlyResult = await finish(early, third, 2, 7);
    // 70 %: not above the 75 % it started with, so no practical round, whatever the mark is now.
    expect(earlyResult.data).toMatchObject({
      finalResult: '70%',
      passed: false,
      passPercent: 75,
    });
    const refused = await practicalStart(early.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain('above 75%');

    // Started after the edit: 20 s a question, and 70 % passes the mark of 60.
    const next = await candidate('KEEP-2');
    const firstOfNext = (await api().start(next.token)).body;
    expect(Date.parse(firstOfNext.deadlineAt) - Date.parse(firstOfNext.servedAt)).toBe(20_000);
    const nextResult = await finish(next, firstOfNext, 0, 7);
    expect(nextResult.data).toMatchObject({ passed: true, passPercent: 60 });
    expect((await practicalStart(next.token)).status).toBe(200);

    // A later edit changes no result given: the lists and the cohort judge each by its own mark.
    await saveSettings({ secondsPerQuestion: 30, passPercent: 90 });
    const results = (await hr.get('/api/hr/results?limit=10')).body.items as {
      oneTimeId: string;
      passed: boolean | null;
    }[];
    const passedOf = Object.fromEntries(results.map((r) => [r.oneTimeId, r.passed]));
    expect(passedOf).toEqual({ 'KEEP-1': false, 'KEEP-2': true });
    const passedOnly = (await hr.get('/api/hr/results?passed=true')).body.items;
    expect(passedOnly.map((r: { oneTimeId: string }) => r.oneTimeId)).toEqual(['KEEP-2']);
    const candidates = (await hr.get('/api/hr/candidates?limit=10')).body.items as {
      oneTimeId: string;
      mcq: { passed: boolean | null } | null;
    }[];
    expect(Object.fromEntries(candidates.map((c) => [c.oneTimeId, c.mcq?.passed]))).toEqual({
      'KEEP-1': false,
      'KEEP-2': true,
    });
    const cohort = (await hr.get('/api/hr/cohort')).body;
    expect(cohort).toMatchObject({
      submitted: 2,
      passed: 1,
      passPercent: 60,
      passMarks: [
        { passPercent: 60, tests: 1 },
        { passPercent: 75, tests: 1 },
      ],
    });
    expect((await api().result(early.token)).body.data).toMatchObject({
      passed: false,
      passPercent: 75,
    });
  });

  it('gives attempts from before they kept settings the ones in force, once', async () => {
    const row = await createCandidate(database, 'KEEP-OLD', 'mcqs');
    const old = await insertAttempt(database, {
      candidateId: row.id,
      questions: [],
      startedAt: clock.now,
    });
    expect(old).toMatchObject({ secondsPerQuestion: null, passPercent: null });
    expect(
      await keepSettingsOfOlderAttempts(database.db, { secondsPerQuestion: 45, passPercent: 70 }),
    ).toBe(1);
    expect(await findAttempt(database.db, row.id)).toMatchObject({
      secondsPerQuestion: 45,
      passPercent: 70,
    });
    // Every attempt has its own now: nothing more to fill, and nothing kept is overwritten.
    expect(
      await keepSettingsOfOlderAttempts(database.db, { secondsPerQuestion: 10, passPercent: 10 }),
    ).toBe(0);
    expect(await findAttempt(database.db, row.id)).toMatchObject({
      secondsPerQuestion: 45,
      passPercent: 70,
    });
  });
});
