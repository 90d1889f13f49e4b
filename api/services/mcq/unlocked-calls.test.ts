import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mcqQuestions } from '../../db/schema/question-bank.ts';
import { useMcqHarness } from '../../test-support/mcq-harness.ts';
import { testEngine } from '../../test-support/test-database.ts';
import { activeBank } from './active-bank.ts';
import { answerFrom } from './answer-question.ts';
import { readTestCallSnapshot } from './test-call-snapshot.ts';

const harness = useMcqHarness();
const { api, advance, clock, newCandidate } = harness;

/** The candidate and attempt as a call reads them before it acts (unlocked). */
async function seenNow(candidateId: string) {
  const snapshot = await readTestCallSnapshot(harness.testCalls(), candidateId);
  if (!snapshot?.attempt) throw new Error('no attempt seen');
  return snapshot;
}

/** The answer `choice` to question `index` sent by `window`, judged on `seen` (read earlier, unlocked). */
const answerAsSeen = (
  seen: Awaited<ReturnType<typeof seenNow>>,
  index: number,
  choice: number,
  window: string | null = null,
) =>
  answerFrom(harness.testCalls(), seen, {
    body: { currentQuestionIndex: index, selectedOptionIndex: choice },
    now: clock.now,
    rules: harness.rules(),
    deviceId: window,
  });

describe(`answers judged on an attempt read without a lock (${testEngine})`, () => {
  it('records an answer once when another call settled its question meanwhile', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    const seen = await seenNow(id);
    advance(2000);
    expect((await api().next(token, 0, 1)).status).toBe(200);
    // The call that read the attempt before that answer now writes: nothing changes.
    const outcome = await answerAsSeen(seen, 0, 2);
    expect(outcome).toMatchObject({ kind: 'question', state: { currentQuestionIndex: 1 } });
    const { answers, events } = await harness.attemptOf(id);
    expect(answers.map((a) => [a.questionIndex, a.selectedOptionIndex])).toEqual([[0, 1]]);
    expect(events.filter((e) => e.type === 'answered')).toHaveLength(1);
  });

  it('keeps for HR, and does not count, an answer to an attempt closed after it was read', async () => {
    const { id, token } = await newCandidate();
    await api().start(token);
    const seen = await seenNow(id);
    expect((await api().submit(token, { candidateId: id, reason: 'tab-hidden' })).status).toBe(200);
    const outcome = await answerAsSeen(seen, 0, 1);
    expect(outcome).toMatchObject({ kind: 'submitted', kept: true });
    const { answers, kept } = await harness.attemptOf(id);
    expect(answers).toHaveLength(0);
    expect(kept.map((k) => k.keptBecause)).toEqual(['attempt-closed']);
  });

  it('tells a window taken over after the read that it was, and keeps what it sent', async () => {
    const { id, token } = await newCandidate();
    await api().start(token, 'window-one');
    const seen = await seenNow(id);
    await api().start(token, 'window-two');
    const outcome = await answerAsSeen(seen, 0, 1, 'window-one');
    expect(outcome).toEqual({ kind: 'taken-over' });
    const { answers, kept } = await harness.attemptOf(id);
    expect(answers).toHaveLength(0);
    expect(kept.map((k) => k.keptBecause)).toEqual(['older-window']);
  });
});

describe(`the copy of the active bank (${testEngine})`, () => {
  it('serves while the bank is unchanged, and is read again after any change to it', async () => {
    const db = harness.db().db;
    const cache = harness.testCalls();
    const { id } = await newCandidate();
    const revision = async () => (await readTestCallSnapshot(cache, id))?.bankRevision ?? -1;
    const before = await revision();
    const first = await activeBank(cache, before);
    expect(await activeBank(cache, before)).toBe(first);
    // Retired by a statement of its own, as another instance of the server would.
    const retired = first[0]?.id as string;
    await db.update(mcqQuestions).set({ active: false }).where(eq(mcqQuestions.id, retired));
    const after = await revision();
    expect(after).not.toBe(before);
    const fresh = await activeBank(cache, after);
    expect(fresh.map((q) => q.id)).not.toContain(retired);
    expect(fresh).toHaveLength(first.length - 1);
    await db.update(mcqQuestions).set({ active: true }).where(eq(mcqQuestions.id, retired));
    expect((await activeBank(cache, await revision())).map((q) => q.id)).toContain(retired);
  });
});
