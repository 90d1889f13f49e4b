import { describe, expect, it } from 'vitest';
import { drawCount, drawFrom, type BankQuestion } from './draw-questions.ts';

const bank: BankQuestion[] = Array.from({ length: 12 }, (_, i) => ({
  id: `q${i}`,
  topic: i < 6 ? 'SQL' : i < 9 ? 'React' : 'General',
  difficulty: (['easy', 'medium', 'hard'] as const)[i % 3] ?? 'medium',
  version: 1,
  question: `Question ${i}?`,
  options: ['right', 'wrong 1', 'wrong 2', 'wrong 3'],
  correctOptionIndex: 0,
}));
const plain = { questionCount: 5, questionsPerCategory: {}, shuffleOptions: false };

describe('drawFrom', () => {
  it('draws the question count from the whole bank, each question once, with its version', () => {
    const drawn = drawFrom(bank, plain);
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(5);
    expect(drawn.every((q) => q.version === 1 && q.optionOrder === undefined)).toBe(true);
  });

  it('draws the asked number from each category, as many as a category holds', () => {
    const drawn = drawFrom(bank, {
      ...plain,
      questionsPerCategory: { SQL: 4, React: 3, General: 5 },
    });
    const topics = drawn.map((q) => bank.find((b) => b.id === q.id)?.topic);
    expect(topics.filter((t) => t === 'SQL')).toHaveLength(4);
    expect(topics.filter((t) => t === 'React')).toHaveLength(3);
    expect(topics.filter((t) => t === 'General')).toHaveLength(3);
  });

  it("draws only the assessment's difficulties, per category too", () => {
    const easyOnly = drawFrom(bank, { ...plain, questionCount: 12, difficulties: ['easy'] });
    expect(easyOnly.map((q) => q.id).sort()).toEqual(['q0', 'q3', 'q6', 'q9']);
    const notHard = drawFrom(bank, {
      ...plain,
      questionsPerCategory: { SQL: 6 },
      difficulties: ['easy', 'medium'],
    });
    expect(notHard.map((q) => q.id).sort()).toEqual(['q0', 'q1', 'q3', 'q4']);
  });

  it('shuffles options per candidate and moves the key with them', () => {
    const orders = new Set<string>();
    for (let n = 0; n < 20; n++) {
      for (const q of drawFrom(bank, { ...plain, shuffleOptions: true })) {
        expect(q.options[q.correctOptionIndex]).toBe('right');
        expect(q.optionOrder?.map((i) => bank[0]?.options[i])).toEqual(q.options);
        orders.add(q.options.join('|'));
      }
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('drawCount', () => {
  const categories = [
    { name: 'SQL', active: 4 },
    { name: 'React', active: 2 },
  ];

  it('counts what a draw from the whole bank gives: the count asked for, at most the bank', () => {
    expect(drawCount(categories, { questionCount: 5, questionsPerCategory: {} })).toBe(5);
    expect(drawCount(categories, { questionCount: 10, questionsPerCategory: {} })).toBe(6);
    expect(drawCount([], { questionCount: 10, questionsPerCategory: {} })).toBe(0);
  });

  it('counts a draw per category as it is made: at most what each category holds', () => {
    const rules = { questionCount: 7, questionsPerCategory: { SQL: 3, React: 3, Go: 1 } };
    expect(drawCount(categories, rules)).toBe(3 + 2 + 0);
  });
});
