import { describe, expect, it } from 'vitest';
import {
  optionA,
  optionB,
  optionC,
  optionD,
  times,
  workedCohortChoices,
} from '../test-support/item-cohort.ts';
import { itemStatistics, median, previewRegrade, type ItemResponse } from './item-statistics.ts';

/**
 * A fixed cohort of 30 attempts of 20 questions, a00 best to a29 worst: attempt i has
 * 18 − ⌊i/3⌋ right (90 % down to 45 %). The 27 % groups are 8 each: a00–a07 and a22–a29.
 * Every figure below is worked out by hand in the comments.
 */
const ids = Array.from({ length: 30 }, (_, i) => `a${String(i).padStart(2, '0')}`);
const [A, B, C, D] = [optionA, optionB, optionC, optionD];

function cohort(choices: (number | null)[], key: number, seconds?: (i: number) => number | null) {
  return choices.map((chosen, i): ItemResponse => ({
    attemptId: ids[i] ?? '',
    chosen,
    correct: chosen === key,
    secondsTaken: seconds ? seconds(i) : null,
    attemptRight: 18 - Math.floor(i / 3),
    attemptTotal: 20,
  }));
}

describe('item statistics', () => {
  it('computes facility, discrimination, option counts and median time by hand', () => {
    // Upper a00–a07: A×6, B×2. Middle a08–a21: A×8, C×3, none×3. Lower a22–a29: A×2, B×4, D, C.
    const choices = workedCohortChoices;
    // Seconds i + 1; none for the three unanswered (a19–a21): 1–19 and 23–30, 27 values, the
    // 14th of which is 14.
    const responses = cohort(choices, A, (i) => (choices[i] === null ? null : i + 1));
    const stats = itemStatistics(responses, A, 4, 60);
    expect(stats.answers).toBe(30);
    expect(stats.optionCounts).toEqual([16, 6, 4, 1]);
    expect(stats.unanswered).toBe(3);
    expect(stats.enoughData).toBe(true);
    // 16 right of 30.
    expect(stats.facility).toBeCloseTo(16 / 30, 10);
    // Upper 6/8 right, lower 2/8: 0.75 − 0.25.
    expect(stats.discrimination).toBeCloseTo(0.5, 10);
    expect(stats.medianSeconds).toBe(14);
    expect(stats.flags).toEqual([]);
    expect(stats.regradePreview).toBeNull();
  });

  it('flags a distractor the upper group prefers to the key, and previews the regrade', () => {
    // Key B. Upper a00–a04 C, a05–a07 B; a08–a15 B; a16–a19 C; a20–a29 A.
    const choices = [
      ...times(5, C),
      ...times(3, B),
      ...times(8, B),
      ...times(4, C),
      ...times(10, A),
    ];
    const stats = itemStatistics(cohort(choices, B), B, 4, 60);
    // 3 + 8 = 11 right of 30; upper 3/8 right, lower (all A) 0/8.
    expect(stats.facility).toBeCloseTo(11 / 30, 10);
    expect(stats.discrimination).toBeCloseTo(0.375, 10);
    expect(stats.flags).toEqual(['likely-wrong-key']);
    // Re-keyed to C: 9 C answers become right, 11 B answers wrong: 20 changed. Passing (over 60 %,
    // 13 or more of 20): before a00–a17 = 18. After: a00–a14 still pass, a15 (13 − 1 = 12) fails,
    // a16–a17 (13 + 1) pass, a18–a19 (12 + 1 = 13) now pass: 15 + 4 = 19.
    expect(stats.regradePreview).toEqual({
      option: C,
      answersChanged: 20,
      passingBefore: 18,
      passingAfter: 19,
    });
    expect(previewRegrade(cohort(choices, B), B, 60)).toMatchObject({ answersChanged: 0 });
  });

  it('flags what nearly everyone gets right, and what separates no one', () => {
    const stats = itemStatistics(cohort(times(30, D), D), D, 4, 60);
    expect(stats.facility).toBe(1);
    expect(stats.discrimination).toBe(0);
    expect(stats.flags).toEqual(['low-discrimination', 'too-easy']);
    // Upper a00–a07: A, A, B, B, C, C, D, D (no distractor above the key); the rest B×8, C×7, D×7.
    const spread = [A, A, B, B, C, C, D, D, ...times(8, B), ...times(7, C), ...times(7, D)];
    const hard = itemStatistics(
      cohort(spread, A, () => 30),
      A,
      4,
      60,
    );
    // 2 right of 30 (6.7 %), both in the upper group: 2/8 − 0/8 = 0.25.
    expect(hard.optionCounts).toEqual([2, 10, 9, 9]);
    expect(hard.discrimination).toBeCloseTo(0.25, 10);
    expect(hard.flags).toEqual(['too-hard']);
    expect(hard.medianSeconds).toBe(30);
  });

  it('says "needs more data" below 30 answers: counts only, no figure and no flag', () => {
    const stats = itemStatistics(cohort(times(29, B), A), A, 4, 60);
    expect(stats).toMatchObject({
      answers: 29,
      optionCounts: [0, 29, 0, 0],
      enoughData: false,
      facility: null,
      discrimination: null,
      medianSeconds: null,
      flags: [],
      regradePreview: null,
    });
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
