import type { Candidate } from '../db/schema/candidates.ts';
import { fail, type DomainError } from '../domain/errors.ts';
import { includesRound, notInTestMessage, type Round } from '../domain/rounds.ts';
import { revokedMessage } from '../domain/test-window.ts';
import { sessionEnd } from './candidate-sessions.ts';
import type { CandidateClaims } from './candidate-token.ts';

/** The token's session, checked, and the rules its admission depends on. */
export interface CandidateCall {
  claims: CandidateClaims;
  now: Date;
  tokenMinutesAfterTest: number;
}

export const unknownSession = () =>
  fail.unauthenticated('Your session is not valid. Please log in again.');

/**
 * Why the token's session may not act for `candidate` in `round` (`any`: a call about the
 * candidate), or null when it may: the candidate is revoked, has logged out since the token was
 * issued, is past the end of the test (TOKEN_MINUTES_AFTER_TEST), or their test lacks the round.
 */
export function admissionRefusal(
  candidate: Candidate,
  call: CandidateCall,
  round: Round | 'any',
): DomainError | null {
  if (candidate.revokedAt) return fail.forbidden(revokedMessage);
  const ended = sessionEnd(candidate, call.claims, call.now, call.tokenMinutesAfterTest);
  if (ended === 'logged-out')
    return fail.unauthenticated('You have logged out. Please log in again.');
  if (ended === 'test-over')
    return fail.unauthenticated(
      'Your test is over, so this session has ended. Please log in again.',
    );
  if (round !== 'any' && !includesRound(candidate.testType, round))
    return fail.forbidden(notInTestMessage[round]);
  return null;
}

/** `candidate` if the session may act for them in `round`; otherwise throws why not. */
export function admitCandidate(
  candidate: Candidate | undefined,
  call: CandidateCall,
  round: Round | 'any',
): Candidate {
  if (!candidate) throw unknownSession();
  const refused = admissionRefusal(candidate, call, round);
  if (refused) throw refused;
  return candidate;
}
