import { describe, expect, it } from 'vitest';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';
import {
  acceptLateAnswer,
  previewLateAnswerAcceptance,
} from '../services/mcq/late-answer-review.ts';
import { sweepExpiredAttempts } from '../services/mcq/sweep-expired-attempts.ts';
import { correctOptionOf } from '../test-support/candidates.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const h = useMcqHarness();
const { api, clock } = h;

/** A candidate on question `index` (earlier ones answered right), with its served time and deadline. */
async function atQuestion(index: number, device?: string) {
  const candidate = await h.newCandidate();
  let state = (await api().start(candidate.token, device)).body;
  for (let i = 0; i < index; i++) {
    h.advance(3000);
    const right = await correctOptionOf(h.db(), state.data._id);
    state = (await api().next(candidate.token, i, right, { device })).body;
  }
  return {
    ...candidate,
    state,
    right: await correctOptionOf(h.db(), state.data._id),
    servedAt: new Date(state.servedAt).getTime(),
    deadline: new Date(state.deadlineAt).getTime(),
  };
}

describe(`answers that arrive after their window (${testEngine})`, () => {
  it('keeps an answer given in time that arrives 200 s after the deadline, after the sweeper closed the test', async () => {
    // DEMO-BOTH's day: Q1 answered; on Q2 the network drops at 0:57, an option is ticked and the
    // answer waits on the device; the connection returns 200 s after the deadline.
    const c = await atQuestion(1);
    clock.now = new Date(c.deadline + 120_001);
    expect(await sweepExpiredAttempts(h.db().db, clock.now, h.rules())).toBe(1);
    clock.now = new Date(c.deadline + 200_000);
    const late = await api().next(c.token, 1, c.right, { givenAfterMs: 3000 });

    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ submitted: true, kept: true });
    expect(late.body.data).toMatchObject({
      submitReason: 'connection-lost',
      attemptedQuestionsCount: 1,
      rightAnswersCount: 1,
      keptForReview: 1,
    });
    const { kept, events } = await h.attemptOf(c.id);
    expect(kept).toMatchObject([
      {
        questionIndex: 1,
        selectedOptionIndex: c.right,
        givenAfterMs: 3000,
        arrivedAt: new Date(c.deadline + 200_000),
        keptBecause: 'attempt-closed',
        status: 'kept',
      },
    ]);
    const logged = events.find((e) => e.type === 'late-answer-kept');
    expect(logged?.detail).toEqual({
      arrivedAt: new Date(c.deadline + 200_000).toISOString(),
      givenAt: new Date(c.servedAt + 3000).toISOString(),
      givenAfterMs: 3000,
      offlineGapMs: c.deadline + 200_000 - (c.servedAt + 3000),
      counted: false,
      keptBecause: 'attempt-closed',
      selectedOptionIndex: c.right,
    });
    // The result the candidate reads says one answer waits for HR.
    expect((await api().result(c.token)).body.data.keptForReview).toBe(1);
    // The same answer sent again (the outbox retrying) is kept once.
    expect((await api().next(c.token, 1, c.right, { givenAfterMs: 3000 })).body.kept).toBe(false);
    expect((await h.attemptOf(c.id)).kept).toHaveLength(1);
  });

  it('lets HR accept a kept answer: the preview is the regrade, and it counts from then on', async () => {
    const c = await atQuestion(1);
    clock.now = new Date(c.deadline + 200_000);
    await api().next(c.token, 1, c.right, { givenAfterMs: 55_000 });
    const [kept] = (await h.attemptOf(c.id)).kept;
    const preview = await previewLateAnswerAcceptance(h.db().db, kept?.id ?? 0);
    expect(preview.before).toMatchObject({ rightCount: 1, attemptedCount: 1 });
    expect(preview.after).toMatchObject({ rightCount: 2, attemptedCount: 2, percent: 20 });

    const decided = await acceptLateAnswer(
      h.db().db,
      kept?.id ?? 0,
      { by: 'hr@example.com', reason: 'Network outage confirmed by the exam room' },
      clock.now,
    );
    expect(decided).toEqual(preview);
    const result = (await api().result(c.token)).body.data;
    expect(result).toMatchObject({ rightAnswersCount: 2, finalResult: '20%', keptForReview: 0 });
    const { answers, events } = await h.attemptOf(c.id);
    expect(answers.find((a) => a.questionIndex === 1)).toMatchObject({
      via: 'hr',
      syncedLate: true,
    });
    expect(events.at(-1)).toMatchObject({
      type: 'late-answer-accepted',
      detail: { by: 'hr@example.com', reason: 'Network outage confirmed by the exam room' },
    });
    await expect(
      acceptLateAnswer(h.db().db, kept?.id ?? 0, { by: 'x', reason: 'again' }, clock.now),
    ).rejects.toThrow('already been accepted');
  });

  it('counts a late arrival inside the reconnect window only when the device gave it by the deadline', async () => {
    const inTime = await atQuestion(0);
    clock.now = new Date(inTime.deadline + 90_000);
    const counted = await api().next(inTime.token, 0, inTime.right, { givenAfterMs: 59_000 });
    expect(counted.body.currentQuestionIndex).toBe(1);
    const ok = await h.attemptOf(inTime.id);
    expect(ok.answers).toMatchObject([
      { questionIndex: 0, isCorrect: true, syncedLate: true, givenAfterMs: 59_000 },
    ]);
    expect(ok.events.find((e) => e.type === 'synced-late')?.detail).toMatchObject({
      counted: true,
      givenAfterMs: 59_000,
      offlineGapMs: 90_000 + 1000,
    });

    const afterTime = await atQuestion(0);
    clock.now = new Date(afterTime.deadline + 90_000);
    const moved = await api().next(afterTime.token, 0, afterTime.right, { givenAfterMs: 80_000 });
    // The question is settled as unanswered and the test goes on; the answer waits for HR.
    expect(moved.body.currentQuestionIndex).toBe(1);
    const notCounted = await h.attemptOf(afterTime.id);
    expect(notCounted.answers).toMatchObject([{ questionIndex: 0, selectedOptionIndex: null }]);
    expect(notCounted.kept).toMatchObject([
      {
        questionIndex: 0,
        selectedOptionIndex: afterTime.right,
        keptBecause: 'given-after-deadline',
      },
    ]);
  });

  it('keeps the answers of a final submit that arrives after the close, and logs its reason', async () => {
    const c = await atQuestion(2);
    clock.now = new Date(c.deadline + 121_000);
    await sweepExpiredAttempts(h.db().db, clock.now, h.rules());
    const { attempt } = await h.attemptOf(c.id);
    const res = await api().submit(c.token, {
      candidateId: c.id,
      reason: 'tab-hidden',
      answers: [
        { questionId: attempt?.questionIds[0], selectedOptionIndex: 0 },
        { questionId: attempt?.questionIds[2], selectedOptionIndex: c.right, givenAfterMs: 4000 },
      ],
      events: [{ type: 'tab-hidden', at: 1_700_000_000_000, questionIndex: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ submitReason: 'connection-lost', keptForReview: 1 });
    const after = await h.attemptOf(c.id);
    // Question 1 already had its answer; question 3's is kept.
    expect(after.kept).toMatchObject([{ questionIndex: 2, keptBecause: 'attempt-closed' }]);
    expect(after.events.map((e) => e.type).slice(-3)).toEqual([
      'late-answer-kept',
      'tab-hidden',
      'submit-after-close',
    ]);
  });

  it('gives the same score for the same events, however often they are replayed', async () => {
    const run = async () => {
      const c = await atQuestion(3);
      clock.now = new Date(c.deadline + 60_000);
      await api().next(c.token, 3, c.right, { givenAfterMs: 61_000 });
      clock.now = new Date(clock.now.getTime() + 200_000);
      await sweepExpiredAttempts(h.db().db, clock.now, h.rules());
      await api().next(c.token, 4, 0, { givenAfterMs: 2000 });
      const result = (await api().result(c.token)).body.data;
      return { ...result, submittedAt: undefined };
    };
    const first = await run();
    expect(first).toMatchObject({
      rightAnswersCount: 4,
      keptForReview: 1,
      submitReason: 'connection-lost',
    });
    expect(await run()).toEqual(first);
  });
});

describe(`two windows on one test (${testEngine})`, () => {
  it('lets the newest window take over; the older one is told, and what it sends is kept', async () => {
    const c = await atQuestion(1, 'window-A-000');
    const takeOver = await api().start(c.token, 'window-B-000');
    expect(takeOver.body.currentQuestionIndex).toBe(1);

    const stale = await api().next(c.token, 1, c.right, {
      device: 'window-A-000',
      givenAfterMs: 4000,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, takenOver: true });
    const staleSubmit = await api().submit(
      c.token,
      { candidateId: c.id, reason: 'focus-lost' },
      'window-A-000',
    );
    expect(staleSubmit.body).toMatchObject({ takenOver: true });

    // The newer window goes on as if nothing happened; the older one closed nothing.
    const next = await api().next(c.token, 1, c.right, { device: 'window-B-000' });
    expect(next.body.currentQuestionIndex).toBe(2);
    const { attempt, events, kept, answers } = await h.attemptOf(c.id);
    expect(attempt?.submittedAt).toBeNull();
    expect(answers.map((a) => a.questionIndex)).toEqual([0, 1]);
    expect(kept).toMatchObject([{ questionIndex: 1, keptBecause: 'older-window' }]);
    expect(events.find((e) => e.type === 'window-taken-over')?.detail).toEqual({
      previousDevice: 'window-A-000',
      device: 'window-B-000',
    });
    expect(events.find((e) => e.type === 'submit-after-close')?.detail).toEqual({
      reason: 'focus-lost',
      takenOver: true,
    });
  });

  it('keeps what the older window sends for a question the newer one has already passed', async () => {
    const c = await atQuestion(1, 'window-A-000');
    await api().start(c.token, 'window-B-000');
    const moved = await api().next(c.token, 1, c.right, { device: 'window-B-000' });
    expect(moved.body.currentQuestionIndex).toBe(2);

    // The older window is still on question 2 (index 1): it must not be served question 3.
    const stale = await api().next(c.token, 1, 0, { device: 'window-A-000', givenAfterMs: 9000 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, takenOver: true });
    const { answers, kept } = await h.attemptOf(c.id);
    expect(answers.map((a) => [a.questionIndex, a.selectedOptionIndex])).toEqual([
      [0, expect.any(Number)],
      [1, c.right],
    ]);
    expect(kept).toMatchObject([
      { questionIndex: 1, keptBecause: 'older-window', selectedOptionIndex: 0 },
    ]);
  });

  it('refuses a malformed window name with a clear message', async () => {
    const c = await h.newCandidate();
    const res = await api().start(c.token, 'no spaces!');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'X-Test-Device must be 8 to 64 letters, digits, hyphens or underscores.',
    );
  });
});

describe(`where a candidate stands (${testEngine})`, () => {
  it('says which round is done, with the result, so no finished round is offered again', async () => {
    const both = await h.newCandidate('both');
    expect((await api().status(both.token)).body.data).toEqual({
      assessmentName: 'Company test',
      testType: 'both',
      timeFactor: 1,
      mcq: {
        state: 'not-started',
        result: null,
        secondsPerQuestion: 60,
        passPercent: 75,
        questionCount: 10,
      },
      practical: expect.objectContaining({ state: 'not-eligible' }),
      // Read at login, as the rule page has a candidate do before the first start.
      notice: expect.objectContaining({ acknowledgedVersion: expect.any(String) }),
    });
    await api().start(both.token);
    expect((await api().status(both.token)).body.data.mcq.state).toBe('in-progress');
    await api().submit(both.token, { candidateId: both.id, reason: 'completed' });
    const done = (await api().status(both.token)).body.data;
    expect(done.mcq).toMatchObject({
      state: 'submitted',
      result: { finalResult: '0%', passed: false },
    });
    expect(done.practical.state).toBe('not-eligible');
    // The login says the same.
    expect((await api().login(both.oneTimeId)).body.data.progress).toEqual(done);

    const practical = await h.newCandidate('practical');
    expect((await api().status(practical.token)).body.data).toMatchObject({
      mcq: null,
      practical: { state: 'not-started', submittedAt: null, minutes: 120 },
    });
    expect(mcqRulesFrom(h.setup().deps.config).passPercent).toBe(75);
  });
});
