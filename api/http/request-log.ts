import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { log, type LogFields } from '../lib/log.ts';

/**
 * Who made a request, where a route said: the candidate of a checked token (`claims`, set by
 * `requireCandidateToken`/`requireCandidate`) or the staff member of a live session (`session`,
 * `requireStaff`). Read loosely: the routes set them in their own, narrower environments.
 */
function whoAsked(c: Context): LogFields {
  const claims = c.get('claims') as { candidateId?: string } | undefined;
  const session = c.get('session') as { staff?: { id?: string } } | undefined;
  return { candidateId: claims?.candidateId, staffId: session?.staff?.id };
}

/**
 * One line per request, after its answer: its id (`tagRequest` runs first), method, path (never
 * the query string, where a filter may hold a person's name), status, time taken and who asked,
 * e.g. `{"level":"info","reqId":"7K3Q9XPA2M","method":"GET","path":"/api/health","status":200,
 * "ms":1.4,"msg":"GET /api/health 200 1.4ms"}`. A failure's own line (`errors.ts`) carries the
 * same `reqId`, so a candidate's quoted reference finds both.
 */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const { method, path } = c.req;
  const { status } = c.res;
  log.info(`${method} ${path} ${status} ${ms}ms`, {
    reqId: c.get('requestId') as string | undefined,
    method,
    path,
    status,
    ms,
    ...whoAsked(c),
  });
});
