import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { LoginResponse } from '../../shared/contract/interview-responses.ts';
import type { OneTimeLogin } from '../../shared/contract/one-time-login.ts';
import { candidates } from '../db/schema/candidates.ts';
import { fail, type DomainError } from '../domain/errors.ts';
import { outsideWindowMessage, revokedMessage } from '../domain/test-window.ts';
import { issueCandidateToken } from './candidate-token.ts';
import { candidateProgress } from './candidate-progress.ts';
import { mcqRulesFrom, type McqRules } from './mcq/mcq-rules.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { claimLoginAttempt, loginSucceeded, type LoginThrottleRules } from './login-throttle.ts';

/** What the login checks against, from configuration and the token secret. */
export interface LoginRules {
  throttle: LoginThrottleRules;
  tokenSecret: string;
  tokenTtlMinutes: number;
  /** To tell a `both` candidate whether the MCQ round is passed (`is_mcqs`), and their times. */
  mcq: McqRules;
  practicalMinutes: number;
  /** In production, seeded demo candidates cannot log in. */
  production: boolean;
  uploadMinKbps: number;
}

export function loginRulesFrom(config: Config, tokenSecret: string): LoginRules {
  return {
    throttle: {
      freeFailures: config.LOGIN_FREE_FAILURES,
      maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
      maxPerId: config.LOGIN_MAX_FAILURES_PER_ID,
      maxPerClient: config.LOGIN_MAX_FAILURES_PER_CLIENT,
      windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    tokenSecret,
    tokenTtlMinutes: config.TOKEN_TTL_MINUTES,
    mcq: mcqRulesFrom(config),
    practicalMinutes: config.PRACTICAL_MINUTES,
    production: config.NODE_ENV === 'production',
    uploadMinKbps: config.UPLOAD_MIN_KBPS,
  };
}

// Verifying against this when the ID is unknown keeps the response time the same either way.
const dummyHash = hashPassword('not-a-real-password');

function tooMany(retryAfterSeconds: number): DomainError {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return fail.tooMany(
    `Too many failed login attempts. Please try again in ${wait}.`,
    retryAfterSeconds,
  );
}

/**
 * Checks a one-time ID and password. The attempt is counted before the password is checked
 * (`services/login-throttle.ts`): one ID from one client waits longer after each failure beyond
 * the first few, which slows a guesser without locking out the owner on their own device; an ID
 * attacked from everywhere, or one address failing far more than a room of candidates would,
 * is refused for the rest of the window.
 */
export async function loginCandidate(
  db: Db,
  input: OneTimeLogin,
  clientKey: string,
  now: Date,
  rules: LoginRules,
): Promise<LoginResponse> {
  const claim = await claimLoginAttempt(db, input.oneTimeId, clientKey, now, rules.throttle);
  if (!claim.allowed) throw tooMany(claim.retryAfterSeconds);

  const [candidate] = await db
    .select()
    .from(candidates)
    .where(sql`lower(${candidates.oneTimeId}) = ${input.oneTimeId.toLowerCase()}`);
  const valid = await verifyPassword(input.password, candidate?.passwordHash ?? (await dummyHash));
  // A demo row left in a production database is refused exactly like a wrong password.
  if (!candidate || !valid || (rules.production && candidate.isDemo))
    throw fail.unauthenticated('Invalid One-Time ID or password.');
  await loginSucceeded(db, claim.keys);
  // Told only to whoever holds the password: the window and a revoke are the candidate's business.
  if (candidate.revokedAt) throw fail.forbidden(revokedMessage);
  const outside = outsideWindowMessage(candidate, now);
  if (outside) throw fail.forbidden(outside);
  const progress = await candidateProgress(db, candidate, rules);
  return {
    success: true,
    message: 'Login successful!',
    accessToken: await issueCandidateToken(
      candidate.id,
      rules.tokenSecret,
      now,
      rules.tokenTtlMinutes,
      candidate.tokenEpoch,
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
