import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates } from '../db/schema/candidates.ts';
import { mcqAnswers, mcqAttempts } from '../db/schema/mcq-attempts.ts';
import { revokedMessage } from '../domain/test-window.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * After a candidate's first answer, the server judges the next one on the snapshot it kept from
 * its own write instead of reading the candidate and attempt first (`keptSnapshot`). Each test
 * changes the candidate or the attempt behind the server's back, by a statement of its own, as HR
 * or another instance of the server would, and checks the next answer is judged on the change.
 */
const harness = useMcqHarness();
const { api, advance, clock, newCandidate } = harness;
const db = () => harness.db().db;
/** The snapshot the server keeps for the candidate's next answer, if any. */
const keptFor = (candidateId: string) => harness.testCalls().snapshots.get(candidateId);

/** A candidate who has started and answered question 0: the server now keeps their snapshot. */
async function pastFirstAnswer(device?: string) {
  const candidate = await newCandidate();
  expect((await api().start(candidate.token, device)).status).toBe(200);
  advance(2000);
  const first = await api().next(candidate.token, 0, 1, { device });
  expect(first.status).toBe(200);
  expect(first.body.currentQuestionIndex).toBe(1);
  advance(2000);
  return candidate;
}

const answersOf = async (candidateId: string) =>
  (await harness.attemptOf(candidateId)).answers.map((a) => [
    a.questionIndex,
    a.selectedOptionIndex,
  ]);

describe(`an answer judged on the snapshot kept from the last one (${testEngine})`, () => {
  it('goes on answering from the kept snapshot, each answer recorded once', async () => {
    const { id, token } = await pastFirstAnswer();
    for (const index of [1, 2, 3]) {
      const res = await api().next(token, index, index % 4);
      expect(res.status).toBe(200);
      expect(res.body.currentQuestionIndex).toBe(index + 1);
      advance(2000);
    }
    expect(await answersOf(id)).toEqual([
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(keptFor(id)?.attempt?.currentIndex).toBe(4);
  });

  it('refuses the next answer once HR revoked the candidate, and records nothing', async () => {
    const { id, token } = await pastFirstAnswer();
    await db().update(candidates).set({ revokedAt: clock.now }).where(eq(candidates.id, id));
    const res = await api().next(token, 1, 2);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(revokedMessage);
    expect(await answersOf(id)).toEqual([[0, 1]]);
  });

  it('ends the session at a logout made on another instance', async () => {
    const { id, token } = await pastFirstAnswer();
    await db()
      .update(candidates)
      .set({ tokenEpoch: sql`${candidates.tokenEpoch} + 1` })
      .where(eq(candidates.id, id));
    const res = await api().next(token, 1, 2);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You have logged out. Please log in again.');
    expect(await answersOf(id)).toEqual([[0, 1]]);
  });

  it('gives the next question the extra time HR granted meanwhile', async () => {
    const { id, token } = await pastFirstAnswer();
    await db().update(candidates).set({ timeFactor: 2 }).where(eq(candidates.id, id));
    const res = await api().next(token, 1, 2);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.deadlineAt) - clock.now.getTime()).toBe(120_000);
  });

  it('does not record a question twice when another instance recorded it meanwhile', async () => {
    const { id, token } = await pastFirstAnswer();
    const [attempt] = await db().select().from(mcqAttempts).where(eq(mcqAttempts.candidateId, id));
    if (!attempt) throw new Error('no attempt');
    // What another instance's answer to question 1 writes: the answer, and the move to question 2.
    await db()
      .insert(mcqAnswers)
      .values({
        attemptId: attempt.id,
        questionIndex: 1,
        questionId: attempt.questionIds[1] as string,
        selectedOptionIndex: 3,
        isCorrect: false,
        recordedAt: clock.now,
        via: 'next',
      });
    await db()
      .update(mcqAttempts)
      .set({
        currentIndex: 2,
        currentServedAt: clock.now,
        currentDeadlineAt: new Date(clock.now.getTime() + 60_000),
      })
      .where(eq(mcqAttempts.id, attempt.id));
    const res = await api().next(token, 1, 2);
    expect(res.status).toBe(200);
    expect(res.body.currentQuestionIndex).toBe(2);
    expect(await answersOf(id)).toEqual([
      [0, 1],
      [1, 3],
    ]);
  });

  it('tells a window taken over after its last answer that it was, and keeps what it sent', async () => {
    const { id, token } = await pastFirstAnswer('window-one');
    expect((await api().start(token, 'window-two')).status).toBe(200);
    const res = await api().next(token, 1, 2, { device: 'window-one' });
    expect(res.status).toBe(409);
    expect(res.body.takenOver).toBe(true);
    const { answers, kept } = await harness.attemptOf(id);
    expect(answers).toHaveLength(1);
    expect(kept.map((k) => k.keptBecause)).toEqual(['older-window']);
  });

  it('forgets the kept snapshot at the final submit, and an answer after it is kept, not recorded', async () => {
    const { id, token } = await pastFirstAnswer();
    expect(keptFor(id)).toBeDefined();
    const submitted = await api().submit(token, {
      candidateId: id,
      reason: 'completed',
      answers: [],
    });
    expect(submitted.status).toBe(200);
    expect(keptFor(id)).toBeUndefined();
    const late = await api().next(token, 1, 2);
    expect(late.status).toBe(409);
    expect(late.body.submitted).toBe(true);
    const { answers, kept } = await harness.attemptOf(id);
    expect(answers).toHaveLength(1);
    expect(kept.map((k) => k.keptBecause)).toEqual(['attempt-closed']);
  });
});
