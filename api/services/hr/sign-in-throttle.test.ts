import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../domain/errors.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { delaySecondsAfter } from '../login-throttle.ts';
import { claimSignIn, signInRules } from './sign-in-throttle.ts';

describe('the sign-in throttle', () => {
  it('lets five tries pass, then doubles the wait before each further try up to 15 minutes', () => {
    const wait = (failures: number) => delaySecondsAfter(failures, signInRules);
    expect([0, 1, 2, 3, 4].map(wait)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(wait)).toEqual([1, 2, 4, 8]);
    expect(wait(40)).toBe(15 * 60);
  });
});

describe(`the sign-in ceilings (${testEngine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Claims a try and says whether it would reach the password check. */
  const tryFrom = (email: string, client: string, now: Date) =>
    claimSignIn(database.db, { email, client }, now).then(
      () => 'checked',
      (error: unknown) => {
        if (error instanceof DomainError && error.kind === 'too-many') return 'refused';
        throw error;
      },
    );

  it('stops a guesser with many addresses at 100 tries on one e-mail, for the window only', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const outcomes = [];
    for (let i = 0; i < 101; i++) {
      outcomes.push(await tryFrom('target@example.com', `198.51.100.${i}`, now));
    }
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(100);
    expect(outcomes.at(-1)).toBe('refused');
    // Another account is not touched, and the next window starts afresh.
    expect(await tryFrom('other@example.com', '198.51.100.7', now)).toBe('checked');
    const later = new Date(now.getTime() + signInRules.windowMs);
    expect(await tryFrom('target@example.com', '192.0.2.200', later)).toBe('checked');
  });

  it('stops one address at 100 failures across every e-mail', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i < 101; i++) {
      outcomes.push(await tryFrom(`user-${i}@example.com`, '203.0.113.9', now));
    }
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(100);
    expect(outcomes.at(-1)).toBe('refused');
  });
});
