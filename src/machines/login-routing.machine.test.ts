import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  AttemptResult,
  CandidateProgress,
  LoginResponse,
} from '../../shared/contract/interview-responses.ts';
import { routeForCandidate } from './candidate-route.ts';
import { loginRoutingMachine } from './login-routing.machine.ts';

const response = (test_type: string, is_mcqs: boolean): LoginResponse => ({
  success: true,
  message: 'Login successful!',
  accessToken: 'token',
  data: { id: 'c1', test_type, is_mcqs, name: 'C', progress: fresh(test_type) },
});

/** Where a candidate who has done nothing yet stands. */
function fresh(testType: string): CandidateProgress {
  const practical = {
    state: 'not-started' as const,
    startedAt: null,
    deadlineAt: null,
    submittedAt: null,
    fileName: null,
    afterDeadlineSeconds: null,
    late: null,
    minutes: 120,
    seconds: 7200,
    uploadMinKbps: 100,
  };
  return {
    assessmentName: 'Company test',
    testType,
    timeFactor: 1,
    mcq:
      testType === 'practical'
        ? null
        : {
            state: 'not-started',
            result: null,
            secondsPerQuestion: 60,
            passPercent: 75,
            questionCount: 10,
          },
    practical: testType === 'mcqs' ? null : practical,
    notice: {
      version: '2026-11-29.00000000',
      acknowledgedVersion: null,
      acknowledgedAt: null,
      content: { title: 'Your personal data', intro: '', sections: [] },
    },
  };
}

function run(login: () => Promise<LoginResponse>) {
  const effects = {
    stored: [] as LoginResponse[],
    announced: 0,
    failures: [] as unknown[],
    redirects: [] as string[],
  };
  const actor = createActor(
    loginRoutingMachine.provide({
      actors: { login: fromPromise(login) },
      actions: {
        storeSession: (_, r) => void effects.stored.push(r),
        announceSuccess: () => void (effects.announced += 1),
        announceFailure: ({ context }) => void effects.failures.push(context.error),
        redirect: (_, target) => void effects.redirects.push(target),
      },
    }),
  ).start();
  actor.send({ type: 'login.submit', credentials: { oneTimeId: 'ID', password: 'secret1' } });
  return { actor, effects };
}

describe('routeForCandidate (spec §4)', () => {
  it.each([
    ['practical', false, '/rule-page-practical'],
    ['practical', true, '/rule-page-practical'],
    ['mcqs', false, '/rule-page'],
    ['mcqs', true, '/rule-page'],
    ['both', true, '/rule-page-practical'],
    ['both', false, '/rule-page'],
    ['something-else', true, '/rule-page'],
  ])('%s with is_mcqs %s goes to %s', (type, isMcqs, route) => {
    expect(routeForCandidate(type, isMcqs)).toBe(route);
  });
});

describe('routeForCandidate after a round is over (no dead ends)', () => {
  const result = (passed: boolean) =>
    ({ passed, finalResult: passed ? '80%' : '50%' }) as AttemptResult;
  const submittedMcq = (passed: boolean) => ({
    state: 'submitted' as const,
    result: result(passed),
    secondsPerQuestion: 60,
    passPercent: 75,
    questionCount: 10,
  });

  it('shows a submitted MCQ test its result instead of its rules', () => {
    expect(routeForCandidate('mcqs', false, { ...fresh('mcqs'), mcq: submittedMcq(true) })).toBe(
      '/test-submitted',
    );
    expect(routeForCandidate('both', false, { ...fresh('both'), mcq: submittedMcq(false) })).toBe(
      '/test-submitted',
    );
    expect(routeForCandidate('both', true, { ...fresh('both'), mcq: submittedMcq(true) })).toBe(
      '/rule-page-practical',
    );
  });

  it('never offers a practical round that is under way or submitted', () => {
    const both = { ...fresh('both'), mcq: submittedMcq(true) };
    const practical = (state: 'in-progress' | 'submitted') => ({
      ...both,
      practical: { ...(both.practical as NonNullable<CandidateProgress['practical']>), state },
    });
    expect(routeForCandidate('both', true, practical('in-progress'))).toBe('/practical-round');
    expect(routeForCandidate('both', true, practical('submitted'))).toBe('/practical-submit');
    expect(routeForCandidate('practical', false, { ...practical('submitted'), mcq: null })).toBe(
      '/practical-submit',
    );
  });
});

describe('loginRoutingMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the session, announces success, and redirects exactly 2 s later', async () => {
    const { actor, effects } = run(async () => response('both', true));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('welcomed');
    expect(effects.stored).toHaveLength(1);
    expect(effects.announced).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(effects.redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.redirects).toEqual(['/rule-page-practical']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('returns to idle with the error on failure, and can try again', async () => {
    const { actor, effects } = run(async () => {
      throw new Error('Invalid One-Time ID or password.');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Invalid One-Time ID or password.');
    expect(effects.failures).toEqual(['Invalid One-Time ID or password.']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(effects.redirects).toEqual([]);
    actor.send({ type: 'login.submit', credentials: { oneTimeId: 'ID', password: 'secret1' } });
    expect(actor.getSnapshot().value).toBe('authenticating');
  });

  it('ignores a second submit while signing in', async () => {
    let calls = 0;
    const { actor } = run(async () => {
      calls += 1;
      return response('mcqs', false);
    });
    actor.send({ type: 'login.submit', credentials: { oneTimeId: 'ID', password: 'secret1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
  });
});
