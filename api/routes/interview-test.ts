import { Hono, type Context } from 'hono';
import {
  autoSubmitSchema,
  presenceSchema,
  submitAndNextSchema,
} from '../../shared/contract/interview.ts';
import type { Db } from '../db/database.ts';
import { deviceSilentMs } from '../domain/board-status.ts';
import { fail } from '../domain/errors.ts';
import {
  candidateCall,
  requireCandidate,
  requireCandidateToken,
  type CandidateEnv,
} from '../http/require-candidate.ts';
import { hasRoomToAdmit, keepPlaceInLine, queuedAnswer } from '../http/admission-guard.ts';
import { refuseWhenOverloaded } from '../http/overload-guard.ts';
import { clientIp } from '../http/client-ip.ts';
import { testDeviceOf } from '../http/test-device.ts';
import { validateJson } from '../http/validate-json.ts';
import { findAttempt, type Attempt } from '../services/mcq/attempt-store.ts';
import type { AttemptOutcome } from '../services/mcq/attempt-outcome.ts';
import { attemptResult, pictured } from '../services/mcq/attempt-view.ts';
import { finalSubmit } from '../services/mcq/final-submit.ts';
import { keptForReviewCount } from '../services/mcq/late-answers.ts';
import { currentMcqRules, mcqRulesByCandidate } from '../services/settings/test-settings.ts';
import { startOrResumeAttempt } from '../services/mcq/start-attempt.ts';
import { answerQuestion } from '../services/mcq/answer-question.ts';
import { notePresence } from '../services/mcq/device-presence.ts';
import { assertNoticeAcknowledged } from '../services/privacy/candidate-notice.ts';

const alreadySubmitted = 'You have already submitted this test.';
export const takenOverMessage =
  'This test is now open in another window, which continues it. This window has stopped; anything it still sends is kept for HR.';
const mcqCandidate = requireCandidate('mcq');

/** A closed attempt's result, with how many of its answers wait for HR. */
async function resultOf(c: Context<CandidateEnv>, db: Db, attempt: Attempt) {
  return attemptResult(
    attempt,
    await currentMcqRules(c.var.deps.testCalls, c.var.deps.config, c.var.candidate),
    await keptForReviewCount(db, attempt.id),
  );
}

/**
 * The MCQ test (spec §7), mounted at /api/interview/test: every call needs the bearer token, and
 * past the server's capacity is refused with 503 and Retry-After before any work
 * (`refuseWhenOverloaded`).
 */
export const interviewTestRoutes = new Hono<CandidateEnv>()
  .get(
    '/start',
    requireCandidateToken,
    keepPlaceInLine,
    refuseWhenOverloaded,
    mcqCandidate,
    async (c) => {
      const { deps, candidate } = c.var;
      const rules = await currentMcqRules(deps.testCalls, deps.config, candidate);
      const device = testDeviceOf(c);
      const { snapshot } = c.var;
      const { admission } = deps.testCalls;
      const start = () =>
        startOrResumeAttempt(
          deps.testCalls,
          candidate,
          deps.now(),
          rules,
          { deviceId: device, network: clientIp(c, deps.config.TRUST_PROXY) },
          snapshot,
        );
      // A resume (an attempt exists) goes straight on: its clock is running.
      if (snapshot?.attempt) return respond(c, await start());
      // A first start needs the privacy notice read, then room, or a place in line (issue 42).
      assertNoticeAcknowledged(candidate);
      const ticket = admission.ask(candidate.id, deps.now().getTime(), hasRoomToAdmit(deps));
      if (!ticket.admitted) return queuedAnswer(c, ticket);
      return respond(c, await admission.serve(start));
    },
  )
  .post(
    '/submit-and-next',
    refuseWhenOverloaded,
    // The token only: `answerQuestion` admits the candidate on the snapshot it keeps or reads.
    requireCandidateToken,
    ...validateJson(submitAndNextSchema),
    async (c) => {
      const { deps, claims } = c.var;
      const outcome = await answerQuestion(deps.testCalls, {
        ...candidateCall(claims, deps),
        body: c.req.valid('json'),
        rules: await mcqRulesByCandidate(deps.testCalls, deps.config),
        deviceId: testDeviceOf(c),
      });
      return respond(c, outcome);
    },
  )
  .post(
    '/auto-submit',
    refuseWhenOverloaded,
    mcqCandidate,
    ...validateJson(autoSubmitSchema, { maxBytes: 64 * 1024 }),
    async (c) => {
      const { deps, candidate } = c.var;
      const { db } = deps.database;
      const rules = await currentMcqRules(deps.testCalls, deps.config, candidate);
      const body = c.req.valid('json');
      const outcome = await finalSubmit(
        deps.testCalls,
        candidate,
        body,
        deps.now(),
        rules,
        testDeviceOf(c),
      );
      if (outcome.kind === 'taken-over') return respond(c, outcome);
      return c.json({
        success: true,
        message: 'Test submitted successfully!',
        data: await resultOf(c, db, outcome.attempt),
      });
    },
  )
  .post(
    '/presence',
    // No overload guard: a refused call would show a present candidate as offline on HR's board,
    // and the usual call is one small statement on the token alone (`notePresence`).
    requireCandidateToken,
    ...validateJson(presenceSchema, { maxBytes: 16 * 1024 }),
    async (c) => {
      const { deps, claims } = c.var;
      const noted = await notePresence(deps.testCalls, {
        ...candidateCall(claims, deps),
        body: c.req.valid('json'),
        deviceId: testDeviceOf(c),
        network: clientIp(c, deps.config.TRUST_PROXY),
        silentMs: deviceSilentMs,
      });
      return c.json({ success: true, noted });
    },
  )
  .get('/result', refuseWhenOverloaded, mcqCandidate, async (c) => {
    const { deps, candidate } = c.var;
    const attempt = await findAttempt(deps.database.db, candidate.id);
    if (!attempt?.submittedAt) throw fail.notFound('No result data available.');
    return c.json({ success: true, data: await resultOf(c, deps.database.db, attempt) });
  });

/**
 * A question to answer is a 200; a closed attempt a 409 that carries its result (and whether the
 * answer sent was kept for HR); a window another one took over a 409 that says so.
 */
async function respond(c: Context<CandidateEnv>, outcome: AttemptOutcome) {
  if (outcome.kind === 'question')
    return c.json(await pictured(c.var.deps.testCalls, outcome.state));
  if (outcome.kind === 'taken-over') {
    return c.json({ success: false, message: takenOverMessage, takenOver: true }, 409);
  }
  return c.json(
    {
      success: false,
      message: alreadySubmitted,
      submitted: true,
      kept: outcome.kept ?? false,
      data: await resultOf(c, c.var.deps.database.db, outcome.attempt),
    },
    409,
  );
}
