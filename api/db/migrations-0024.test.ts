import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from './database.ts';
import { runMigrations } from './migrate.ts';
import { queryRows } from './query-rows.ts';
import { ensureDefaultAssessment } from '../services/assessments/kept-assessments.ts';
import { testEngine } from '../test-support/test-database.ts';
import { migrationsUpTo, olderDatabase } from '../test-support/older-database.ts';

/**
 * Issue 36's migration on a database as the build before assessments left it (migrations up to
 * 0022): the saved test settings become the default assessment, each distinct cohort a drive of
 * it (case kept: two spellings stay two drives, nothing is merged behind HR's back), and every
 * attempt is of it; without saved settings, start-up makes the default from the environment.
 */
describe(`Migrating to assessments and drives (${testEngine})`, () => {
  let work: string;
  let folder: string;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'migrate-0024-'));
    folder = await migrationsUpTo(work, 23, '0022_attempt_settings');
  });

  afterAll(async () => {
    for (const db of opened) await db.close();
    await rm(work, { recursive: true, force: true });
  });
  async function seedOlder(database: Database, savedSettings: boolean) {
    if (savedSettings)
      await database.db.execute(sql`
        insert into test_settings (id, question_count, questions_per_category, shuffle_options,
          seconds_per_question, pass_percent, practical_minutes, notify_hr, saved_at)
        values (1, 3, '{"SQL": 3}', true, 40, 33.3, 45, false, '2026-11-20T10:00:00Z')`);
    await database.db.execute(sql`
      insert into candidates (one_time_id, password_hash, full_name, test_type, cohort, created_at)
      values ('M-1', 'x', 'Asha', 'mcqs', 'Campus A', '2026-11-20T09:00:00Z'),
             ('M-2', 'x', 'Bhavin', 'mcqs', 'Campus A', '2026-11-20T09:30:00Z'),
             ('M-3', 'x', 'Chirag', 'both', 'campus a', '2026-11-21T09:00:00Z'),
             ('M-4', 'x', 'Deepa', 'mcqs', null, '2026-11-21T10:00:00Z')`);
    await database.db.execute(sql`
      insert into mcq_attempts (candidate_id, question_ids, current_served_at, current_deadline_at,
        started_at, seconds_per_question, pass_percent)
      select id, '[]'::jsonb, now(), now(), now(), 40, 33.3 from candidates where one_time_id = 'M-1'`);
  }

  it('makes the saved settings the default assessment and each cohort a drive of it', async () => {
    const database = await olderDatabase(folder, opened);
    await seedOlder(database, true);
    await runMigrations(database);
    const [assessment] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select name, rounds, question_count, questions_per_category, shuffle_options,
        seconds_per_question, pass_percent, practical_minutes, notify_hr, is_default from assessments`,
    );
    expect(assessment).toEqual({
      name: 'Company test',
      rounds: 'both',
      question_count: 3,
      questions_per_category: { SQL: 3 },
      shuffle_options: true,
      seconds_per_question: 40,
      // Read back as written (a `real` 33.3 would be 33.2999992…).
      pass_percent: 33.3,
      practical_minutes: 45,
      notify_hr: false,
      is_default: true,
    });
    const drives = await queryRows<{ name: string; of_default: boolean; created_at: Date }>(
      database.db,
      sql`select d.name, d.assessment_id = a.id as of_default, d.created_at
        from drives d, assessments a where a.is_default order by d.name`,
    );
    expect(drives.map((d) => [d.name, d.of_default])).toEqual([
      ['Campus A', true],
      ['campus a', true],
    ]);
    // A drive is as old as its first candidate.
    expect(new Date(drives[0]?.created_at ?? 0).toISOString()).toBe('2026-11-20T09:00:00.000Z');
    const [attempt] = await queryRows<{ of_default: boolean }>(
      database.db,
      sql`select t.assessment_id = a.id as of_default from mcq_attempts t, assessments a where a.is_default`,
    );
    expect(attempt?.of_default).toBe(true);
    // Candidates keep their drive by name; the table the settings lived in is gone.
    const cohorts = await queryRows<{ cohort: string | null }>(
      database.db,
      sql`select cohort from candidates order by one_time_id`,
    );
    expect(cohorts.map((c) => c.cohort)).toEqual(['Campus A', 'Campus A', 'campus a', null]);
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'test_settings'`,
    );
    expect(left?.n).toBe(0);
    // Start-up changes nothing more.
    await ensureDefaultAssessment(database.db, loadConfig({}));
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from assessments`,
    );
    expect(count?.n).toBe(1);
  });

  it('without saved settings, start-up makes the default from the environment and gives it the drives and attempts', async () => {
    const database = await olderDatabase(folder, opened);
    await seedOlder(database, false);
    await runMigrations(database);
    const [none] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drives where assessment_id is null`,
    );
    expect(none?.n).toBe(2);
    await ensureDefaultAssessment(
      database.db,
      loadConfig({ MCQ_QUESTION_SECONDS: '50', MCQ_PASS_PERCENT: '70', MCQ_QUESTION_COUNT: '12' }),
    );
    const rows = await queryRows<{
      name: string;
      seconds_per_question: number;
      pass_percent: number;
      question_count: number;
      drives: number;
      attempts: number;
    }>(
      database.db,
      sql`select a.name, a.seconds_per_question, a.pass_percent, a.question_count,
        (select count(*)::int from drives d where d.assessment_id = a.id) as drives,
        (select count(*)::int from mcq_attempts t where t.assessment_id = a.id) as attempts
        from assessments a where a.is_default`,
    );
    expect(rows).toEqual([
      {
        name: 'Company test',
        seconds_per_question: 50,
        pass_percent: 70,
        question_count: 12,
        drives: 2,
        attempts: 1,
      },
    ]);
  });
});
