import { describe, expect, it } from 'vitest';
import type { DrawnQuestion } from '../db/schema/mcq-attempts.ts';
import { mcqQuestions, type McqQuestionRow } from '../db/schema/question-bank.ts';
import { optionA, optionB, workedCohortChoices } from '../test-support/item-cohort.ts';
import { insertAnswers, insertAttempt, submitted } from '../test-support/attempt-rows.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { hrClient } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const [A, B] = [optionA, optionB];

/**
 * Item analysis through the API, on answers written straight into the tables the MCQ API writes.
 * The cohort is the hand-worked one of `domain/item-statistics.test.ts`: 30 submitted attempts
 * ranked a00 (best) to a29, every score distinct, so the 27 % groups are a00–a07 and a22–a29.
 */
describe(`HR item analysis (${testEngine})`, () => {
  let constQuestion: McqQuestionRow;
  let rareQuestion: McqQuestionRow;
  const h = useHrHarness({
    env: { MCQ_PASS_PERCENT: '60' },
    staff: [['reviewer@example.com', 'reviewer']],
    async seed(database) {
      const inserted = await database.db
        .insert(mcqQuestions)
        .values([
          {
            topic: 'JavaScript',
            question: 'Which keyword declares a constant?',
            options: ['const', 'var', 'let', 'static'],
            correctOptionIndex: A,
          },
          {
            topic: 'JavaScript',
            question: 'What does typeof null give?',
            options: ['"null"', '"object"', '"undefined"', '"number"'],
            correctOptionIndex: B,
          },
        ])
        .returning();
      [constQuestion, rareQuestion] = inserted as [McqQuestionRow, McqQuestionRow];
    },
  });
  const { app } = h;
  let counter = 0;

  /**
   * An attempt that answered `question` with the bank's option `chosen` (null: none), scored
   * `right` of 40; `shuffled` shows the options reversed, as a shuffling test would.
   */
  async function seedAttempt(
    question: McqQuestionRow,
    chosen: number | null,
    right: number,
    options: { shuffled?: boolean; submitted?: boolean; seconds?: number | null } = {},
  ) {
    const n = ++counter;
    const seconds = options.seconds ?? null;
    const candidate = await insertCandidate(h.database, {
      oneTimeId: `ITEM-${n}`,
      fullName: `Candidate ${n}`,
    });
    const order = options.shuffled ? [3, 2, 1, 0] : [0, 1, 2, 3];
    const drawn: DrawnQuestion = {
      id: question.id,
      question: question.question,
      options: order.map((i) => question.options[i] ?? ''),
      correctOptionIndex: order.indexOf(question.correctOptionIndex),
      version: 1,
      ...(options.shuffled && { optionOrder: order }),
    };
    const startedAt = new Date('2026-11-23T10:00:00Z');
    const attempt = await insertAttempt(h.database, {
      candidateId: candidate.id,
      questions: [drawn],
      startedAt,
      ...(options.submitted !== false &&
        submitted({
          at: new Date(startedAt.getTime() + 600_000),
          reason: 'completed',
          total: 40,
          right,
        })),
    });
    await insertAnswers(h.database, {
      attemptId: attempt.id,
      questionIndex: 0,
      question: drawn,
      chosen: chosen === null ? null : order.indexOf(chosen),
      recordedAt: new Date(startedAt.getTime() + 20_000),
      givenAfterMs: seconds === null ? null : seconds * 1000,
    });
  }

  it('gives each question its facility, discrimination, option counts and median time', async () => {
    const choices = workedCohortChoices;
    for (const [i, chosen] of choices.entries())
      await seedAttempt(constQuestion, chosen, 30 - i, {
        shuffled: i % 2 === 1,
        seconds: chosen === null ? null : i + 1,
      });
    // Running attempts are left out; a question with 5 answers needs more data.
    await seedAttempt(constQuestion, B, 39, { submitted: false, seconds: 3 });
    for (let i = 0; i < 5; i++) await seedAttempt(rareQuestion, B, 20);

    const hr = await h.signedIn('reviewer@example.com');
    const res = await hr.get('/api/hr/item-analysis');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ attempts: 35, minimumAnswers: 30, passPercent: 60 });
    // By topic, then text: "What does…" before "Which keyword…".
    expect(res.body.items.map((i: { questionId: string }) => i.questionId)).toEqual([
      rareQuestion.id,
      constQuestion.id,
    ]);
    const [second, first] = res.body.items;
    expect(first).toMatchObject({
      questionId: constQuestion.id,
      version: 1,
      topic: 'JavaScript',
      options: ['const', 'var', 'let', 'static'],
      correctOption: 'A',
      answers: 30,
      // Counted in the bank's order, whichever order each candidate saw.
      optionCounts: [16, 6, 4, 1],
      unanswered: 3,
      enoughData: true,
      discrimination: 0.5,
      medianSeconds: 14,
      flags: [],
      regradePreview: null,
    });
    expect(first.facility).toBeCloseTo(16 / 30, 10);
    expect(second).toMatchObject({
      questionId: rareQuestion.id,
      answers: 5,
      optionCounts: [0, 5, 0, 0],
      enoughData: false,
      facility: null,
      discrimination: null,
      flags: [],
    });
  });

  it('takes the results filter, and refuses a bad one with a clear message', async () => {
    const hr = await h.signedIn('reviewer@example.com');
    const none = await hr.get('/api/hr/item-analysis?from=2026-11-24T00:00:00%2B05:30');
    expect(none.status, none.text).toBe(200);
    expect(none.body).toMatchObject({ attempts: 0, items: [] });
    const bad = await hr.get('/api/hr/item-analysis?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('from must be an ISO 8601 time');
  });

  it('is for signed-in staff only', async () => {
    const res = await hrClient(app()).get('/api/hr/item-analysis');
    expect(res.status).toBe(401);
  });
});
