import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mcqAttempts } from '../db/schema/mcq-attempts.ts';
import { issueCandidateToken } from '../services/candidate-token.ts';
import { sweepExpiredAttempts } from '../services/mcq/sweep-expired-attempts.ts';
import { correctOptionOf } from '../test-support/candidates.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const harness = useMcqHarness();
const { api, advance, clock, newCandidate } = harness;
const rules = () => harness.rules();
const database = {
  get db() {
    return harness.db().db;
  },
};
const bank = () => harness.db();
const keptOf = async (candidateId: string) => (await harness.attemptOf(candidateId)).kept;
const answersOf = (candidateId: string) => harness.attemptOf(candidateId);

describe(`the MCQ test API (${testEngine})`, () => {
  it('runs a whole attempt to a known score, and the final submit is idempotent', async () => {
    const { id, token, oneTimeId } = await newCandidate();
    const responses: unknown[] = [];
    let state = (await api().start(token)).body;
    responses.push(state);
    expect(state).toMatchObject({
      success: true,
      totalQuestions: 10,
      questionsRemaining: 9,
      currentQuestionIndex: 0,
    });
    // The spec's three fields and their formatting (text only: nothing of the key), and a picture
    // for a question that has one.
    expect(
      Object.keys(state.data)
        .filter((k) => k !== 'image')
        .sort(),
    ).toEqual(['_id', 'formatted', 'options', 'question']);
    expect(state.data.formatted.options).toHaveLength(state.data.options.length);
    // Answer 8 right and 2 wrong: 80 %.
    for (let i = 0; i < 9; i++) {
      const correct = await correctOptionOf(bank(), state.data._id);
      const choice = i < 8 ? correct : (correct + 1) % state.data.options.length;
      advance(3000);
      state = (await api().next(token, i, choice)).body;
      responses.push(state);
      expect(state).toMatchObject({ currentQuestionIndex: i + 1, questionsRemaining: 8 - i });
    }
    const lastCorrect = await correctOptionOf(bank(), state.data._id);
    advance(3000);
    const final = await api().submit(token, {
      candidateId: id,
      reason: 'completed',
      answers: [
        {
          questionId: state.data._id,
          selectedOptionIndex: (lastCorrect + 1) % state.data.options.length,
        },
      ],
    });
    responses.push(final.body);
    expect(final.status).toBe(200);
    expect(final.body.data).toMatchObject({
      totalQuestions: 10,
      attemptedQuestionsCount: 10,
      rightAnswersCount: 8,
      wrongAnswersCount: 2,
      finalResult: '80%',
      mailBy: 'hr@suryaloom.example',
      passed: true,
      submitReason: 'completed',
    });

    const before = await answersOf(id);
    advance(60_000);
    const again = await api().submit(token, { candidateId: id, reason: 'tab-hidden', answers: [] });
    expect(again.body.data).toEqual(final.body.data);
    const after = await answersOf(id);
    expect(after.answers).toEqual(before.answers);
    // The repeat changes nothing, and is itself on the record (nothing that arrives is dropped).
    expect(after.events.slice(0, before.events.length)).toEqual(before.events);
    expect(after.events.slice(before.events.length).map((e) => [e.type, e.detail])).toEqual([
      ['submit-after-close', { reason: 'tab-hidden', takenOver: false }],
    ]);
    expect(after.attempt?.submitReason).toBe('completed');

    const restart = await api().start(token);
    responses.push(restart.body);
    expect(restart.status).toBe(409);
    expect(restart.body).toMatchObject({
      success: false,
      submitted: true,
      message: 'You have already submitted this test.',
    });
    const result = await api().result(token);
    responses.push(result.body);
    expect(result.body.data).toEqual(final.body.data);

    // No response ever carries a correct answer: every field that leaves the server is listed.
    const questionKeys = [
      'attemptId',
      'currentQuestionIndex',
      'data',
      'deadlineAt',
      'questionsRemaining',
      'secondsPerQuestion',
      'servedAt',
      'serverTime',
      'success',
      'totalQuestions',
    ];
    const resultKeys = [
      'attemptedQuestionsCount',
      'finalResult',
      'keptForReview',
      'mailBy',
      'passPercent',
      'passed',
      'rightAnswersCount',
      'submitReason',
      'submittedAt',
      'totalQuestions',
      'wrongAnswersCount',
    ];
    const keysOf = (value: unknown) => Object.keys(value as object).sort();
    const login = await api().login(oneTimeId);
    expect(keysOf(login.body)).toEqual(['accessToken', 'data', 'message', 'success']);
    expect(keysOf(login.body.data)).toEqual(['id', 'is_mcqs', 'name', 'progress', 'test_type']);
    expect(keysOf(login.body.data.progress)).toEqual([
      'assessmentName',
      'mcq',
      'notice',
      'practical',
      'testType',
      'timeFactor',
    ]);
    expect(keysOf(login.body.data.progress.mcq)).toEqual([
      'passPercent',
      'questionCount',
      'result',
      'secondsPerQuestion',
      'state',
    ]);
    expect(keysOf(login.body.data.progress.mcq.result)).toEqual(resultKeys);
    for (const [i, body] of (responses as Record<string, unknown>[]).entries()) {
      if (i < 10) {
        expect(keysOf(body), `question ${i}`).toEqual(questionKeys);
        // A question with a picture (the demo bank has a few) carries it too, and nothing else.
        const data = body.data as { image?: { src: string } };
        expect(keysOf(data), `question ${i}`).toEqual(
          data.image
            ? ['_id', 'formatted', 'image', 'options', 'question']
            : ['_id', 'formatted', 'options', 'question'],
        );
        if (data.image) expect(data.image.src).toMatch(/^data:image\/png;base64,/);
      } else {
        const envelope = {
          10: ['data', 'message', 'success'], // the final submit
          11: ['data', 'kept', 'message', 'submitted', 'success'], // start again: 409 with the result
          12: ['data', 'success'], // GET /result
        }[i];
        expect(keysOf(body), `response ${i}`).toEqual(envelope);
        expect(keysOf(body.data), `response ${i}`).toEqual(resultKeys);
      }
    }
    expect(responses).toHaveLength(13);
    const text = JSON.stringify(responses);
    expect(text).not.toMatch(/correct/i);
    expect(text).not.toMatch(/isCorrect|answerKey/);
  });

  it('resumes the same question with the same deadline, and draws a per-candidate order', async () => {
    const a = await newCandidate();
    const b = await newCandidate();
    const first = (await api().start(a.token)).body;
    advance(20_000);
    const resumed = (await api().start(a.token)).body;
    expect(resumed.data).toEqual(first.data);
    expect(resumed.deadlineAt).toBe(first.deadlineAt);
    expect(resumed.currentQuestionIndex).toBe(0);
    expect(new Date(resumed.serverTime).getTime() - new Date(first.serverTime).getTime()).toBe(
      20_000,
    );
    const { attempt: attemptA, events } = await answersOf(a.id);
    expect(events.map((e) => e.type)).toEqual(['started', 'served', 'resumed']);
    await api().start(b.token);
    const { attempt: attemptB } = await answersOf(b.id);
    expect(attemptB?.questionIds).not.toEqual(attemptA?.questionIds);
    expect(new Set(attemptA?.questionIds).size).toBe(10);
  });

  it('starts one attempt when the same candidate starts twice at once', async () => {
    const { id, token } = await newCandidate();
    const [x, y] = await Promise.all([api().start(token), api().start(token)]);
    expect(x.body.data).toEqual(y.body.data);
    const rows = await database.db
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.candidateId, id));
    expect(rows).toHaveLength(1);
  });

  it('treats a repeated, stale or future submit-and-next as a read of the current state', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    const first = await api().next(token, 0, 1);
    const repeated = await api().next(token, 0, 2);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ ...first.body, serverTime: repeated.body.serverTime });
    const future = await api().next(token, 5, 0);
    expect(future.body.currentQuestionIndex).toBe(1);
    const { answers } = await answersOf(id);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.selectedOptionIndex).toBe(1);
  });

  it('records a question left to time out as unanswered and refuses an option the question lacks', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    expect((await api().next(token, 0, 7)).status).toBe(400);
    expect((await api().next(token, 0, null)).body.currentQuestionIndex).toBe(1);
    expect((await api().next(token, 1, -1)).body.currentQuestionIndex).toBe(2);
    const { answers, events } = await answersOf(id);
    expect(answers.map((a) => a.selectedOptionIndex)).toEqual([null, null]);
    expect(events.filter((e) => e.type === 'timed-out')).toHaveLength(2);
  });
});

describe(`deadlines, grace and the reconnect window (${testEngine})`, () => {
  async function atQuestionZero(timeFactor = 1) {
    const candidate = await newCandidate('mcqs', timeFactor);
    const state = (await api().start(candidate.token)).body;
    return {
      ...candidate,
      deadline: new Date(state.deadlineAt).getTime(),
      served: new Date(state.servedAt).getTime(),
    };
  }

  it('gives 60 s a question, times the candidate factor', async () => {
    const normal = await atQuestionZero();
    expect(normal.deadline - normal.served).toBe(60_000);
    const extra = await atQuestionZero(1.5);
    expect(extra.deadline - extra.served).toBe(90_000);
  });

  it('accepts an answer at the end of the grace as on time', async () => {
    const c = await atQuestionZero();
    clock.now = new Date(c.deadline + 5000);
    expect((await api().next(c.token, 0, 1)).status).toBe(200);
    const { answers } = await answersOf(c.id);
    expect(answers[0]?.syncedLate).toBe(false);
  });

  it('accepts an answer just after the grace, flagged synced late, up to the end of the window', async () => {
    const c = await atQuestionZero();
    clock.now = new Date(c.deadline + 5001);
    const next = await api().next(c.token, 0, 1);
    expect(next.body.currentQuestionIndex).toBe(1);
    const q1Deadline = new Date(next.body.deadlineAt).getTime();
    expect(q1Deadline - clock.now.getTime()).toBe(60_000);
    clock.now = new Date(q1Deadline + 120_000);
    expect((await api().next(c.token, 1, 2)).body.currentQuestionIndex).toBe(2);
    const { answers, events } = await answersOf(c.id);
    expect(answers.map((a) => a.syncedLate)).toEqual([true, true]);
    expect(events.filter((e) => e.type === 'synced-late')).toHaveLength(2);
  });

  it('closes the attempt as "connection lost" for an answer after the window, and keeps the answer for HR', async () => {
    const c = await atQuestionZero();
    clock.now = new Date(c.deadline + 120_001);
    const late = await api().next(c.token, 0, 1);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ kept: true });
    expect(late.body.data).toMatchObject({
      submitReason: 'connection-lost',
      attemptedQuestionsCount: 0,
      keptForReview: 1,
    });
    const { answers, events } = await answersOf(c.id);
    expect(answers).toHaveLength(0);
    expect(await keptOf(c.id)).toMatchObject([
      {
        questionIndex: 0,
        selectedOptionIndex: 1,
        keptBecause: 'past-reconnect-window',
        status: 'kept',
      },
    ]);
    expect(events.map((e) => e.type)).toContain('late-answer-kept');
  });

  it('applies the same grace and window to the answer carried by the final submit', async () => {
    const submitAt = async (offsetMs: number) => {
      const c = await atQuestionZero();
      const { attempt } = await answersOf(c.id);
      clock.now = new Date(c.deadline + offsetMs);
      const res = await api().submit(c.token, {
        candidateId: c.id,
        reason: 'time-up',
        answers: [{ questionId: attempt?.questionIds[0], selectedOptionIndex: 2 }],
      });
      expect(res.status).toBe(200);
      return { res, ...(await answersOf(c.id)) };
    };
    const onTime = await submitAt(5000);
    expect(onTime.res.body.data).toMatchObject({
      submitReason: 'time-up',
      attemptedQuestionsCount: 1,
    });
    expect(onTime.answers.map((a) => [a.selectedOptionIndex, a.syncedLate, a.via])).toEqual([
      [2, false, 'final'],
    ]);

    const justLate = await submitAt(5001);
    expect(justLate.answers.map((a) => a.syncedLate)).toEqual([true]);

    const late = await submitAt(120_000);
    expect(late.res.body.data).toMatchObject({
      submitReason: 'time-up',
      attemptedQuestionsCount: 1,
    });
    expect(late.answers.map((a) => [a.selectedOptionIndex, a.syncedLate])).toEqual([[2, true]]);
    expect(late.events.filter((e) => e.type === 'synced-late')).toHaveLength(1);

    const expired = await submitAt(120_001);
    expect(expired.res.body.data).toMatchObject({
      submitReason: 'connection-lost',
      attemptedQuestionsCount: 0,
    });
    expect(expired.answers).toHaveLength(0);
    expect(expired.res.body.data.keptForReview).toBe(1);
    expect(expired.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['late-answer-kept', 'submitted']),
    );
    expect(expired.events.find((e) => e.type === 'submitted')?.detail).toEqual({
      reason: 'connection-lost',
      source: 'server',
    });
  });

  it('closes an expired attempt on resume, exactly as the sweeper would', async () => {
    const c = await atQuestionZero();
    clock.now = new Date(c.deadline + 120_001);
    const resumed = await api().start(c.token);
    expect(resumed.status).toBe(409);
    expect(resumed.body.data.submitReason).toBe('connection-lost');
  });

  it('sweeps abandoned attempts once their window has passed, and only then', async () => {
    const c = await atQuestionZero();
    await api().next(c.token, 0, 1); // one answer on record
    const { attempt } = await answersOf(c.id);
    const deadline = attempt?.currentDeadlineAt.getTime() ?? 0;
    // Other tests' attempts share this database: judge by this candidate's attempt.
    await sweepExpiredAttempts(database.db, new Date(deadline + 120_000), rules());
    expect((await answersOf(c.id)).attempt?.submittedAt).toBeNull();
    const swept = await sweepExpiredAttempts(database.db, new Date(deadline + 120_001), rules());
    expect(swept).toBeGreaterThanOrEqual(1);
    const closed = await answersOf(c.id);
    expect(closed.attempt?.submitReason).toBe('connection-lost');
    expect(closed.attempt?.attemptedCount).toBe(1);
    const submitted = closed.events.filter((e) => e.type === 'submitted');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.detail).toEqual({ reason: 'connection-lost', source: 'server' });
    // A later sweep changes nothing.
    expect(await sweepExpiredAttempts(database.db, new Date(deadline + 999_999), rules())).toBe(0);
  });
});

describe(`the final submit (${testEngine})`, () => {
  it('records answers to served questions only, with its reason and the events the browser saw', async () => {
    const { id, token } = await newCandidate();
    const q0 = (await api().start(token)).body.data;
    const q1 = (await api().next(token, 0, 0)).body.data;
    const { attempt } = await answersOf(id);
    const unserved = attempt?.questionIds[5];
    const res = await api().submit(token, {
      candidateId: id,
      reason: 'tab-hidden',
      answers: [
        { questionId: q0._id, selectedOptionIndex: 3 }, // already recorded: ignored
        { questionId: q1._id, selectedOptionIndex: 1 }, // the current question: recorded
        { questionId: unserved, selectedOptionIndex: 0 }, // never served: ignored
        { questionId: '00000000-0000-4000-8000-000000000000', selectedOptionIndex: 0 }, // unknown: ignored
      ],
      events: [
        { type: 'focus-lost', at: 1_790_000_000_000, questionIndex: 1 },
        { type: 'tab-hidden', at: 1_790_000_000_500, questionIndex: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      attemptedQuestionsCount: 2,
      submitReason: 'tab-hidden',
      totalQuestions: 10,
    });
    const { answers, events } = await answersOf(id);
    expect(answers.map((a) => [a.questionIndex, a.selectedOptionIndex, a.via])).toEqual([
      [0, 0, 'next'],
      [1, 1, 'final'],
    ]);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['focus-lost', 'tab-hidden', 'submitted']),
    );
    expect(events.find((e) => e.type === 'focus-lost')?.detail).toEqual({
      clientAt: 1_790_000_000_000,
    });
  });

  it('submits once when several submits race', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    const results = await Promise.all(
      (['tab-hidden', 'focus-lost', 'navigation', 'reload'] as const).map((reason) =>
        api().submit(token, { candidateId: id, reason, answers: [] }),
      ),
    );
    const reasons = new Set(results.map((r) => r.body.data.submitReason));
    expect(reasons.size).toBe(1);
    const { events } = await answersOf(id);
    expect(events.filter((e) => e.type === 'submitted')).toHaveLength(1);
  });

  it('stores a reason it does not know as given instead of refusing the test', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    const res = await api().submit(token, { candidateId: id, reason: 'screen-split', answers: [] });
    expect(res.status).toBe(200);
    expect(res.body.data.submitReason).toBe('screen-split');
    expect((await answersOf(id)).attempt?.submitReason).toBe('screen-split');
    // A label is bounded: a whole paragraph is stored cut to 40 characters, the test submitted.
    const { id: other, token: otherToken } = await newCandidate();
    await api().start(otherToken);
    const long = await api().submit(otherToken, {
      candidateId: other,
      reason: `${'x'.repeat(39)}\u{1F600}tail`,
      events: [{ type: 'y'.repeat(300), at: 1, questionIndex: 0 }],
    });
    expect(long.status).toBe(200);
    expect((await answersOf(other)).attempt?.submitReason).toBe(`${'x'.repeat(39)}\u{1F600}`);
    const logged = (await answersOf(other)).events.find((e) => e.type === 'client-event');
    expect(logged?.detail).toMatchObject({ reportedType: 'y'.repeat(40) });
  });
});

describe(`numbers out of any range (${testEngine})`, () => {
  it('answers 400 for an index beyond 32 bits and leaves the attempt as it was', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    const next = await api().next(token, 2147483648, 0);
    expect(next.status).toBe(400);
    expect(next.body.message).toBe('currentQuestionIndex is out of range');
    const submit = await api().submit(token, {
      candidateId: id,
      reason: 'completed',
      events: [{ type: 'focus-lost', at: 1, questionIndex: 2147483648 }],
    });
    expect(submit.status).toBe(400);
    expect(submit.body.message).toBe('An event questionIndex is out of range');
    // The final submit was refused whole: the attempt is still open, nothing half-written.
    const { attempt, events } = await answersOf(id);
    expect(attempt?.submittedAt).toBeNull();
    expect(events.filter((e) => e.type === 'submitted')).toHaveLength(0);
    expect((await api().submit(token, { candidateId: id, reason: 'completed' })).status).toBe(200);
  });
});

describe(`access (${testEngine})`, () => {
  it('refuses a signed token whose subject is not a candidate id (401, not 500)', async () => {
    const { deps } = harness.setup();
    for (const subject of ['not-a-uuid', '', '1; drop table candidates']) {
      const token = await issueCandidateToken(subject, deps.tokenSecret, clock.now, 60);
      const res = await api().start(token);
      expect(res.status, subject).toBe(401);
      expect(res.body.message).toBe('Your session is not valid. Please log in again.');
    }
  });

  it('ends every token at logout; a new login works', async () => {
    const { oneTimeId, token } = await newCandidate();
    const copy = token;
    expect((await api().logout(token)).body).toEqual({
      success: true,
      message: 'You have logged out.',
    });
    for (const used of [token, copy]) {
      const res = await api().start(used);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('You have logged out. Please log in again.');
    }
    const fresh = await api().token(oneTimeId);
    expect((await api().start(fresh)).status).toBe(200);
  });

  it('ends the token a few minutes after the last round, not hours later', async () => {
    const { id, oneTimeId, token } = await newCandidate();
    await api().start(token);
    expect((await api().submit(token, { candidateId: id, reason: 'completed' })).status).toBe(200);
    const minutes = harness.setup().deps.config.TOKEN_MINUTES_AFTER_TEST;
    advance(minutes * 60_000 - 1000);
    expect((await api().result(token)).status).toBe(200);
    advance(1000);
    const over = await api().result(token);
    expect(over.status).toBe(401);
    expect(over.body.message).toBe(
      'Your test is over, so this session has ended. Please log in again.',
    );
    // Logging in again to read the result gives the same few minutes.
    const again = await api().token(oneTimeId);
    expect((await api().result(again)).status).toBe(200);
    advance(minutes * 60_000);
    expect((await api().result(again)).status).toBe(401);
  });

  it('needs a token on every call, and a valid, unexpired one', async () => {
    expect((await api().start()).body).toEqual({
      success: false,
      message: 'No authentication token found. Please log in.',
    });
    expect((await api().start('garbage')).status).toBe(401);
    const { token } = await newCandidate();
    advance(480 * 60_000);
    const expired = await api().start(token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Please log in again.');
  });

  it("never lets a candidate touch another candidate's attempt", async () => {
    const a = await newCandidate();
    const b = await newCandidate();
    await api().start(a.token);
    const bFirst = (await api().start(b.token)).body;
    const forged = await api().submit(a.token, {
      candidateId: b.id,
      reason: 'completed',
      answers: [],
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('You can only submit your own test.');
    await api().next(a.token, 0, 1);
    const bState = (await api().start(b.token)).body;
    expect(bState.currentQuestionIndex).toBe(0);
    expect(bState.data).toEqual(bFirst.data);
    expect((await answersOf(b.id)).answers).toHaveLength(0);
  });

  it('keeps a practical-only candidate out of the MCQ round', async () => {
    const { token } = await newCandidate('practical');
    const res = await api().start(token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your test does not include the multiple-choice round.');
  });
});
