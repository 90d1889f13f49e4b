import { describe, expect, it } from 'vitest';
import type { DrawnQuestion } from '../db/schema/mcq-attempts.ts';
import { mcqQuestions } from '../db/schema/question-bank.ts';
import { parseCsv } from '../lib/csv.ts';
import { insertAnswers, insertAttempt, submitted } from '../test-support/attempt-rows.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { downloadCsv } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const morning = 'Campus drive';
// A name that starts like the other: a drive is matched whole, never by its beginning.
const afternoon = 'Campus drive, afternoon';

/**
 * Results, their exports, item analysis and the cohort summary of one drive (`cohort=`): two
 * drives and candidates of none, each endpoint counting only the drive asked for.
 */
describe(`HR results by drive (${testEngine})`, () => {
  let bank: DrawnQuestion[] = [];
  const h = useHrHarness({
    env: { MCQ_PASS_PERCENT: '60' },
    bank: true,
    staff: [['reviewer@example.com', 'reviewer']],
    async seed(database) {
      const rows = await database.db.select().from(mcqQuestions).orderBy(mcqQuestions.createdAt);
      bank = rows.slice(0, 4).map((q) => ({ ...q, version: 1 }));
      await seed('DRV-A1', morning, 4); // 100 %: passes
      await seed('DRV-A2', morning, 1); // 25 %
      await seed('DRV-B1', afternoon, 3); // 75 %: passes
      await seed('DRV-N1', null, 2); // no drive, 50 %
      await seed('DRV-N2', null, null); // no drive, not started
    },
  });
  const hr = () => h.signedIn('reviewer@example.com');

  /** A candidate of `cohort` who answered all four questions, `right` of them right (null: no test). */
  async function seed(oneTimeId: string, cohort: string | null, right: number | null) {
    const candidate = await insertCandidate(h.database, { oneTimeId, cohort });
    if (right === null) return;
    const startedAt = new Date('2026-11-23T10:00:00Z');
    const attempt = await insertAttempt(h.database, {
      candidateId: candidate.id,
      questions: bank,
      currentIndex: 3,
      startedAt,
      ...submitted({ at: new Date('2026-11-23T10:05:00Z'), reason: 'completed', total: 4, right }),
    });
    await insertAnswers(
      h.database,
      ...bank.map((question, i) => ({
        attemptId: attempt.id,
        questionIndex: i,
        question,
        chosen: i < right ? question.correctOptionIndex : (question.correctOptionIndex + 1) % 4,
        recordedAt: new Date(startedAt.getTime() + (i + 1) * 30_000),
      })),
    );
  }

  const oneTimeIdsOf = (items: { oneTimeId: string }[]) => items.map((r) => r.oneTimeId).sort();

  it("lists only the drive's candidates, matched whole and in any case, with their drive", async () => {
    const client = await hr();
    const all = await client.get('/api/hr/results?limit=100');
    expect(all.body.total).toBe(5);
    const drive = await client.get(`/api/hr/results?cohort=${encodeURIComponent('CAMPUS DRIVE ')}`);
    expect(drive.status, drive.text).toBe(200);
    expect(drive.body.total).toBe(2);
    expect(oneTimeIdsOf(drive.body.items)).toEqual(['DRV-A1', 'DRV-A2']);
    expect(drive.body.items[0]).toMatchObject({ cohort: morning });
    const passed = await client.get(
      `/api/hr/results?cohort=${encodeURIComponent(morning)}&passed=true`,
    );
    expect(oneTimeIdsOf(passed.body.items)).toEqual(['DRV-A1']);
    const other = await client.get(`/api/hr/results?cohort=${encodeURIComponent(afternoon)}`);
    expect(oneTimeIdsOf(other.body.items)).toEqual(['DRV-B1']);
  });

  it('exports the one-time ID and the drive at the end of results.csv, for one drive or all', async () => {
    const client = await hr();
    const header =
      'candidate_id,name,email,test_type,started_at,submitted_at,submit_reason,attempted,right,wrong,score_pct,passed,late_answers,offline_seconds,practical_status,practical_late,decision,reviewer,one_time_id,drive,assessment';
    const all = await downloadCsv(client, '/api/hr/results.csv', {
      fileName: 'results.csv',
      header,
    });
    expect(all.rows.map((r) => r.slice(-3, -1)).sort()).toEqual([
      ['DRV-A1', morning],
      ['DRV-A2', morning],
      ['DRV-B1', afternoon],
      ['DRV-N1', ''],
      ['DRV-N2', ''],
    ]);
    const drive = await downloadCsv(
      client,
      `/api/hr/results.csv?cohort=${encodeURIComponent(afternoon)}`,
      { fileName: 'results.csv', header },
    );
    expect(drive.rows).toHaveLength(1);
    expect(drive.rows[0]).toEqual(expect.arrayContaining(['DRV-B1', afternoon, '75', 'true']));
  });

  it("exports only the drive's answers, each with the candidate's one-time ID last", async () => {
    const { rows } = await downloadCsv(
      await hr(),
      `/api/hr/answers.csv?cohort=${encodeURIComponent(morning)}`,
      {
        fileName: 'answers.csv',
        header:
          'candidate_id,question_id,question_version,served_at,answered_at,seconds_taken,chosen_option,correct,synced_late,one_time_id,drive,assessment',
      },
    );
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.at(-3)))).toEqual(new Set(['DRV-A1', 'DRV-A2']));
    expect(new Set(rows.map((r) => r.at(-2)))).toEqual(new Set([morning]));
  });

  it("analyses only the drive's attempts", async () => {
    const client = await hr();
    expect((await client.get('/api/hr/item-analysis')).body.attempts).toBe(4);
    const drive = await client.get(`/api/hr/item-analysis?cohort=${encodeURIComponent(morning)}`);
    expect(drive.status, drive.text).toBe(200);
    expect(drive.body.attempts).toBe(2);
    const first = drive.body.items.find(
      (i: { questionId: string }) => i.questionId === bank[0]?.id,
    );
    // Both of the drive's candidates answered the first question right; the others are not counted.
    expect(first).toMatchObject({ answers: 2 });
  });

  it("sums up only the drive's tests in the cohort summary and its histogram", async () => {
    const client = await hr();
    const drive = await client.get(`/api/hr/cohort?cohort=${encodeURIComponent(morning)}`);
    expect(drive.status, drive.text).toBe(200);
    expect(drive.body).toMatchObject({
      candidates: 2,
      submitted: 2,
      passed: 1,
      passRate: 0.5,
      scores: [
        { right: 1, total: 4, tests: 1 },
        { right: 4, total: 4, tests: 1 },
      ],
    });
    const bars = drive.body.histogram.filter((bar: { tests: number }) => bar.tests > 0);
    expect(bars).toEqual([
      { from: 20, to: 25, tests: 1 },
      { from: 95, to: 100, tests: 1 },
    ]);
  });

  it('answers an unknown drive with nothing, and an over-long one with a clear 400', async () => {
    const client = await hr();
    expect((await client.get('/api/hr/results?cohort=Nowhere')).body).toMatchObject({
      total: 0,
      items: [],
    });
    expect(parseCsv((await client.get('/api/hr/results.csv?cohort=Nowhere')).text)).toHaveLength(1);
    expect(parseCsv((await client.get('/api/hr/answers.csv?cohort=Nowhere')).text)).toHaveLength(1);
    expect((await client.get('/api/hr/item-analysis?cohort=Nowhere')).body).toMatchObject({
      attempts: 0,
      items: [],
    });
    expect((await client.get('/api/hr/cohort?cohort=Nowhere')).body).toMatchObject({
      candidates: 0,
      submitted: 0,
      passRate: null,
    });
    const paths = ['results', 'results.csv', 'answers.csv', 'item-analysis', 'cohort'];
    for (const path of paths) {
      const long = await client.get(`/api/hr/${path}?cohort=${'x'.repeat(201)}`);
      expect(long.status, path).toBe(400);
      expect(long.body.message).toBe('cohort must be at most 200 characters');
      expect((await client.get(`/api/hr/${path}?cohort=${'x'.repeat(200)}`)).status, path).toBe(
        200,
      );
    }
  });
});
