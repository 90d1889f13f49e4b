import { describe, expect, it } from 'vitest';
import { insertAttempt, submitted } from '../test-support/attempt-rows.ts';
import { insertCandidate, setDefaultAssessment } from '../test-support/candidates.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * The cohort view's figures on a fixed cohort whose every figure is worked out by hand below.
 * Attempts are written straight into the table the MCQ API writes (its own tests cover how).
 */
describe(`HR cohort summary (${testEngine})`, () => {
  let counter = 0;
  const day1 = new Date('2026-11-23T05:00:00Z');
  const day2 = new Date('2026-11-24T05:00:00Z');

  const h = useHrHarness({
    staff: [['reviewer@example.com', 'reviewer']],
    async seed(database) {
      await seed({ attempt: { right: 20, total: 20, reason: 'completed' } }); // 100 %
      await seed({ attempt: { right: 16, total: 20, reason: 'completed' } }); // 80 %
      await seed({ attempt: { right: 15, total: 20, reason: 'time-up' } }); // 75 %: not above 75
      await seed({ attempt: { right: 15, total: 20, reason: 'tab-hidden' } }); // 75 %
      await seed({ attempt: { right: 12, total: 20, reason: 'completed' } }); // 60 %
      await seed({ attempt: { right: 0, total: 20, reason: 'connection-lost' } }); // 0 %
      await seed({ attempt: { right: 3, total: 4, reason: 'focus-lost' } }); // 75 % of 4
      await seed({ attempt: { right: 0, total: 20, reason: null } }); // under way
      await seed({}); // not started
      await seed({ testType: 'practical' }); // no MCQ round
      // A retake: the retired 100 % is not the result, the current 50 % is.
      const retaker = await seed({ attempt: { right: 10, total: 20, reason: 'completed' } });
      await insertAttempt(database, {
        candidateId: retaker.id,
        questions: [],
        currentIndex: 0,
        currentDeadlineAt: day1,
        startedAt: day1,
        retiredAt: day1,
        retiredReason: 'retake',
        ...submitted({ at: day1, reason: 'completed', total: 20, right: 20 }),
      });
      // The next day's drive: one `both` candidate at 95 %.
      await seed({
        testType: 'both',
        startedAt: day2,
        attempt: { right: 19, total: 20, reason: 'completed' },
      });
    },
  });
  const client = (env: NodeJS.ProcessEnv = {}) => h.signedIn('reviewer@example.com', h.app(env));

  async function seed(options: {
    testType?: 'mcqs' | 'practical' | 'both';
    /** Right of total, and how the test ended; null: started, not submitted; absent: no attempt. */
    attempt?: { right: number; total: number; reason: string | null; retired?: boolean };
    startedAt?: Date;
  }) {
    const n = ++counter;
    const candidate = await insertCandidate(h.database, {
      oneTimeId: `COH-${n}`,
      fullName: `Cohort ${n}`,
      testType: options.testType ?? 'mcqs',
    });
    const a = options.attempt;
    if (!a) return candidate;
    const startedAt = options.startedAt ?? day1;
    await insertAttempt(h.database, {
      candidateId: candidate.id,
      questions: [],
      currentIndex: a.total - 1,
      startedAt,
      ...(a.retired ? { retiredAt: startedAt, retiredReason: 'retake' } : {}),
      ...(a.reason === null
        ? {}
        : submitted({
            at: new Date(startedAt.getTime() + 600_000),
            reason: a.reason,
            total: a.total,
            right: a.right,
          })),
    });
    return candidate;
  }

  /** 20 bars of 5 points with these counts (bar index → tests). */
  const bars = (counts: Record<number, number>) =>
    Array.from({ length: 20 }, (_, i) => ({ from: i * 5, to: i * 5 + 5, tests: counts[i] ?? 0 }));

  it('sums up the whole cohort: histogram with the cut between bars, pass rate, exact scores, endings', async () => {
    const res = await (await client()).get('/api/hr/cohort');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      passPercent: 75,
      // Attempts seeded without settings of their own take the mark in force.
      passMarks: [{ passPercent: 75, tests: 9 }],
      // Of 12: 10 started (not the one never started, nor the practical-only one).
      funnel: {
        invited: 12,
        started: 10,
        submitted: 9,
        passed: 3,
        practicalSubmitted: 0,
        decided: 0,
      },
      // 12 candidates; 9 submitted tests (not the one under way, the two never started, the
      // practical-only one); above 75: 100, 80, 95 (the three at exactly 75 are not above).
      candidates: 12,
      submitted: 9,
      passed: 3,
      passRate: 3 / 9,
      scores: [
        { right: 0, total: 20, tests: 1 },
        { right: 10, total: 20, tests: 1 },
        { right: 12, total: 20, tests: 1 },
        { right: 3, total: 4, tests: 1 },
        { right: 15, total: 20, tests: 2 },
        { right: 16, total: 20, tests: 1 },
        { right: 19, total: 20, tests: 1 },
        { right: 20, total: 20, tests: 1 },
      ],
      // [0, 5]: 0 %; (45, 50]: 50 %; (55, 60]: 60 %; (70, 75]: the three 75 %; (75, 80]: 80 %;
      // (90, 95]: 95 %; (95, 100]: 100 %.
      histogram: bars({ 0: 1, 9: 1, 11: 1, 14: 3, 15: 1, 18: 1, 19: 1 }),
      endings: [
        { reason: 'completed', tests: 5 },
        { reason: 'connection-lost', tests: 1 },
        { reason: 'focus-lost', tests: 1 },
        { reason: 'tab-hidden', tests: 1 },
        { reason: 'time-up', tests: 1 },
      ],
    });
  });

  it('takes the results filters: a test type, a day, passed or not', async () => {
    const hr = await client();
    const both = await hr.get('/api/hr/cohort?testType=both');
    expect(both.body).toMatchObject({
      candidates: 1,
      submitted: 1,
      passed: 1,
      passRate: 1,
      histogram: bars({ 18: 1 }),
      endings: [{ reason: 'completed', tests: 1 }],
    });
    const firstDay = await hr.get(
      `/api/hr/cohort?from=2026-11-23T00:00:00%2B05:30&to=2026-11-24T00:00:00%2B05:30`,
    );
    // Day 1's nine started tests (the under-way one included); the never-started are left out.
    expect(firstDay.body).toMatchObject({ candidates: 9, submitted: 8, passed: 2 });
    const failed = await hr.get('/api/hr/cohort?passed=false');
    expect(failed.body).toMatchObject({ candidates: 6, submitted: 6, passed: 0, passRate: 0 });
    const nobody = await hr.get('/api/hr/cohort?testType=practical');
    expect(nobody.body).toMatchObject({
      candidates: 1,
      submitted: 0,
      passed: 0,
      passRate: null,
      scores: [],
      endings: [],
      histogram: bars({}),
    });
  });

  it('counts by the pass mark in force, strictly above it', async () => {
    await setDefaultAssessment(h.database, { passPercent: 74.5 });
    const lower = await (await client()).get('/api/hr/cohort');
    // Now the three at 75 % pass too.
    expect(lower.body).toMatchObject({ passPercent: 74.5, passed: 6, passRate: 6 / 9 });
    await setDefaultAssessment(h.database, { passPercent: 75 });
  });

  it('refuses a bad filter and a visitor without a session', async () => {
    const hr = await client();
    expect((await hr.get('/api/hr/cohort?passed=maybe')).status).toBe(400);
    const backwards = await hr.get(
      '/api/hr/cohort?from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('from must be before to');
    const anonymous = hrClient(h.app());
    expect((await anonymous.get('/api/hr/cohort')).status).toBe(401);
  });
});
