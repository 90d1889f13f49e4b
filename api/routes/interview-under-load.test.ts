import { describe, expect, it } from 'vitest';
import { currentMcqRules } from '../services/settings/test-settings.ts';
import { sweepExpiredAttempts } from '../services/mcq/sweep-expired-attempts.ts';
import { correctOptionOf } from '../test-support/candidates.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * Issue 42: what a candidate meets when the server is busier than it can serve, on a clock the
 * test moves and a load the test sets (`deps.load`: the wait of work in the server, which the real
 * server measures). Past ADMISSION_DELAY_MS (100 ms) new starts wait in line; past
 * OVERLOAD_DELAY_MS (1 s) test calls are refused.
 */
const h = useMcqHarness();
const { clock } = h;
let delayMs = 0;
const api = () =>
  interviewClient(
    createTestApp(h.db(), {
      now: () => clock.now,
      testCalls: h.testCalls(),
      load: { delayMs: () => delayMs },
    }).app,
  );

describe(`a busy server (${testEngine})`, () => {
  it('queues a first start before its clock, serves those answering first, and starts the clock on admission', async () => {
    delayMs = 0;
    const answering = await h.newCandidate();
    const first = (await api().start(answering.token)).body;
    const waiting = await h.newCandidate();
    const behind = await h.newCandidate();

    // Busy: past the admission threshold, under the refusal one.
    delayMs = 300;
    const queued = await api().start(waiting.token);
    expect(queued.status).toBe(503);
    expect(queued.headers.get('retry-after')).toMatch(/^[12]$/);
    expect(queued.body).toMatchObject({
      success: false,
      queue: { place: 1, waitSeconds: expect.any(Number) },
    });
    expect(queued.body.message).toContain('clock has not started');
    expect((await api().start(behind.token)).body.queue).toMatchObject({ place: 2 });
    // No attempt, no clock: nothing was written for the waiting candidate.
    expect((await h.attemptOf(waiting.id)).attempt).toBeUndefined();

    // The candidate already answering is served: an answer, and a resume (a reload).
    clock.now = new Date(clock.now.getTime() + 20_000);
    const right = await correctOptionOf(h.db(), first.data._id);
    expect((await api().next(answering.token, 0, right)).status).toBe(200);
    expect((await api().start(answering.token)).status).toBe(200);

    // Five minutes in line, then room: admitted in order, with the whole minute.
    clock.now = new Date(clock.now.getTime() + 300_000);
    expect((await api().start(waiting.token)).body.queue).toMatchObject({ place: 1 });
    delayMs = 0;
    const started = await api().start(waiting.token);
    expect(started.status).toBe(200);
    expect(started.body.currentQuestionIndex).toBe(0);
    expect(new Date(started.body.deadlineAt).getTime() - clock.now.getTime()).toBe(60_000);
    expect((await h.attemptOf(waiting.id)).attempt?.startedAt).toEqual(clock.now);
    expect((await api().start(behind.token)).status).toBe(200);
  });

  it('counts an answer given in time that the server refused across its deadline, and closes nothing meanwhile', async () => {
    delayMs = 0;
    const candidate = await h.newCandidate();
    const state = (await api().start(candidate.token)).body;
    const deadline = new Date(state.deadlineAt).getTime();
    const right = await correctOptionOf(h.db(), state.data._id);

    // At 0:50 the candidate answers; the server is past capacity and refuses, and goes on
    // refusing every retry for four minutes, well past the two-minute reconnect window.
    delayMs = 2_000;
    const sweep = async () =>
      sweepExpiredAttempts(
        h.db().db,
        clock.now,
        await currentMcqRules(h.testCalls(), h.setup().deps.config),
      );
    for (let t = deadline - 10_000; t <= deadline + 240_000; t += 10_000) {
      clock.now = new Date(t);
      const refused = await api().next(candidate.token, 0, right, { givenAfterMs: 50_000 });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect(await sweep()).toBe(0);
    }
    // The server answers again; the retry arrives 4 min 5 s after the deadline.
    delayMs = 0;
    clock.now = new Date(deadline + 245_000);
    expect(await sweep()).toBe(0);
    const counted = await api().next(candidate.token, 0, right, { givenAfterMs: 50_000 });
    expect(counted.status).toBe(200);
    expect(counted.body.currentQuestionIndex).toBe(1);
    const { answers, attempt } = await h.attemptOf(candidate.id);
    expect(answers).toMatchObject([
      { questionIndex: 0, selectedOptionIndex: right, isCorrect: true, syncedLate: true },
    ]);
    expect(attempt?.submittedAt).toBeNull();

    // The window then counts from the server's last refusal: a candidate who vanishes is closed
    // "connection lost" two minutes after the next deadline or the last refusal, whichever is later.
    const next = new Date(counted.body.deadlineAt).getTime();
    const windowFrom = Math.max(next, deadline + 240_000);
    clock.now = new Date(windowFrom + 119_000);
    await sweep();
    expect((await h.attemptOf(candidate.id)).attempt?.submittedAt).toBeNull();
    clock.now = new Date(windowFrom + 120_001);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await h.attemptOf(candidate.id)).attempt?.submitReason).toBe('connection-lost');
  });
});
