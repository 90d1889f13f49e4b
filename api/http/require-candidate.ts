import { fail } from '../domain/errors.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from './app-env.ts';
import { includesRound, notInTestMessage, type Round } from '../domain/rounds.ts';
import { revokedMessage } from '../domain/test-window.ts';
import { candidates, type Candidate } from '../db/schema/candidates.ts';
import { sessionEnd } from '../services/candidate-sessions.ts';
import { checkCandidateToken, type CandidateClaims } from '../services/candidate-token.ts';
import {
  keptSnapshot,
  readTestCallSnapshot,
  type TestCallSnapshot,
} from '../services/mcq/test-call-snapshot.ts';

// Every interview call runs this lookup: prepared once per database (building a Drizzle query
// costs more than running it on the embedded engine).
const prepared = new WeakMap<Db, ReturnType<typeof prepareCandidateById>>();
function prepareCandidateById(db: Db) {
  return db
    .select()
    .from(candidates)
    .where(eq(candidates.id, sql.placeholder('id')))
    .prepare('candidate_by_id');
}
function candidateById(db: Db) {
  let query = prepared.get(db);
  if (!query) {
    query = prepareCandidateById(db);
    prepared.set(db, query);
  }
  return query;
}

export interface CandidateEnv {
  Variables: {
    deps: AppDeps;
    candidate: Candidate;
    /** The token's claims, as checked. */
    claims: CandidateClaims;
    /** MCQ calls: the candidate's attempt and the bank's revision, read with the candidate. */
    snapshot?: TestCallSnapshot;
  };
}

/**
 * Every interview call of `round` (`any`: a call about the candidate) needs `Authorization: Bearer <token>` of a candidate who still
 * exists, has not logged out since, is not past the end of the test (TOKEN_MINUTES_AFTER_TEST),
 * and whose test includes that round; the handler then reads `c.var.candidate` and can
 * only ever reach that candidate's data. Each route names it (no group-wide middleware on the
 * shared /interview prefix, so it runs exactly once per request).
 *
 * `kept` (the MCQ answer only): the candidate and attempt may be the snapshot this server kept
 * from its own last answer for them (`keptSnapshot`) instead of a read. It passes the same
 * checks, and the handler's write checks it is still current, reading afresh
 * (`readTestCallAfresh`) when it is not. A check a kept snapshot fails is made again on a fresh
 * read before the call is refused, so a stale copy can never refuse a candidate either.
 */
export function requireCandidate(round: Round | 'any', options: { kept?: boolean } = {}) {
  return createMiddleware<CandidateEnv>(async (c, next) => {
    const { deps } = c.var;
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match?.[1]) throw fail.unauthenticated('No authentication token found. Please log in.');
    const check = await checkCandidateToken(match[1], deps.tokenSecret, deps.now());
    if (!check.ok) {
      throw fail.unauthenticated(
        check.reason === 'expired'
          ? 'Your session has expired. Please log in again.'
          : 'Your session is not valid. Please log in again.',
      );
    }
    c.set('claims', check.claims);
    if (round !== 'mcq') {
      const [candidate] = await candidateById(deps.database.db).execute({
        id: check.claims.candidateId,
      });
      c.set('candidate', admit(candidate, c, round));
      return next();
    }
    const kept = options.kept
      ? keptSnapshot(deps.database.db, check.claims.candidateId)
      : undefined;
    if (!kept || refusal(kept.candidate, c, round)) await readTestCallAfresh(c);
    else {
      c.set('candidate', kept.candidate);
      c.set('snapshot', kept);
    }
    await next();
  });
}

/**
 * An MCQ call's candidate and attempt read in one statement (an MCQ call reads the attempt with
 * the candidate: one turn of the database fewer), checked as `requireCandidate` checks them, and
 * set on the context; a refused check throws.
 */
export async function readTestCallAfresh(c: Context<CandidateEnv>): Promise<TestCallSnapshot> {
  const { deps, claims } = c.var;
  const snapshot = await readTestCallSnapshot(deps.database.db, claims.candidateId);
  if (!snapshot) throw unknownSession();
  c.set('candidate', admit(snapshot.candidate, c, 'mcq'));
  c.set('snapshot', snapshot);
  return snapshot;
}

const unknownSession = () =>
  fail.unauthenticated('Your session is not valid. Please log in again.');

/** The candidate if the token's session may act for them in `round`; otherwise throws why not. */
function admit(
  candidate: Candidate | undefined,
  c: Context<CandidateEnv>,
  round: Round | 'any',
): Candidate {
  if (!candidate) throw unknownSession();
  const refused = refusal(candidate, c, round);
  if (refused) throw refused;
  return candidate;
}

/** Why the token's session may not act for `candidate` in `round`, or null when it may. */
function refusal(candidate: Candidate, c: Context<CandidateEnv>, round: Round | 'any') {
  const { deps, claims } = c.var;
  if (candidate.revokedAt) return fail.forbidden(revokedMessage);
  const ended = sessionEnd(candidate, claims, deps.now(), deps.config.TOKEN_MINUTES_AFTER_TEST);
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
