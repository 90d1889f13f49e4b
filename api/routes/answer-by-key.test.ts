import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * An answer finds its attempt by key, however many attempts are open. PGlite never analyzes its
 * tables, so the plan PostgreSQL caches for a prepared statement after its first runs stays for
 * the life of the server: when the answer's check reached the attempt through the index of open
 * attempts (whose predicate it repeats), every answer of a campus drive read every open attempt.
 * Counted, not timed: the rows the engine read through that index, from its own statistics.
 * PGlite only: PostgreSQL analyzes its tables itself, and its statistics of the server's
 * connections reach the test's own only after a delay.
 */
const harness = useMcqHarness();
const { api, advance, newCandidate } = harness;

async function openAttemptRowsRead(): Promise<number> {
  const { db } = harness.db();
  // The engine reports its counts at most once a second unless told to at its next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(idx_tup_read), 0)::int as n from pg_stat_user_indexes
      where indexrelname = 'mcq_attempts_open_idx'`,
  );
  return row?.n ?? 0;
}

describe.skipIf(testEngine !== 'pglite')('the answer read by key (pglite)', () => {
  it('reads no other open attempt, after its plan was cached while one was open', async () => {
    const first = await newCandidate();
    const others = [];
    for (let i = 0; i < 30; i += 1) others.push(await newCandidate());
    expect((await api().start(first.token)).status).toBe(200);
    // Seven answers: the first takes the locked way, the next six the checked statement, which
    // PostgreSQL plans generically from its sixth run on, while one attempt is open.
    for (let index = 0; index < 7; index += 1) {
      advance(2000);
      expect((await api().next(first.token, index, 1)).status).toBe(200);
    }
    for (const other of others) expect((await api().start(other.token)).status).toBe(200);
    const before = await openAttemptRowsRead();
    advance(2000);
    const res = await api().next(first.token, 7, 1);
    expect(res.status).toBe(200);
    expect(res.body.currentQuestionIndex).toBe(8);
    expect((await openAttemptRowsRead()) - before).toBe(0);
  });
});
