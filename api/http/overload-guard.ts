import { randomInt } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { fail } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';

export const busyMessage =
  'Our server is very busy just now. Your page tries again by itself in a few seconds; nothing you answered is lost.';

/**
 * Graceful degradation past capacity: while work waits in this server longer than
 * OVERLOAD_DELAY_MS (`deps.load`: the event-loop delay or the database's queue), a test call is
 * refused at once with 503 and Retry-After instead of joining a queue that grows until clients
 * time out. The candidate's outbox keeps the answer and sends it again after that wait; calls
 * already admitted finish sooner. Retry-After grows with the wait and is spread over a few
 * seconds, so the refused do not all come back in the same instant.
 *
 * Why the wait and 1 s: at capacity an answer takes under 50 ms (issue 17's goal), so a wait of
 * a second means arrivals outrun the server and the queue only grows; shedding then keeps the
 * wait of admitted calls near a second, far inside the browser's 20 s timeout, and costs the
 * refused ones a few seconds, which the late-answer policy's grace and the device's own account
 * of when an answer was given (givenAfterMs) absorb.
 */
export const refuseWhenOverloaded = createMiddleware<AppEnv>(async (c, next) => {
  const { load, config, testCalls, now } = c.var.deps;
  const threshold = config.OVERLOAD_DELAY_MS;
  const delay = load && threshold > 0 ? load.delayMs() : 0;
  if (delay > threshold) {
    // The reconnect window of everyone's question counts from here (`server-refusals.ts`).
    testCalls.refusals.note(now());
    const retryAfter = Math.min(10, 1 + Math.ceil(delay / 1000)) + randomInt(3);
    throw fail.unavailable(busyMessage, retryAfter);
  }
  await next();
});
