/**
 * The hand-worked cohort of the item-analysis tests (domain and API): 30 attempts ranked best to
 * worst, each choosing an option of a question keyed A (0). The 27 % groups are the first 8 and
 * the last 8. Upper: A×6, B×2. Middle: A×8, C×3, none×3. Lower: A×2, B×4, D, C. So 16 of 30 are
 * right, the upper group 6/8 and the lower 2/8 (discrimination 0.5), and the counts are
 * A 16, B 6, C 4, D 1, none 3.
 */
export const [optionA, optionB, optionC, optionD] = [0, 1, 2, 3];

export const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

export const workedCohortChoices: (number | null)[] = [
  ...times(6, optionA),
  ...times(2, optionB),
  ...times(8, optionA),
  ...times(3, optionC),
  ...times(3, null),
  ...times(2, optionA),
  ...times(4, optionB),
  optionD,
  optionC,
];
