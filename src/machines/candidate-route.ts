/** Where a candidate goes after login (spec §4, step 1). */
export type CandidateRoute = '/rule-page' | '/rule-page-practical';

export function routeForCandidate(testType: string, isMcqs: boolean): CandidateRoute {
  if (testType === 'practical') return '/rule-page-practical';
  if (testType === 'both') return isMcqs ? '/rule-page-practical' : '/rule-page';
  return '/rule-page'; // `mcqs` and any value we do not know
}
