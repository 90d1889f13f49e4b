import { describe, expect, it } from 'vitest';
import { formatPercent, isAbovePassMark, scoreAttempt } from './mcq-score.ts';

const answer = (selected: number | null, isCorrect: boolean) => ({
  selectedOptionIndex: selected,
  isCorrect,
});

describe('scoreAttempt', () => {
  it('counts attempted, right and wrong answers against every drawn question', () => {
    const score = scoreAttempt(10, [
      answer(1, true),
      answer(2, false),
      answer(null, false),
      answer(0, true),
    ]);
    expect(score).toEqual({
      totalQuestions: 10,
      attemptedCount: 3,
      rightCount: 2,
      wrongCount: 1,
      percent: 20,
    });
  });

  it('scores an empty attempt as zero', () => {
    expect(scoreAttempt(10, []).percent).toBe(0);
    expect(scoreAttempt(0, []).percent).toBe(0);
  });
});

describe('formatPercent', () => {
  it('prints whole percentages bare and others with at most two decimals', () => {
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent((2 / 3) * 100)).toBe('66.67%');
    expect(formatPercent(75.5)).toBe('75.5%');
  });
});

describe('isAbovePassMark', () => {
  it('needs strictly more than the pass mark', () => {
    expect(isAbovePassMark(75, 75)).toBe(false);
    expect(isAbovePassMark(75.01, 75)).toBe(true);
    expect(isAbovePassMark(80, 75)).toBe(true);
  });
});
