import type { CandidateProgress } from '../../shared/contract/interview-responses.ts';

/** Where a candidate goes after login (spec §4, step 1), or to what they finished. */
export type CandidateRoute =
  | '/rule-page'
  | '/rule-page-practical'
  | '/test-submitted'
  | '/practical-round'
  | '/practical-submit';

/**
 * The spec's routing by test type (`both` goes to the practical rules once the MCQ is passed),
 * never to a round that is over: a submitted practical shows its submission, a practical under
 * way its page, and a submitted MCQ test its result (which offers the practical when it may).
 */
export function routeForCandidate(
  testType: string,
  isMcqs: boolean,
  progress?: CandidateProgress,
): CandidateRoute {
  const practical = progress?.practical?.state;
  if (practical === 'submitted') return '/practical-submit';
  if (practical === 'in-progress') return '/practical-round';
  if (progress?.mcq?.state === 'submitted' && testType !== 'practical') {
    return testType === 'both' && progress.mcq.result?.passed
      ? '/rule-page-practical'
      : '/test-submitted';
  }
  if (testType === 'practical') return '/rule-page-practical';
  if (testType === 'both') return isMcqs ? '/rule-page-practical' : '/rule-page';
  return '/rule-page'; // `mcqs` and any value we do not know
}
