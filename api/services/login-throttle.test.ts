import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import {
  claimLoginAttempt,
  delaySecondsAfter,
  loginSucceeded,
  type LoginThrottleRules,
} from './login-throttle.ts';

const rules: LoginThrottleRules = {
  freeFailures: 5,
  maxDelaySeconds: 300,
  maxPerId: 100,
  // The default (LOGIN_MAX_FAILURES_PER_CLIENT): a claim counts until its success gives it back,
  // so a room's peak is its failures plus every login still in flight (here up to 350).
  maxPerClient: 1000,
  windowMs: 15 * 60_000,
};

describe(`login limits (${testEngine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('waits 1 s, 2 s, 4 s … after the free failures, up to the longest wait', () => {
    expect([4, 5, 6, 7, 8, 20].map((f) => delaySecondsAfter(f, rules))).toEqual([
      0, 1, 2, 4, 8, 300,
    ]);
  });

  it('lets a room of 100 candidates behind one address log in, each with a typo or two', async () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const refused: string[] = [];
    // What the server does for each login: claim, check the password, and on success give back.
    const attempt = async (id: string, right: boolean) => {
      const claim = await claimLoginAttempt(database.db, id, '192.0.2.1', now, rules);
      if (!claim.allowed) refused.push(id);
      else if (right) await loginSucceeded(database.db, claim.keys);
    };
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const id = `ROOM-${i}`;
        for (let typo = 0; typo < 1 + (i % 2); typo++) await attempt(id, false);
        await attempt(`${id}-MISTYPED`, false);
        await attempt(id, true);
      }),
    );
    // 250 failures (350 claims at the peak) from one address stay under its ceiling; nobody was refused.
    expect(refused).toEqual([]);
  });
});
