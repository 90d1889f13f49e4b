import { describe, expect, it } from 'vitest';
import type { CohortView } from '../../../../shared/contract/hr-cohort.ts';
import { passedWords, whatIfWords } from './what-if-cut.tsx';

/** Ten tests: 6 of 10 right twice, 7 of 10 three times, 9 of 10 five times. */
const scores = [
  { right: 6, total: 10, tests: 2 },
  { right: 7, total: 10, tests: 3 },
  { right: 9, total: 10, tests: 5 },
];

function cohort(passMarks: CohortView['passMarks'], passed: number): CohortView {
  return {
    passPercent: passMarks[0]?.passPercent ?? 75,
    passMarks,
    candidates: 10,
    submitted: 10,
    passed,
    passRate: passed / 10,
    scores,
    histogram: [],
    endings: [],
    funnel: { invited: 10, started: 10, submitted: 10, passed, practicalSubmitted: 0, decided: 0 },
  };
}

describe('the cohort page words on passing', () => {
  it('names the one pass mark when every test was started with it', () => {
    const one = cohort([{ passPercent: 75, tests: 10 }], 5);
    expect(passedWords(one)).toBe('5 (above 75 %)');
    expect(whatIfWords(one, 75)).toBe(
      'With the cut at 75 %, 5 of 10 tests would pass (50 %): the pass mark in force.',
    );
    expect(whatIfWords(one, 65)).toBe(
      'With the cut at 65 %, 8 of 10 tests would pass (80 %): 3 more than at the pass mark.',
    );
  });

  it('never blends marks: each with its tests, and a cut compared with what passed under them', () => {
    // The mark went from 75 to 60 while the drive ran: 4 tests under 60 (all passed), 6 under 75.
    const mixed = cohort(
      [
        { passPercent: 75, tests: 6 },
        { passPercent: 60, tests: 4 },
      ],
      7,
    );
    expect(passedWords(mixed)).toBe(
      '7 (each above its own pass mark: 75 % for 6 tests, 60 % for 4)',
    );
    // At 75 for everyone, 5 would pass: not "the pass mark in force", which some tests never had.
    expect(whatIfWords(mixed, 75)).toBe(
      'With the cut at 75 %, 5 of 10 tests would pass (50 %): 2 fewer than passed at their own pass marks.',
    );
  });
});
