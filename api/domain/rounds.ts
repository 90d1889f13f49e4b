/** What a candidate is invited to (spec §6), as HR sets it and the login reports it. */
export const testTypes = ['mcqs', 'practical', 'both'] as const;
export type TestType = (typeof testTypes)[number];

/** The two rounds of the hiring test. */
export type Round = 'mcq' | 'practical';

/** Which rounds a test type includes (spec §6): `both` is the MCQ test, then the practical. */
export function includesRound(testType: TestType, round: Round): boolean {
  return testType === 'both' || (round === 'mcq' ? testType === 'mcqs' : testType === 'practical');
}

export const notInTestMessage: Record<Round, string> = {
  mcq: 'Your test does not include the multiple-choice round.',
  practical: 'Your test does not include the practical round.',
};
