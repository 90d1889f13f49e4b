import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database.ts';
import type { TestType } from '../domain/rounds.ts';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';
import { createTestCallCache, type TestCallCache } from '../services/mcq/test-call-cache.ts';
import { attemptRowsOf } from './attempt-rows.ts';
import { createCandidate, seedQuestionBank } from './candidates.ts';
import { interviewClient } from './interview-client.ts';
import { createTestApp } from './test-app.ts';
import { testClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * For a test file of the MCQ API: a database with the demo-like bank (one per file), a clock the
 * test moves, the app and its client, fresh candidates, and what the database holds of an attempt.
 */
export function useMcqHarness() {
  let database: Database;
  // One per database, as one server has one: the answers of a test file go through the same
  // kept snapshots however many apps `setup` makes.
  let testCalls: TestCallCache;
  const { clock, advance } = testClock(new Date('2026-11-22T09:00:00.000Z'));
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    testCalls = createTestCallCache(database.db);
  });
  afterAll(() => database.close());

  const setup = () => createTestApp(database, { now: () => clock.now, testCalls });
  const api = () => interviewClient(setup().app);

  const attemptOf = (candidateId: string) => attemptRowsOf(database, candidateId);

  return {
    db: () => database,
    /** What the server keeps between calls (`deps.testCalls`). */
    testCalls: () => testCalls,
    clock,
    advance,
    setup,
    api,
    rules: () => mcqRulesFrom(setup().deps.config),
    /** A fresh candidate logged in, with their token and id. */
    async newCandidate(testType: TestType = 'mcqs', timeFactor = 1) {
      const oneTimeId = `CAND-${++counter}`;
      const row = await createCandidate(database, oneTimeId, testType, timeFactor);
      return { id: row.id, oneTimeId, token: await api().token(oneTimeId) };
    },
    attemptOf,
  };
}
