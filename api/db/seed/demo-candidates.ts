import type { TestType } from '../../domain/rounds.ts';

/** Demo logins, one per test type; listed in the README and printed at start-up. */
export const demoPassword = 'Demo@2026';

export const demoCandidates: { oneTimeId: string; fullName: string; testType: TestType }[] = [
  { oneTimeId: 'DEMO-MCQ', fullName: 'Demo Candidate (MCQ only)', testType: 'mcqs' },
  {
    oneTimeId: 'DEMO-PRACTICAL',
    fullName: 'Demo Candidate (practical only)',
    testType: 'practical',
  },
  { oneTimeId: 'DEMO-BOTH', fullName: 'Demo Candidate (MCQ and practical)', testType: 'both' },
];
