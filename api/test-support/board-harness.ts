import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database.ts';
import { candidates } from '../db/schema/candidates.ts';
import { practicalTasks } from '../db/schema/question-bank.ts';
import type { TestType } from '../domain/rounds.ts';
import type { BoardRowView } from '../../shared/contract/hr-board.ts';
import { createCandidate, ensureDrive, seedQuestionBank } from './candidates.ts';
import { createStaffAccount, hrClient } from './hr-client.ts';
import { interviewClient, sendPracticalUpload } from './interview-client.ts';
import { createTestApp } from './test-app.ts';
import { testClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';
import { makeZip } from './zips.ts';

/**
 * For the live board's API tests: a database with the bank, a clock the test moves (10:00 in
 * India on 24 Nov 2026), apps that poll fast, a signed-in reviewer, and candidates of a cohort who
 * take their tests through the real interview API.
 */
export function useBoardHarness(env: Record<string, string> = {}) {
  let database: Database & { url?: string };
  const { clock, advance } = testClock(new Date('2026-11-24T04:30:00.000Z'));
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedQuestionBank(database);
    await database.db.insert(practicalTasks).values([{ position: 0, question: 'Build it' }]);
    await createStaffAccount(database, 'reviewer@example.com', 'reviewer');
  });
  afterAll(() => database.close());

  /** An app (one API instance: its own board poller) over the shared database and clock. */
  const setup = () =>
    createTestApp(database, {
      now: () => clock.now,
      env: { BOARD_POLL_MS: '40', BOARD_HEARTBEAT_SECONDS: '1', ...env },
    });

  async function reviewer(app = setup().app) {
    const hr = hrClient(app);
    await hr.as('reviewer@example.com');
    return hr;
  }

  /** A candidate in `cohort`, logged in, with helpers to take the test as their browser would. */
  async function candidate(cohort: string, testType: TestType = 'mcqs') {
    const row = await createCandidate(database, `BRD-${++counter}`, testType);
    await ensureDrive(database, cohort);
    await database.db.update(candidates).set({ cohort }).where(eq(candidates.id, row.id));
    const api = () => interviewClient(setup().app);
    const token = await api().token(row.oneTimeId);
    return {
      id: row.id,
      token,
      start: () => api().start(token),
      answer: (index: number, option: number | null, givenAfterMs?: number) =>
        api().next(token, index, option, givenAfterMs === undefined ? {} : { givenAfterMs }),
      submit: (reason: string) => api().submit(token, { candidateId: row.id, reason, answers: [] }),
      post: (path: string, body: unknown) =>
        setup().app.request(`/api/interview${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      async upload() {
        const zip = await makeZip({ 'index.js': 'console.log(1)' });
        return sendPracticalUpload(setup().app, token, new Blob([new Uint8Array(zip)]));
      },
    };
  }

  return {
    db: () => database,
    clock,
    advance,
    setup,
    reviewer,
    candidate,
  };
}

/** The row of `candidateId` among `rows`, failing when it is not there. */
export function rowOf(rows: BoardRowView[], candidateId: string): BoardRowView {
  const row = rows.find((r) => r.candidateId === candidateId);
  if (!row) throw new Error(`no board row for ${candidateId}`);
  return row;
}
