import { fail } from '../domain/errors.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from './app-env.ts';
import { includesRound, notInTestMessage, type Round } from '../domain/rounds.ts';
import { revokedMessage } from '../domain/test-window.ts';
import { candidates, type Candidate } from '../db/schema/candidates.ts';
import { sessionEnd } from '../services/candidate-sessions.ts';
import { checkCandidateToken } from '../services/candidate-token.ts';
import { readTestCallSnapshot, type TestCallSnapshot } from '../services/mcq/test-call-snapshot.ts';

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
 */
export function requireCandidate(round: Round | 'any') {
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
    // An MCQ call reads the attempt in the same statement: one turn of the database fewer.
    const snapshot =
      round === 'mcq'
        ? await readTestCallSnapshot(deps.database.db, check.claims.candidateId)
        : undefined;
    const [candidate] = snapshot
      ? [snapshot.candidate]
      : round === 'mcq'
        ? []
        : await candidateById(deps.database.db).execute({ id: check.claims.candidateId });
    if (!candidate) throw fail.unauthenticated('Your session is not valid. Please log in again.');
    if (candidate.revokedAt) throw fail.forbidden(revokedMessage);
    const ended = sessionEnd(
      candidate,
      check.claims,
      deps.now(),
      deps.config.TOKEN_MINUTES_AFTER_TEST,
    );
    if (ended === 'logged-out')
      throw fail.unauthenticated('You have logged out. Please log in again.');
    if (ended === 'test-over')
      throw fail.unauthenticated(
        'Your test is over, so this session has ended. Please log in again.',
      );
    if (round !== 'any' && !includesRound(candidate.testType, round))
      throw fail.forbidden(notInTestMessage[round]);
    c.set('candidate', candidate);
    if (snapshot) c.set('snapshot', snapshot);
    await next();
  });
}
