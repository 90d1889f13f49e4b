import type { Context } from 'hono';
import { fail } from '../domain/errors.ts';
import type { StaffEnv } from '../http/staff-session.ts';
import { candidateById } from '../services/hr/candidates/candidate-query.ts';
import { currentTestSettings } from '../services/settings/test-settings.ts';

/** The pass mark now in force (the database's settings over the configuration's defaults). */
export async function passPercentOf(c: Context<StaffEnv>): Promise<number> {
  return (await currentTestSettings(c.var.deps.testCalls, c.var.deps.config)).passPercent;
}

/** A candidate as the candidates' routes answer it (after a change too); 404 when there is none. */
export async function answerCandidate(c: Context<StaffEnv>, id: string) {
  const candidate = await candidateById(c.var.deps.database.db, id, await passPercentOf(c));
  if (!candidate) throw fail.notFound('No such candidate.');
  return candidate;
}
