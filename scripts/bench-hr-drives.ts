/**
 * One drive among many, for `npm run bench:hr`: 10,000 candidates in 20 drives of 500 (a campus
 * season), seeded in a few statements into a database of their own, most of them with a test
 * (70 % submitted with a score and ten answers, 10 % answering now, 20 % not started). Then the
 * views HR opens for one drive, each called as the console calls it (signed in, over loopback):
 * the results' first page, the passed ones, the live board's snapshot, the cohort summary and the
 * item analysis; p50 and p95 of 20 calls after 3 to warm up. The first page of the results and
 * the board of one drive have a target (`targetMs`); missing it sets the exit code.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../api/db/database.ts';
import { insertDemoBank } from '../api/db/seed/demo-mcq-bank.ts';
import { hashPassword } from '../api/lib/password.ts';

export const drives = 20;
export const perDrive = 500;
const targetMs = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** `Drive 01` … `Drive 20`. */
const driveName = (k: number) => `Drive ${String(k).padStart(2, '0')}`;

export async function seedDrives(database: Database): Promise<void> {
  const db = database.db;
  await insertDemoBank(db);
  const hash = await hashPassword('not-used-by-the-bench', 'generated');
  const total = drives * perDrive;
  // The drives (of the default assessment, which start-up gives them), then candidate g in drive
  // 1 + g % 20; four in five take an MCQ round (mcqs or both).
  await db.execute(sql`
    insert into drives (name) select 'Drive ' || lpad(d::text, 2, '0') from generate_series(1, ${drives}) d`);
  await db.execute(sql`
    insert into candidates (one_time_id, password_hash, full_name, email, test_type, cohort, created_at)
    select 'DRV-' || lpad(g::text, 5, '0'), ${hash}, 'Drive Student ' || g,
      'drive' || g || '@campus.example',
      (array['mcqs', 'both', 'mcqs', 'both', 'practical'])[1 + g % 5],
      'Drive ' || lpad((1 + g % ${drives})::text, 2, '0'),
      now() - g * interval '1 second'
    from generate_series(1, ${total}) g`);
  // The same ten questions for everyone; right answers from a hash of the candidate (0 to 10).
  await db.execute(sql`
    with drawn as (
      select jsonb_agg(id::text order by id) as ids,
        jsonb_agg(jsonb_build_object('id', id, 'version', version, 'question', question,
          'options', options, 'correctOptionIndex', correct_option_index) order by id) as questions
      from (select * from mcq_questions where active order by id limit 10) q
    ), chosen as (
      select c.id, substring(c.one_time_id from 5)::int as g,
        abs(hashtext(c.id::text)) % 11 as right_count
      from candidates c where c.test_type <> 'practical'
    ), started as (
      insert into mcq_attempts (candidate_id, question_ids, questions, current_index,
        current_served_at, current_deadline_at, started_at, submitted_at, submit_reason,
        total_questions, attempted_count, right_count, wrong_count, score_percent,
        seconds_per_question, pass_percent)
      select chosen.id, drawn.ids, drawn.questions, case when g % 10 < 7 then 9 else 4 end,
        now() - interval '5 minutes',
        case when g % 10 < 7 then now() - interval '4 minutes' else now() + interval '1 hour' end,
        now() - interval '15 minutes',
        case when g % 10 < 7 then now() - interval '4 minutes' end,
        case when g % 10 < 7 then (array['completed', 'time-up', 'tab-hidden'])[1 + g % 3] end,
        case when g % 10 < 7 then 10 end, case when g % 10 < 7 then 10 end,
        case when g % 10 < 7 then right_count end, case when g % 10 < 7 then 10 - right_count end,
        case when g % 10 < 7 then right_count * 10 end, 60, 75
      from chosen, drawn where g % 10 < 8
      returning id, candidate_id, question_ids, right_count, submitted_at
    ), logged as (
      insert into attempt_events (attempt_id, at, type, question_index, detail)
      select id, now() - interval '15 minutes', 'started', null, null from started
    )
    insert into mcq_answers (attempt_id, question_index, question_id, selected_option_index,
      is_correct, recorded_at, via)
    select s.id, i, (s.question_ids->>i)::uuid, case when i < s.right_count then 0 else 1 end,
      i < s.right_count, now() - interval '14 minutes' + i * interval '30 seconds', 'next'
    from started s, generate_series(0, 9) i
    where s.submitted_at is not null`);
  await db.execute(sql`analyze`);
}

async function timed(base: string, cookie: string, path: string) {
  const samples: number[] = [];
  for (let i = 0; i < 23; i++) {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 3) samples.push(performance.now() - t);
  }
  return samples.sort((a, b) => a - b);
}

/** Seeds the drives and prints each view's figures; false when a target was missed. */
export async function measureDrives(
  base: string,
  session: { cookie: string },
  database: Database,
): Promise<boolean> {
  const t = performance.now();
  await seedDrives(database);
  console.log(
    `Drives: ${drives * perDrive} candidates in ${drives} drives of ${perDrive} (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s); one drive's views, 20 calls each:`,
  );
  const drive = encodeURIComponent(driveName(7));
  let met = true;
  for (const [label, path, target] of [
    ['results, first page (whole season)', '/api/hr/results?limit=50', false],
    ['results, first page of one drive', `/api/hr/results?cohort=${drive}&limit=50`, true],
    ['results, passed of one drive', `/api/hr/results?cohort=${drive}&passed=true&limit=50`, false],
    ['live board of one drive (snapshot)', `/api/hr/board?cohort=${drive}`, true],
    ['cohort summary of one drive', `/api/hr/cohort?cohort=${drive}`, false],
    ['item analysis of one drive', `/api/hr/item-analysis?cohort=${drive}`, false],
  ] as const) {
    const sorted = await timed(base, session.cookie, path);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const verdict = target ? (p95 < targetMs ? '  (target met)' : '  (target MISSED)') : '';
    if (target && p95 >= targetMs) met = false;
    console.log(
      `  ${label.padEnd(38)} p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms${verdict}`,
    );
  }
  console.log(
    met
      ? `Target met: one drive's results and board, first page under ${targetMs} ms (p95).`
      : `Target MISSED: ${targetMs} ms for one drive's results or board (p95).`,
  );
  return met;
}
