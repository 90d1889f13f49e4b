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

  const from = (address: string, env: NodeJS.ProcessEnv = {}) =>
    interviewClient(createTestApp(database, { now: () => now, env }).app, address);

  it('slows one ID from one client with growing waits, without locking out its owner', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    await createCandidate(database, 'DAN-4', 'mcqs');
    const guesser = from('203.0.113.40');
    for (let i = 0; i < 5; i++)
      expect((await guesser.login('DAN-4', 'bad-password')).status).toBe(401);
    // Even the right password waits now, from this client: 1 s, then 2 s, 4 s …
    const waits: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const blocked = await guesser.login('DAN-4');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/,
      );
      const wait = Number(blocked.headers.get('retry-after'));
      waits.push(blocked.headers.get('retry-after'));
      now = new Date(now.getTime() + wait * 1000);
      expect((await guesser.login('DAN-4', 'bad-password')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
    // The owner, on their own device, is not slowed at all.
    expect((await from('198.51.100.41').login('DAN-4')).status).toBe(200);
    // From the slowed client, the right password works once its wait is over, and clears it.
    now = new Date(now.getTime() + 16_000);
    expect((await guesser.login('DAN-4')).status).toBe(200);
    expect((await guesser.login('DAN-4', 'bad-password')).status).toBe(401);
  });

  it('counts before the password check: 500 wrong logins sent at once get 5 checks (20 across IDs)', async () => {
    now = new Date('2026-11-22T10:30:00Z');
    await createCandidate(database, 'GIL-7', 'mcqs');
    const attacker = from('203.0.113.50');
    const results = await Promise.all(
      Array.from({ length: 500 }, () => attacker.login('GIL-7', 'bad-password')),
    );
    const statuses = results.map((r) => r.status);
    // A 401 means the password was checked; every other attempt was refused before.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(495);
    // Across 500 IDs from one address: the address's ceiling (20 here) is counted first too.
    const spray = from('203.0.113.51', { LOGIN_MAX_FAILURES_PER_CLIENT: '20' });
    const sprayed = await Promise.all(
      Array.from({ length: 500 }, (_, i) => spray.login(`SPRAY-${i}`, 'bad-password')),
    );
    expect(sprayed.filter((r) => r.status === 401)).toHaveLength(20);
    expect(sprayed.filter((r) => r.status === 429)).toHaveLength(480);
  }, 60_000);

  // A room of 100 is checked on the limits alone (services/login-throttle.test.ts): 150 password
  // checks (scrypt, slow on purpose) would take most of a minute here.
  it('lets a room of candidates behind one address log in, typos included', async () => {
    now = new Date('2026-11-22T11:00:00Z');
    const room = from('192.0.2.100');
    const ids = Array.from({ length: 20 }, (_, i) => `ROOM-${i}`);
    for (const id of ids) await createCandidate(database, id, 'mcqs');
    const outcomes = await Promise.all(
      ids.map(async (id, i) => {
        // A third mistype the password first, a tenth mistype the ID too.
        if (i % 3 === 0) await room.login(id, 'typo-password');
        if (i % 10 === 0) await room.login(`${id}X`, testPassword);
        return (await room.login(id)).status;
      }),
    );
    expect(outcomes.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it('refuses an ID attacked from many addresses once it reaches the ceiling, for the window', async () => {
    now = new Date('2026-11-22T12:00:00Z');
    await createCandidate(database, 'HAL-8', 'mcqs');
    const env = { LOGIN_MAX_FAILURES_PER_ID: '10' };
    for (let i = 0; i < 10; i++)
      expect((await from(`203.0.113.${i}`, env).login('HAL-8', 'bad-password')).status).toBe(401);
    const refused = await from('198.51.100.60', env).login('HAL-8');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    now = new Date('2026-11-22T12:15:00Z');
    expect((await from('198.51.100.60', env).login('HAL-8')).status).toBe(200);
  });

  it('refuses an address that fails far more than a room would, without blocking others', async () => {
    now = new Date('2026-11-22T12:30:00Z');
    const env = { LOGIN_MAX_FAILURES_PER_CLIENT: '20' };
    const guesser = from('203.0.113.99', env);
    for (let i = 0; i < 20; i++)
      expect((await guesser.login(`GUESS-${i}`, 'bad-password')).status).toBe(401);
    expect((await guesser.login('ALICE-1')).status).toBe(429);
    expect((await from('198.51.100.70', env).login('ALICE-1')).status).toBe(200);
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
