import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdmissionTicket } from '../services/mcq/admission-queue.ts';
import type { AppDeps } from './app-env.ts';
import type { CandidateTokenEnv } from './require-candidate.ts';

/**
 * Whether the server has room for a new candidate now: the wait of work in it (`deps.load`) is at
 * most ADMISSION_DELAY_MS, well under OVERLOAD_DELAY_MS, at which answers start being refused. So
 * the line closes first, and those already answering keep the server's time (issue 42).
 */
export function hasRoomToAdmit(deps: AppDeps): boolean {
  const threshold = deps.config.ADMISSION_DELAY_MS;
  return !deps.load || threshold === 0 || deps.load.delayMs() <= threshold;
}

/** The message of a place in line; the page shows the place and the wait from `queue` itself. */
export const queuedMessage =
  'Many candidates are starting at once, so you are in line to begin. Your test’s clock has not started: it starts with your first question.';

/** A place in line, as the start answers it: 503 with Retry-After, and the place and wait. */
export function queuedAnswer(
  c: Context,
  ticket: Extract<AdmissionTicket, { admitted: false }>,
): Response {
  // Spread over a second, so the pages of one moment do not all ask again in the same instant.
  c.header('Retry-After', String(ticket.retryAfterSeconds + randomInt(2)));
  return c.json(
    {
      success: false,
      message: queuedMessage,
      queue: { place: ticket.place, waitSeconds: ticket.waitSeconds },
    },
    503,
  );
}

/**
 * A page already in line asks again: answered from the line alone (no read of the database),
 * before the overload guard, so a waiting candidate always sees their place. Admitted, the call
 * goes on to the start, which finds its admission held (`admission-queue.ts`).
 */
export const keepPlaceInLine = createMiddleware<CandidateTokenEnv>(async (c, next) => {
  const { deps, claims } = c.var;
  const { admission } = deps.testCalls;
  if (admission.isWaiting(claims.candidateId)) {
    const ticket = admission.ask(claims.candidateId, deps.now().getTime(), hasRoomToAdmit(deps));
    if (!ticket.admitted) return queuedAnswer(c, ticket);
  }
  await next();
});
