import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { LoginResponse } from '../../shared/contract/interview-responses.ts';
import type { OneTimeLogin } from '../../shared/contract/one-time-login.ts';
import { candidates } from '../db/schema/candidates.ts';
import { fail, type DomainError } from '../domain/errors.ts';
import { issueCandidateToken } from './candidate-token.ts';
import { candidateProgress } from './candidate-progress.ts';
import { mcqRulesFrom, type McqRules } from './mcq/mcq-rules.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitResult } from './rate-limit.ts';

/** What the login checks against, from configuration and the token secret. */
export interface LoginRules {
  maxFailuresPerId: number;
  maxFailuresPerClient: number;
  failureWindowMinutes: number;
  tokenSecret: string;
  tokenTtlMinutes: number;
  /** To tell a `both` candidate whether the MCQ round is passed (`is_mcqs`), and their times. */
  mcq: McqRules;
  practicalMinutes: number;
}

export function loginRulesFrom(config: Config, tokenSecret: string): LoginRules {
  return {
    maxFailuresPerId: config.LOGIN_MAX_FAILURES_PER_ID,
    maxFailuresPerClient: config.LOGIN_MAX_FAILURES_PER_CLIENT,
    failureWindowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
    tokenSecret,
    tokenTtlMinutes: config.TOKEN_TTL_MINUTES,
    mcq: mcqRulesFrom(config),
    practicalMinutes: config.PRACTICAL_MINUTES,
  };
}

// Verifying against this when the ID is unknown keeps the response time the same either way.
const dummyHash = hashPassword('not-a-real-password');

function tooMany(limit: RateLimitResult): DomainError {
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return fail.tooMany(
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    limit.retryAfterSeconds,
  );
}

/**
 * Checks a one-time ID and password. Every attempt on an ID counts against that ID (reset by a
 * success); failures also count against the client address, so guessing across many IDs from one
 * place is slowed too, while a room of candidates behind one address can still all log in.
 */
export async function loginCandidate(
  db: Db,
  input: OneTimeLogin,
  clientKey: string,
  now: Date,
  rules: LoginRules,
): Promise<LoginResponse> {
  const windowMs = rules.failureWindowMinutes * 60_000;
  const idKey = `login:id:${input.oneTimeId.toLowerCase()}`;
  const clientRateKey = `login-failures:client:${clientKey}`;

  const clientLimit = await peekRateLimit(
    db,
    clientRateKey,
    { limit: rules.maxFailuresPerClient, windowMs },
    now,
  );
  if (!clientLimit.allowed) throw tooMany(clientLimit);
  const idLimit = await hitRateLimit(db, idKey, { limit: rules.maxFailuresPerId, windowMs }, now);
  if (!idLimit.allowed) throw tooMany(idLimit);

  const [candidate] = await db
    .select()
    .from(candidates)
    .where(sql`lower(${candidates.oneTimeId}) = ${input.oneTimeId.toLowerCase()}`);
  const valid = await verifyPassword(input.password, candidate?.passwordHash ?? (await dummyHash));
  if (!candidate || !valid) {
    await hitRateLimit(db, clientRateKey, { limit: rules.maxFailuresPerClient, windowMs }, now);
    throw fail.unauthenticated('Invalid One-Time ID or password.');
  }
  await resetRateLimit(db, idKey);
  const progress = await candidateProgress(db, candidate, rules);
  return {
    success: true,
    message: 'Login successful!',
    accessToken: await issueCandidateToken(
      candidate.id,
      rules.tokenSecret,
      now,
      rules.tokenTtlMinutes,
    ),
    data: {
      id: candidate.id,
      test_type: candidate.testType,
      // Passed the MCQ round: `both` candidates then go on to the practical; one who did not pass
      // is sent to the MCQ pages, which show their result and the ineligible message.
      is_mcqs: progress.mcq?.result?.passed ?? false,
      name: candidate.fullName,
      // Beyond the spec: where the candidate stands, so the login never leads to a round that
      // is already done.
      progress,
    },
  };
}
