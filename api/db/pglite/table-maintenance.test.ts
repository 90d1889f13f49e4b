import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { queryRows } from '../query-rows.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { maintainTables } from './table-maintenance.ts';

/** The embedded engine's autovacuum (PostgreSQL runs its own, so PGlite only). */
describe.skipIf(testEngine !== 'pglite')('maintainTables', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const maintain = async () => {
    // The engine reports its counts at most once a second unless told to at its next statement.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    await database.db.execute(sql`select 1`);
    return maintainTables(database.db);
  };
  const addCandidates = (from: number, to: number) =>
    database.db
      .execute(sql`insert into candidates (one_time_id, password_hash, full_name, test_type)
      select 'M-' || n, 'not-used', 'Candidate ' || n, 'mcqs' from generate_series(${from}::int, ${to}::int) n`);

  it('analyzes a table once it changed past autovacuum’s threshold, and only then', async () => {
    await maintain(); // whatever the migrations left due
    await addCandidates(1, 40);
    expect((await maintain()).analyzed).not.toContain('candidates'); // 40 ≤ 50 + 10 % of 40
    await addCandidates(41, 400);
    expect((await maintain()).analyzed).toContain('candidates');
    expect(await maintain()).toEqual({ analyzed: [], vacuumed: [] });
    const [stats] = await queryRows<{ reltuples: number }>(
      database.db,
      sql`select reltuples::int as reltuples from pg_class where relname = 'candidates'`,
    );
    expect(stats?.reltuples).toBe(400);
  });

  it('vacuums a table whose dead rows pass 50 + 20 %, and analyzes it when due', async () => {
    await database.db.execute(sql`delete from candidates where one_time_id like 'M-%' and
      substring(one_time_id from 3)::int > 250`);
    const run = await maintain();
    expect(run.vacuumed).toContain('candidates');
    expect(run.analyzed).toContain('candidates');
    expect(await maintain()).toEqual({ analyzed: [], vacuumed: [] });
  });
});
