import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptEvents } from '../db/schema/mcq-attempts.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { attemptRowsOf } from '../test-support/attempt-rows.ts';
import { createCandidate } from '../test-support/candidates.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

describe(`HR attempt report and the event chain (${testEngine})`, () => {
  // 06:30:00 UTC is 12:00:00 in India, the office's zone for times in words.
  const h = useHrHarness({
    now: new Date('2026-11-23T06:30:00Z'),
    bank: true,
    staff: [['reviewer@example.com', 'reviewer']],
  });
  const { app, advance } = h;
  let counter = 0;

  const reviewer = () => h.signedIn('reviewer@example.com');

  /** A candidate answers question 1 (wrong on purpose: option 0 or 1), then hides the tab on question 2. */
  async function takeTest() {
    const candidate = await createCandidate(h.database, `REP-${++counter}`);
    const api = interviewClient(app());
    const token = await api.token(candidate.oneTimeId);
    const first = (await api.start(token)).body;
    advance(4_000);
    const second = await api.next(token, 0, 0, { givenAfterMs: 3_900 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    advance(7_000);
    const blurAt = h.clock.now.getTime() - 5_000;
    const end = await api.submit(token, {
      candidateId: candidate.id,
      reason: 'tab-hidden',
      answers: [],
      events: [
        { type: 'focus-lost', at: blurAt, questionIndex: 1 },
        { type: 'focus-regained', at: blurAt + 1_800, questionIndex: 1 },
        { type: 'tab-hidden', at: h.clock.now.getTime() - 100, questionIndex: 1 },
      ],
    });
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    return { candidate, firstQuestionId: first.data._id as string };
  }

  it('tells the attempt as a timeline with the ending in words, the answers and a verified chain', async () => {
    const { candidate, firstQuestionId } = await takeTest();
    const res = await (await reviewer()).get(`/api/hr/candidates/${candidate.id}/report`);
    expect(res.status, res.text).toBe(200);
    const report = res.body;
    expect(report.candidate.id).toBe(candidate.id);
    expect(report.ending).toBe('Ended because the tab was hidden at 12:00:11, on question 2.');
    expect(report.attempt).toMatchObject({
      submitReason: 'tab-hidden',
      submittedAt: '2026-11-23T06:30:11.000Z',
    });
    const types = report.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual([
      'started',
      'served',
      'answered',
      'served',
      'focus-lost',
      'focus-regained',
      'tab-hidden',
      'submitted',
    ]);
    const blur = report.timeline[4];
    expect(blur).toMatchObject({
      at: '2026-11-23T06:30:11.000Z',
      clientAt: '2026-11-23T06:30:06.000Z',
      questionNumber: 2,
      durationMs: 1_800,
      text: 'The test window lost focus for 1.8 s.',
    });
    // The question's time is the device's account, as in the answer table (issue 39, item 2).
    expect(report.timeline[1]).toMatchObject({
      durationMs: 3_900,
      text: 'Shown question 1; answered after 3.9 s on the device.',
    });
    expect(report.answers[0]).toMatchObject({
      questionNumber: 1,
      questionId: firstQuestionId,
      version: 1,
      chosenOption: 'A',
      settled: true,
      secondsTaken: 3.9,
      arrivedAfterSeconds: null,
      syncedLate: false,
      lateAnswer: null,
    });
    expect(report.answers[0].correct).toBe(report.answers[0].correctOption === 'A');
    expect(report.answers[1]).toMatchObject({
      questionNumber: 2,
      settled: false,
      chosenOption: null,
    });
    expect(report.chain).toMatchObject({ verifies: true, events: 8, brokenAtEventId: null });
    expect(report.chain.headHash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.decisions).toEqual([]);
  });

  it('links each event to the one before, in the statement that inserts it', async () => {
    const { candidate } = await takeTest();
    const { events } = await attemptRowsOf(h.database, candidate.id);
    expect(events[0]?.prevHash).toBeNull();
    for (let i = 1; i < events.length; i++) expect(events[i]?.prevHash).toBe(events[i - 1]?.hash);
    expect(new Set(events.map((e) => e.hash)).size).toBe(events.length);
  });

  it('says the chain fails when an event is edited, or one is deleted, in the database', async () => {
    const { candidate } = await takeTest();
    const hr = await reviewer();
    const { events } = await attemptRowsOf(h.database, candidate.id);
    const tabHidden = events.find((e) => e.type === 'tab-hidden');
    if (!tabHidden) throw new Error('no tab-hidden event');
    // Someone rewrites the reason to hide that the tab was hidden.
    await h.database.db
      .update(attemptEvents)
      .set({ type: 'focus-regained' })
      .where(eq(attemptEvents.id, tabHidden.id));
    const edited = await hr.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(edited.body.chain).toMatchObject({ verifies: false, brokenAtEventId: tabHidden.id });

    // Put back, the chain verifies again; deleting an event breaks it at the next one.
    await h.database.db
      .update(attemptEvents)
      .set({ type: 'tab-hidden' })
      .where(eq(attemptEvents.id, tabHidden.id));
    expect((await hr.get(`/api/hr/candidates/${candidate.id}/report`)).body.chain.verifies).toBe(
      true,
    );
    const blur = events.find((e) => e.type === 'focus-lost');
    await h.database.db.execute(sql`delete from attempt_events where id = ${blur?.id ?? 0}`);
    const deleted = (await hr.get(`/api/hr/candidates/${candidate.id}/report`)).body.chain;
    expect(deleted).toMatchObject({ verifies: false, events: events.length - 1 });
    expect(deleted.brokenAtEventId).toBe(
      events[events.findIndex((e) => e.id === blur?.id) + 1]?.id,
    );
  });

  it('after a retake tells the retired attempt with its reason, then the fresh one once started', async () => {
    const { candidate } = await takeTest();
    const hr = await reviewer();
    const granted = await hr.post(`/api/hr/candidates/${candidate.id}/retake`, {
      reason: 'Power cut in the hall',
    });
    expect(granted.status, granted.text).toBe(200);
    const retired = (await hr.get(`/api/hr/candidates/${candidate.id}/report`)).body;
    expect(retired.attempt).toMatchObject({
      submitReason: 'tab-hidden',
      retiredAt: h.clock.now.toISOString(),
      retiredReason: 'Power cut in the hall',
    });
    expect(retired.candidate.mcq).toBeNull();

    const api = interviewClient(app());
    const fresh = (await api.start(await api.token(candidate.oneTimeId))).body;
    expect(fresh.currentQuestionIndex).toBe(0);
    const current = (await hr.get(`/api/hr/candidates/${candidate.id}/report`)).body;
    expect(current.attempt).toMatchObject({
      submittedAt: null,
      retiredAt: null,
      retiredReason: null,
      // The settings the new attempt was started with (the defaults here), kept for its life.
      secondsPerQuestion: 60,
      passPercent: 75,
    });
    expect(current.attempt.id).not.toBe(retired.attempt.id);
    expect(current.candidate.mcq.retakes).toBe(1);
  });

  it('answers an empty report before any attempt, 404 for an unknown candidate, 401 signed out', async () => {
    const candidate = await createCandidate(h.database, `REP-${++counter}`);
    const hr = await reviewer();
    const res = await hr.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ attempt: null, ending: null, timeline: [], chain: null });
    expect(
      (await hr.get('/api/hr/candidates/00000000-0000-4000-8000-000000000000/report')).status,
    ).toBe(404);
    expect((await hr.get('/api/hr/candidates/not-an-id/report')).status).toBe(404);
    expect((await hrClient(app()).get(`/api/hr/candidates/${candidate.id}/report`)).status).toBe(
      401,
    );
  });
});
