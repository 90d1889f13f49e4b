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

/** Rows the engine read by sequential scan of `tables` since it started, from its statistics. */
async function rowsScanned(tables: string[]): Promise<number> {
  const { db } = harness.db();
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(seq_tup_read), 0)::int as n from pg_stat_user_tables
      where relname in ${tables}`,
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

  it('reads no other candidate or attempt to log in or answer, after a drive grew (issue 42)', async () => {
    // Plans cached while a handful of candidates had started (as a drive's first minutes do)...
    const early = [];
    for (let i = 0; i < 6; i += 1) early.push(await newCandidate());
    for (const candidate of early) {
      expect((await api().start(candidate.token)).status).toBe(200);
      advance(1000);
      expect((await api().next(candidate.token, 0, 1)).status).toBe(200);
    }
    // ...then the drive grows to 150 (written straight in: 144 logins would take seconds).
    const { db } = harness.db();
    await db.execute(sql`insert into candidates (one_time_id, password_hash, full_name, test_type)
      select 'GREW-' || n, 'not-used', 'Candidate ' || n, 'mcqs' from generate_series(1, 144) n`);
    await db.execute(sql`insert into mcq_attempts (candidate_id, question_ids, questions,
        current_index, current_served_at, current_deadline_at, started_at, seconds_per_question,
        pass_percent, assessment_id, total_questions)
      select c.id, a.question_ids, a.questions, 0, a.current_served_at, a.current_deadline_at,
             a.started_at, a.seconds_per_question, a.pass_percent, a.assessment_id, a.total_questions
      from candidates c, (select * from mcq_attempts limit 1) a where c.one_time_id like 'GREW-%'`);
    const before = await rowsScanned(['candidates', 'mcq_attempts']);
    const late = await newCandidate(); // a login: by one-time ID
    expect((await api().start(late.token)).status).toBe(200);
    for (const candidate of early) {
      advance(1000);
      expect((await api().next(candidate.token, 1, 1)).status).toBe(200);
    }
    // Before: every answer's board feed read every attempt (the event trigger's join), every
    // login every candidate (lower(one_time_id) had no index): 6 × 151 + 156 rows here.
    expect((await rowsScanned(['candidates', 'mcq_attempts'])) - before).toBe(0);
  });
});
