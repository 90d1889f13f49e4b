import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  correctOptionOf,
  createCandidate,
  seedQuestionBank,
  testPassword,
} from '../test-support/candidates.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';

describe(`POST /api/interview/one-time-login (${testEngine})`, () => {
  let database: Database;
  let now = new Date('2026-11-22T09:00:00Z');
  const client = () => interviewClient(createTestApp(database, { now: () => now }).app);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    await createCandidate(database, 'ALICE-1', 'mcqs');
    await createCandidate(database, 'BOB-2', 'both');
    await createCandidate(database, 'CARA-3', 'practical');
  });
  afterAll(() => database.close());

  it('answers the spec fields: accessToken and data (test_type, is_mcqs, id)', async () => {
    const res = await client().login('ALICE-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Login successful!',
      accessToken: expect.any(String),
      data: { test_type: 'mcqs', is_mcqs: false, id: expect.any(String) },
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('accepts the one-time ID in any letter case, with spaces around it', async () => {
    expect((await client().login('  bob-2 ')).body.data.test_type).toBe('both');
  });

  it('refuses a wrong password and an unknown ID with the same message', async () => {
    const wrong = await client().login('CARA-3', 'wrong-password');
    const unknown = await client().login('NOBODY-9', testPassword);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid One-Time ID or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("validates with the form's messages", async () => {
    const app = createTestApp(database).app;
    const post = (body: unknown) =>
      app.request('/api/interview/one-time-login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await post({ password: 'abcdef' })).json()).toMatchObject({
      message: 'One-Time ID is required',
    });
    expect(await (await post({ oneTimeId: 'X' })).json()).toMatchObject({
      message: 'Password is required',
    });
    const short = await post({ oneTimeId: 'X', password: 'abc' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
    // PostgreSQL text cannot hold U+0000: refused before any query, never a 500.
    for (const body of [
      { oneTimeId: 'ALICE-1\u0000', password: testPassword },
      { oneTimeId: 'ALICE-1', password: `${testPassword}\u0000` },
    ]) {
      const nul = await post(body);
      expect(nul.status).toBe(400);
      expect(await nul.json()).toMatchObject({
        message: 'The request contains a character that is not allowed (U+0000).',
      });
    }
  });

  it('rate limits attempts per one-time ID, even with the right password, until the window ends', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    await createCandidate(database, 'DAN-4', 'mcqs');
    for (let i = 0; i < 5; i++)
      expect((await client().login('DAN-4', 'bad-password')).status).toBe(401);
    const blocked = await client().login('DAN-4');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    now = new Date('2026-11-22T10:15:00Z');
    expect((await client().login('DAN-4')).status).toBe(200);
  });

  it("forgets an ID's failed attempts after a successful login", async () => {
    now = new Date('2026-11-22T11:00:00Z');
    await createCandidate(database, 'EVE-5', 'mcqs');
    for (let i = 0; i < 4; i++) await client().login('EVE-5', 'bad-password');
    expect((await client().login('EVE-5')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await client().login('EVE-5', 'bad-password')).status).toBe(401);
  });

  it('rate limits failures per client address across IDs, without blocking other clients', async () => {
    now = new Date('2026-11-22T12:00:00Z');
    const guesser = interviewClient(
      createTestApp(database, { now: () => now }).app,
      '203.0.113.99',
    );
    for (let i = 0; i < 20; i++)
      expect((await guesser.login(`GUESS-${i}`, 'bad-password')).status).toBe(401);
    expect((await guesser.login('ALICE-1')).status).toBe(429);
    expect((await client().login('ALICE-1')).status).toBe(200);
  });

  it('reports is_mcqs once the MCQ round is passed, not when it is failed', async () => {
    now = new Date('2026-11-22T13:00:00Z');
    const api = client();
    await createCandidate(database, 'FAY-6', 'both');
    const failing = await api.token('BOB-2');
    await api.start(failing);
    const bob = (await api.login('BOB-2')).body.data.id;
    await api.submit(failing, { candidateId: bob, answers: [], reason: 'completed' });
    expect((await api.login('BOB-2')).body.data).toMatchObject({
      test_type: 'both',
      is_mcqs: false,
    });

    const passing = await api.token('FAY-6');
    let state = (await api.start(passing)).body;
    for (let i = 0; i < 9; i++) {
      state = (await api.next(passing, i, await correctOptionOf(database, state.data._id))).body;
    }
    const fay = (await api.login('FAY-6')).body.data.id;
    const lastAnswer = {
      questionId: state.data._id,
      selectedOptionIndex: await correctOptionOf(database, state.data._id),
    };
    await api.submit(passing, { candidateId: fay, answers: [lastAnswer], reason: 'completed' });
    expect((await api.login('FAY-6')).body.data).toMatchObject({
      test_type: 'both',
      is_mcqs: true,
    });
  });
});
