import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { LoginResponse } from '../../shared/contract/interview-responses.ts';
import type { OneTimeLogin } from '../../shared/contract/one-time-login.ts';
import { candidates, type Candidate } from '../db/schema/candidates.ts';
import { fail, type DomainError } from '../domain/errors.ts';
import { outsideWindowMessage, revokedMessage } from '../domain/test-window.ts';
import { issueCandidateToken } from './candidate-token.ts';
import { candidateProgress, type ProgressRules } from './candidate-progress.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { claimLoginAttempt, loginSucceeded, type LoginThrottleRules } from './login-throttle.ts';

/** What the login checks against, from configuration and the token secret. */
export interface LoginRules {
  throttle: LoginThrottleRules;
  tokenSecret: string;
  tokenTtlMinutes: number;
  /**
   * The candidate's test: to tell a `both` candidate whether the MCQ round is passed (`is_mcqs`)
   * and their times, and their drive's window (which applies when they have none of their own).
   */
  testOf: (candidate: Candidate) => Promise<CandidateTest>;
  /** In production, seeded demo candidates cannot log in. */
  production: boolean;
}

/** A candidate's assessment as their progress tells it, and their drive's test window. */
export interface CandidateTest {
  progress: ProgressRules;
  driveWindow: { windowStart: Date | null; windowEnd: Date | null } | null;
}

/** Outside the candidate's own window, or, when they have none, outside their drive's. */
function windowOf(candidate: Candidate, test: CandidateTest) {
  const own = candidate.windowStart !== null || candidate.windowEnd !== null;
  return own || !test.driveWindow ? candidate : test.driveWindow;
}

export function loginRulesFrom(
  config: Config,
  tokenSecret: string,
  testOf: LoginRules['testOf'],
): LoginRules {
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
    testOf,
    production: config.NODE_ENV === 'production',
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
  const test = await rules.testOf(candidate);
  const outside = outsideWindowMessage(windowOf(candidate, test), now);
  if (outside) throw fail.forbidden(outside);
  const progress = await candidateProgress(db, candidate, test.progress);
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
