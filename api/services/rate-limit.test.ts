import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { hitRateLimit, pruneRateLimits, resetRateLimit } from './rate-limit.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

describe(`hitRateLimit (${testEngine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const rule = { limit: 3, windowMs: 60_000 };
  const at = (iso: string) => new Date(iso);

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push(await hitRateLimit(database.db, 'a', rule, at('2026-11-22T10:00:15Z')));
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(45);
  });

  it('starts counting afresh in the next window', async () => {
    const next = await hitRateLimit(database.db, 'a', rule, at('2026-11-22T10:01:00Z'));
    expect(next).toMatchObject({ allowed: true, hits: 1 });
  });

  it('keeps keys apart and counts concurrent hits exactly', async () => {
    const now = at('2026-11-22T11:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimit(database.db, 'b', { limit: 5, windowMs: 60_000 }, now),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect((await hitRateLimit(database.db, 'c', rule, now)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const now = at('2026-11-22T12:00:00Z');
    for (let i = 0; i < 3; i++) await hitRateLimit(database.db, 'd', rule, now);
    await resetRateLimit(database.db, 'd');
    expect((await hitRateLimit(database.db, 'd', rule, now)).hits).toBe(1);
  });

  it('prunes windows that ended, however many keys never came back, and keeps live ones', async () => {
    const hour = 3_600_000;
    for (const key of ['once-1', 'once-2', 'once-3']) {
      await hitRateLimit(
        database.db,
        key,
        { limit: 5, windowMs: hour },
        at('2026-11-23T08:10:00Z'),
      );
    }
    await hitRateLimit(
      database.db,
      'live',
      { limit: 5, windowMs: hour },
      at('2026-11-23T09:30:00Z'),
    );
    // At 10:00 with a longest window of one hour: the 08:00 windows are over, 09:00's is not.
    await pruneRateLimits(database.db, at('2026-11-23T10:00:00Z'), hour);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys).toContain('live');
    expect(keys.filter((k) => k.startsWith('once-'))).toEqual([]);
  });
});
