import { describe, expect, it } from 'vitest';
import { tooLongLineMessage, tooLongRowMessage } from '../import-limits.ts';
import { parseAiken } from './aiken.ts';
import { parseGift } from './gift.ts';
import { tooLongQuestionMessage } from './parsed-question.ts';
import { parseQuestionCsv } from './question-csv.ts';

const defaults = { category: 'general', difficulty: 'medium' as const };
const header =
  'category,difficulty,question,option_a,option_b,option_c,option_d,option_e,option_f,correct';

/** Runs `work`, counting the turns the event loop takes meanwhile (0 for work that never yields). */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  const result = await work();
  running = false;
  return { result, turns };
}

const aikenQuestion = (n: number) =>
  `Question ${n}: ${'which of these is right? '.repeat(12)}\nA) ${'a'.repeat(60)}\nB) ${'b'.repeat(60)}\nC) ${'c'.repeat(60)}\nD) ${'d'.repeat(60)}\nANSWER: B\n`;

describe('question import limits', () => {
  it('GIFT: 100,000 empty ~ answers, one a line, are one error about the question, read quickly', async () => {
    // Each empty answer once cost an error object of its own (the security test's 2 MB file).
    const text = `Too many? {\n=right\n${'~\n'.repeat(100_000)}}\n`;
    const started = performance.now();
    const { questions, errors } = await parseGift(text, defaults);
    // About 50 ms on a quiet machine; the bound leaves room for a loaded one.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(questions).toEqual([]);
    expect(errors).toEqual([{ line: 1, message: tooLongQuestionMessage }]);
  });

  it('GIFT: 100,000 ~ answers on one line are one error at that line', async () => {
    const text = `Too many?\n{=right ${'~w '.repeat(100_000)}}\n`;
    const { errors } = await parseGift(text, defaults);
    expect(errors).toEqual([{ line: 2, message: tooLongLineMessage }]);
  });

  it('GIFT: a seventh answer, or three thousand, is one "at most 6 options" error', async () => {
    const message = 'A question has at most 6 options (one =right and up to 5 ~wrong).';
    const seven = 'Seven? {=a ~b ~c ~d ~e ~f ~g}\n\nFine? {=a ~b}\n';
    expect(await parseGift(seven, defaults)).toEqual({
      questions: [expect.objectContaining({ line: 3, options: ['a', 'b'] })],
      errors: [{ line: 1, message }],
    });
    const many = `Many? {=a ${'~b '.repeat(3000)}}\n`;
    expect((await parseGift(many, defaults)).errors).toEqual([{ line: 1, message }]);
  });

  it('Aiken: a line over the cap is an error at that line, and the next question is read', async () => {
    const text = `Long?\nA) ${'x'.repeat(10_001)}\nB) y\nANSWER: A\n\n${aikenQuestion(1)}`;
    const { questions, errors } = await parseAiken(text, defaults);
    expect(errors).toEqual([{ line: 2, message: tooLongLineMessage }]);
    expect(questions.map((q) => q.line)).toEqual([6]);
  });

  it('Aiken: 100,000 question lines are one error about the question', async () => {
    const text = `${'more text\n'.repeat(100_000)}A) a\nB) b\nANSWER: A\n`;
    expect((await parseAiken(text, defaults)).errors).toEqual([
      { line: 1, message: tooLongQuestionMessage },
    ]);
  });

  it('CSV: a row over the cap is an error at its line, and the next row is read', async () => {
    const text = `${header}\nSQL,easy,"${'x'.repeat(10_001)}",a,b,,,,,A\nSQL,easy,Fine?,a,b,,,,,A\n`;
    const { questions, errors } = await parseQuestionCsv(text, defaults);
    expect(errors).toEqual([{ line: 2, message: tooLongRowMessage }]);
    expect(questions.map((q) => q.line)).toEqual([3]);
  });

  it('refuses a file of more questions than the cap with the cap alone, in every format', async () => {
    const message =
      'At most 5000 questions per file (this one has 5001): split it into several files.';
    const aiken = Array.from({ length: 5001 }, (_, i) => `Q${i}?\nA) a\nB) b\nANSWER: A\n`);
    expect(await parseAiken(aiken.join('\n'), defaults)).toEqual({
      questions: [],
      errors: [{ line: 1, message }],
    });
    const gift = Array.from({ length: 5001 }, (_, i) => `Q${i}? {=a ~b}\n`);
    expect(await parseGift(gift.join('\n'), defaults)).toEqual({
      questions: [],
      errors: [{ line: 1, message }],
    });
    const csv = Array.from({ length: 5001 }, (_, i) => `SQL,easy,Q${i}?,a,b,,,,,A`);
    expect(await parseQuestionCsv([header, ...csv].join('\n'), defaults)).toEqual({
      questions: [],
      errors: [{ line: 1, message }],
    });
  });

  it('reads a file at the cap in slices, letting the event loop run meanwhile', async () => {
    const text = Array.from({ length: 5000 }, (_, i) => aikenQuestion(i)).join('\n');
    expect(text.length).toBeGreaterThan(1_500_000);
    const { result, turns } = await turnsDuring(() => parseAiken(text, defaults));
    expect(result.errors).toEqual([]);
    expect(result.questions).toHaveLength(5000);
    expect(turns).toBeGreaterThan(1);
  });
});
