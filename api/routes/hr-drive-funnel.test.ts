import { describe, expect, it } from 'vitest';
import { hrDecisions, type DecisionKind } from '../db/schema/hr-decisions.ts';
import { practicalRounds, practicalSubmissions } from '../db/schema/practical.ts';
import { insertAttempt, submitted } from '../test-support/attempt-rows.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const drive = 'Funnel drive';
const startedAt = new Date('2026-11-23T05:00:00Z');

/**
 * A drive's funnel on the cohort summary: invited, started, submitted, passed, practical
 * submitted, decided, each worked out by hand on seven candidates of the drive and one of another.
 */
describe(`A drive's funnel (${testEngine})`, () => {
  let counter = 0;
  const h = useHrHarness({
    staff: [['reviewer@example.com', 'reviewer']],
    async seed() {
      await seed({}); // invited only
      await seed({ right: null }); // answering now: started
      await seed({ right: 5 }); // submitted, 50 %: not passed
      await seed({ testType: 'both', right: 9, practical: true, decisions: ['practical-pass'] });
      // Accepted, then reopened: the newest decision is no verdict, so not decided.
      await seed({ right: 8, decisions: ['accept', 'reopen'] });
      await seed({ right: 8, decisions: ['invalidate'] }); // passed by score, decided
      // A practical-only test: submitted by its upload, and failed by a reviewer.
      await seed({ testType: 'practical', practical: true, decisions: ['practical-fail'] });
      await seed({ cohort: 'Another drive', right: 10, decisions: ['accept'] });
    },
  });

  async function seed(options: {
    testType?: 'mcqs' | 'practical' | 'both';
    /** Right answers of 10 (null: started, not submitted; absent: no MCQ attempt). */
    right?: number | null;
    practical?: boolean;
    decisions?: DecisionKind[];
    cohort?: string;
  }) {
    const candidate = await insertCandidate(h.database, {
      oneTimeId: `FUN-${++counter}`,
      testType: options.testType ?? 'mcqs',
      cohort: options.cohort ?? drive,
    });
    const db = h.database.db;
    if (options.right !== undefined) {
      await insertAttempt(h.database, {
        candidateId: candidate.id,
        questions: [],
        currentIndex: 9,
        startedAt,
        ...(options.right === null
          ? {}
          : submitted({ at: startedAt, reason: 'completed', total: 10, right: options.right })),
      });
    }
    if (options.practical) {
      await db.insert(practicalRounds).values({
        candidateId: candidate.id,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + 3_600_000),
        durationSeconds: 3600,
        clientStartTime: '2026-11-23 10:30:00',
      });
      await db.insert(practicalSubmissions).values({
        candidateId: candidate.id,
        submittedAt: new Date(startedAt.getTime() + 1_800_000),
        fileName: 'work.zip',
        sizeBytes: 100,
        timeTakenSeconds: 1800,
        lateBySeconds: 0,
        sha256: 'b'.repeat(64),
        entryCount: 1,
        containsNodeModules: false,
        archiveIssues: [],
        sampleEntries: ['index.js'],
      });
    }
    for (const kind of options.decisions ?? [])
      await db.insert(hrDecisions).values({
        candidateId: candidate.id,
        kind,
        reason: 'Reviewed',
        decidedAt: startedAt,
      });
  }

  it('counts each step of the drive, and only its candidates', async () => {
    const client = await h.signedIn('reviewer@example.com');
    const one = await client.get(`/api/hr/cohort?cohort=${encodeURIComponent(drive)}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.funnel).toEqual({
      invited: 7,
      started: 6,
      submitted: 5,
      passed: 3,
      practicalSubmitted: 2,
      decided: 3,
    });
    const all = await client.get('/api/hr/cohort');
    expect(all.body.funnel).toMatchObject({ invited: 8, passed: 4, decided: 4 });
  });
});
