import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reopenReturnMinutes } from '../../shared/contract/hr.ts';
import { mcqAttempts } from '../db/schema/mcq-attempts.ts';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';
import { sweepExpiredAttempts } from '../services/mcq/sweep-expired-attempts.ts';
import { loadConfig } from '../config.ts';
import { closeWithTimeLeft } from '../test-support/closed-attempt.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * Issue 39, item 1: a reopened question's time starts when the candidate is back on it. In the
 * first drive, a reopen at 09:09:26 started the question's clock at once; the candidate read the
 * rules page, and at 09:11:44 the server closed the test again as "connection lost".
 */
describe(`a reopened MCQ test waits for the candidate (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T09:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
  });
  const rules = mcqRulesFrom(loadConfig({}));
  let counter = 0;

  /** A candidate whose test closed with 40 s left on question 2 (`closeWithTimeLeft`). */
  async function closedWithTimeLeft() {
    const hr = await h.signedIn('reviewer@example.com');
    const admin = await h.signedIn('admin@example.com');
    const created = await admin.post('/api/hr/candidates', {
      name: `Reopened ${++counter}`,
      email: `reopened-${counter}@example.com`,
      testType: 'mcqs',
    });
    expect(created.status, created.text).toBe(201);
    const { candidate, credentials } = created.body as {
      candidate: { id: string };
      credentials: { oneTimeId: string; password: string };
    };
    const client = interviewClient(h.app());
    const login = async () =>
      (await client.login(credentials.oneTimeId, credentials.password)).body.accessToken as string;
    await closeWithTimeLeft(client, await login(), candidate.id, h.advance);
    return { hr, candidate, client, login };
  }

  const attemptOf = async (candidateId: string) =>
    (
      await h.database.db.select().from(mcqAttempts).where(eq(mcqAttempts.candidateId, candidateId))
    )[0];

  it('starts the question’s time when the candidate is back on it, not at the reopen', async () => {
    const { hr, candidate, client, login } = await closedWithTimeLeft();
    const reopened = await hr.post(`/api/hr/candidates/${candidate.id}/reopen`, {
      reason: 'Tab switched by accident',
    });
    expect(reopened.status, reopened.text).toBe(200);
    // The candidate logs in and reads the rules page for five minutes: longer than the 40 s left
    // and the reconnect window together. The sweeper runs meanwhile.
    h.advance(5 * 60_000);
    await sweepExpiredAttempts(h.database.db, h.clock.now, rules);
    expect(await attemptOf(candidate.id)).toMatchObject({ submittedAt: null });
    const token = await login();
    const state = (await client.start(token)).body;
    expect(state.currentQuestionIndex).toBe(1);
    expect(Date.parse(state.deadlineAt) - h.clock.now.getTime()).toBe(40_000);
    // A second start (a reload) resumes the same clock; it does not give the time again.
    h.advance(15_000);
    const again = (await client.start(token)).body;
    expect(Date.parse(again.deadlineAt) - h.clock.now.getTime()).toBe(25_000);
    // The answer counts and the test goes on.
    const next = await client.next(token, 1, 2);
    expect(next.status).toBe(200);
    expect(next.body.currentQuestionIndex).toBe(2);
  });

  it('counts an answer from a window that skipped the start, timed from its arrival', async () => {
    const { hr, candidate, client, login } = await closedWithTimeLeft();
    expect(
      (await hr.post(`/api/hr/candidates/${candidate.id}/reopen`, { reason: 'Power cut' })).status,
    ).toBe(200);
    h.advance(10 * 60_000);
    const token = await login();
    const res = await client.next(token, 1, 3);
    expect(res.status).toBe(200);
    expect(res.body.currentQuestionIndex).toBe(2);
    expect((await attemptOf(candidate.id))?.resumeSeconds).toBeNull();
  });

  it(`closes the test as abandoned when the candidate is not back within ${reopenReturnMinutes} minutes`, async () => {
    const { hr, candidate } = await closedWithTimeLeft();
    expect(
      (await hr.post(`/api/hr/candidates/${candidate.id}/reopen`, { reason: 'Power cut' })).status,
    ).toBe(200);
    // (The sweeper also closes other tests of this file that were left open.)
    h.advance(reopenReturnMinutes * 60_000);
    await sweepExpiredAttempts(h.database.db, h.clock.now, rules);
    expect(await attemptOf(candidate.id)).toMatchObject({ submittedAt: null });
    h.advance(rules.reconnectWindowMs + 1000);
    await sweepExpiredAttempts(h.database.db, h.clock.now, rules);
    expect(await attemptOf(candidate.id)).toMatchObject({ submitReason: 'connection-lost' });
  });
});
