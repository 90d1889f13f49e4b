import { describe, expect, it } from 'vitest';
import { parseAiken, toAiken } from './aiken.ts';
import { parseGift, toGift } from './gift.ts';
import { parseQuestionCsv, toQuestionCsv } from './question-csv.ts';

const defaults = { category: 'general', difficulty: 'medium' as const };
const tricky = [
  {
    category: 'Maths: basics',
    difficulty: 'easy' as const,
    question: 'Is {a} = ~b? Say #yes, "quoted", or a comma, here',
    options: ['a = b', '~b', '#tag', 'back\\slash'],
    correctOptionIndex: 2,
  },
  {
    category: 'SQL',
    difficulty: 'hard' as const,
    question: 'Six options?',
    options: ['1', '2', '3', '4', '5', '6'],
    correctOptionIndex: 5,
  },
];
const comparable = (qs: { question: string; options: string[]; correctOptionIndex: number }[]) =>
  qs.map((q) => ({
    question: q.question,
    options: q.options,
    correctOptionIndex: q.correctOptionIndex,
  }));

describe('question formats', () => {
  it('GIFT writes special characters escaped and reads them back, categories included', async () => {
    const parsed = await parseGift(toGift(tricky), defaults);
    expect(parsed.errors).toEqual([]);
    expect(comparable(parsed.questions)).toEqual(comparable(tricky));
    expect(parsed.questions.map((q) => q.category)).toEqual(['Maths: basics', 'SQL']);
  });

  it('CSV keeps every field, difficulty included', async () => {
    const parsed = await parseQuestionCsv(toQuestionCsv(tricky), defaults);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions).toEqual(tricky.map((q, i) => ({ ...q, line: i + 2 })));
  });

  it('Aiken keeps questions, options and keys (it has no category or difficulty)', async () => {
    const parsed = await parseAiken(toAiken(tricky), defaults);
    expect(parsed.errors).toEqual([]);
    expect(comparable(parsed.questions)).toEqual(comparable(tricky));
  });

  it('Aiken refuses an answer before any question and a seventh option', async () => {
    const text = 'ANSWER: A\n\nToo many?\nA) 1\nB) 2\nC) 3\nD) 4\nE) 5\nF) 6\nG) 7\nANSWER: A\n';
    expect((await parseAiken(text, defaults)).errors).toEqual([
      { line: 1, message: 'ANSWER: without a question before it.' },
      { line: 10, message: 'A question has at most 6 options (A–F).' },
    ]);
  });
});
