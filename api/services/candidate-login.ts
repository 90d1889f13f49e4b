import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import type { LoginResponse } from '../contract/interview-responses.ts';
import type { OneTimeLogin } from '../contract/one-time-login.ts';
import { candidates } from '../db/schema/candidates.ts';
import { HTTPException } from 'hono/http-exception';
import { apiError } from '../http/errors.ts';
import { issueCandidateToken } from './candidate-token.ts';
import { findAttempt, type Attempt } from './mcq/attempt-store.ts';
import { attemptResult } from './mcq/attempt-view.ts';
import { mcqRulesFrom } from './mcq/mcq-rules.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitResult } from './rate-limit.ts';

// Verifying against this when the ID is unknown keeps the response time the same either way.
const dummyHash = hashPassword('not-a-real-password');

function tooMany(limit: RateLimitResult): HTTPException {
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return new HTTPException(429, {
    message: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    res: new Response(null, { headers: { 'Retry-After': String(limit.retryAfterSeconds) } }),
  });
}

/**
 * Checks a one-time ID and password. Every attempt on an ID counts against that ID (reset by a
 * success); failures also count against the client address, so guessing across many IDs from one
 * place is slowed too, while a room of candidates behind one address can still all log in.
 */
export async function loginCandidate(
  deps: AppDeps,
  input: OneTimeLogin,
  clientKey: string,
): Promise<LoginResponse> {
  const { db } = deps.database;
  const { config } = deps;
  const now = deps.now();
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const idKey = `login:id:${input.oneTimeId.toLowerCase()}`;
  const clientRateKey = `login-failures:client:${clientKey}`;

  const clientLimit = await peekRateLimit(
    db,
    clientRateKey,
    { limit: config.LOGIN_MAX_FAILURES_PER_CLIENT, windowMs },
    now,
  );
  if (!clientLimit.allowed) throw tooMany(clientLimit);
  const idLimit = await hitRateLimit(
    db,
    idKey,
    { limit: config.LOGIN_MAX_FAILURES_PER_ID, windowMs },
    now,
  );
  if (!idLimit.allowed) throw tooMany(idLimit);

  const [candidate] = await db
    .select()
    .from(candidates)
    .where(sql`lower(${candidates.oneTimeId}) = ${input.oneTimeId.toLowerCase()}`);
  const valid = await verifyPassword(input.password, candidate?.passwordHash ?? (await dummyHash));
  if (!candidate || !valid) {
    await hitRateLimit(
      db,
      clientRateKey,
      { limit: config.LOGIN_MAX_FAILURES_PER_CLIENT, windowMs },
      now,
    );
    throw apiError(401, 'Invalid One-Time ID or password.');
  }
  await resetRateLimit(db, idKey);
  const attempt = await findAttempt(db, candidate.id);
  return {
    success: true,
    message: 'Login successful!',
    accessToken: await issueCandidateToken(
      candidate.id,
      deps.tokenSecret,
      now,
      config.TOKEN_TTL_MINUTES,
    ),
    data: {
      id: candidate.id,
      test_type: candidate.testType,
      // Passed the MCQ round: `both` candidates then go on to the practical; one who did not pass
      // is sent to the MCQ pages, which show their result and the ineligible message.
      is_mcqs:
        Boolean(attempt?.submittedAt) &&
        attemptResult(attempt as Attempt, mcqRulesFrom(config)).passed,
      name: candidate.fullName,
    },
  };
}
