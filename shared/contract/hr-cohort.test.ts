import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbovePassMark, scorePercent } from '../pass-mark.ts';
import { cohortBucketOf, testsAbove } from './hr-cohort.ts';

describe("the cohort view's bars and what-if count", () => {
  it('puts 0 to 5 % in the first bar and each later score above its bar’s lower edge', () => {
    expect(cohortBucketOf(0)).toBe(0);
    expect(cohortBucketOf(5)).toBe(0);
    expect(cohortBucketOf(5.01)).toBe(1);
    expect(cohortBucketOf(75)).toBe(14);
    expect(cohortBucketOf(75.5)).toBe(15);
    expect(cohortBucketOf(100)).toBe(19);
  });

  it('keeps a bar and the pass rule in step where doubles land a hair off (11 of 20 is 55.00000000000001)', () => {
    const percent = scorePercent(11, 20);
    expect(percent).toBeGreaterThan(55);
    // The server counts 11 of 20 as above a cut of 55, so its bar is the one above 55.
    expect(isAbovePassMark(percent, 55)).toBe(true);
    expect(cohortBucketOf(percent)).toBe(11);
    expect(testsAbove([{ right: 11, total: 20, tests: 2 }], 55)).toBe(2);
  });

  it('for every score, a cut on a bar edge passes exactly the bars above it', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((total) => fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total))),
        fc.integer({ min: 1, max: 20 }),
        ([right, total], edge) => {
          const percent = scorePercent(right, total);
          expect(cohortBucketOf(percent) >= edge).toBe(isAbovePassMark(percent, edge * 5));
        },
      ),
    );
  });

  it('counts the tests strictly above any cut', () => {
    const scores = [
      { right: 15, total: 20, tests: 3 },
      { right: 16, total: 20, tests: 1 },
      { right: 0, total: 0, tests: 1 },
    ];
    expect(testsAbove(scores, 75)).toBe(1);
    expect(testsAbove(scores, 74.9)).toBe(4);
    // No question served scores 0, above no cut.
    expect(testsAbove(scores, 0)).toBe(4);
  });
});
