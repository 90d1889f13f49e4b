import { createMiddleware } from 'hono/factory';
import { fail } from '../domain/errors.ts';
import type { Round } from '../domain/rounds.ts';
import type { Candidate } from '../db/schema/candidates.ts';
import {
  admitCandidate,
  unknownSession,
  type CandidateCall,
} from '../services/candidate-admission.ts';
import { checkCandidateToken, type CandidateClaims } from '../services/candidate-token.ts';
import { readTestCallSnapshot, type TestCallSnapshot } from '../services/mcq/test-call-snapshot.ts';
import type { AppDeps } from './app-env.ts';

export interface CandidateTokenEnv {
  Variables: {
    deps: AppDeps;
    /** The token's claims, as checked. */
    claims: CandidateClaims;
  };
}

export interface CandidateEnv {
  Variables: CandidateTokenEnv['Variables'] & {
    candidate: Candidate;
    /** MCQ calls: the candidate's attempt and the bank's revision, read with the candidate. */
    snapshot?: TestCallSnapshot;
  };
}

/** A checked token's call as the admission rules read it: its claims, now, and the rules' time. */
export function candidateCall(claims: CandidateClaims, deps: AppDeps): CandidateCall {
  return { claims, now: deps.now(), tokenMinutesAfterTest: deps.config.TOKEN_MINUTES_AFTER_TEST };
}

/**
 * `Authorization: Bearer <token>` with a token this server signed and that has not expired; sets
 * its claims. Nothing is read: the MCQ answer (`answerQuestion`) admits the candidate itself, on
 * the snapshot it keeps or reads.
 */
export const requireCandidateToken = createMiddleware<CandidateTokenEnv>(async (c, next) => {
  c.set('claims', await checkedClaims(c.req.header('authorization'), c.var.deps));
  await next();
});

async function checkedClaims(
  authorization: string | undefined,
  deps: AppDeps,
): Promise<CandidateClaims> {
  const match = /^Bearer\s+(.+)$/i.exec((authorization ?? '').trim());
  if (!match?.[1]) throw fail.unauthenticated('No authentication token found. Please log in.');
  const check = await checkCandidateToken(match[1], deps.tokenSecret, deps.now());
  if (check.ok) return check.claims;
  throw fail.unauthenticated(
    check.reason === 'expired'
      ? 'Your session has expired. Please log in again.'
      : 'Your session is not valid. Please log in again.',
  );
}

/**
 * Every other interview call of `round` (`any`: a call about the candidate) needs the token
 * (as `requireCandidateToken`) of a candidate who still exists and whom its session may act for
 * (`admitCandidate`: not revoked, not logged out since, not past the end of the test, a test
 * that includes the round); the handler then reads `c.var.candidate` and can only ever reach that
 * candidate's data. An MCQ call reads the attempt with the candidate, in one statement
 * (`c.var.snapshot`). Each route names it (no group-wide middleware on the shared /interview
 * prefix, so it runs exactly once per request).
 */
export function requireCandidate(round: Round | 'any') {
  return createMiddleware<CandidateEnv>(async (c, next) => {
    const { deps } = c.var;
    const claims = await checkedClaims(c.req.header('authorization'), deps);
    c.set('claims', claims);
    const call = candidateCall(claims, deps);
    if (round === 'mcq') {
      const snapshot = await readTestCallSnapshot(deps.testCalls, claims.candidateId);
      if (!snapshot) throw unknownSession();
      c.set('candidate', admitCandidate(snapshot.candidate, call, round));
      c.set('snapshot', snapshot);
    } else {
      const [candidate] = await deps.testCalls.statements
        .candidateById()
        .execute({ id: claims.candidateId });
      c.set('candidate', admitCandidate(candidate, call, round));
    }
    await next();
  });
}
