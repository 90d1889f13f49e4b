import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../app-env.ts';
import { candidates } from '../db/schema/candidates.ts';
import { checkCandidateToken } from '../services/candidate-token.ts';
import { apiError } from './errors.ts';

export type Candidate = typeof candidates.$inferSelect;

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
  Variables: { deps: AppDeps; candidate: Candidate };
}

/**
 * Every interview call needs `Authorization: Bearer <token>` of a candidate who still exists;
 * the handler then reads `c.var.candidate` and can only ever reach that candidate's data.
 */
export const requireCandidate = createMiddleware<CandidateEnv>(async (c, next) => {
  // Already checked by an enclosing route group (the groups share the /api/interview prefix).
  if (c.var.candidate) return next();
  const { deps } = c.var;
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw apiError(401, 'No authentication token found. Please log in.');
  const check = await checkCandidateToken(match[1], deps.tokenSecret, deps.now());
  if (!check.ok) {
    throw apiError(
      401,
      check.reason === 'expired'
        ? 'Your session has expired. Please log in again.'
        : 'Your session is not valid. Please log in again.',
    );
  }
  const [candidate] = await candidateById(deps.database.db).execute({
    id: check.claims.candidateId,
  });
  if (!candidate) throw apiError(401, 'Your session is not valid. Please log in again.');
  c.set('candidate', candidate);
  await next();
});
