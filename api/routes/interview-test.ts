import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { autoSubmitSchema, submitAndNextSchema } from '../contract/interview.ts';
import { apiError } from '../http/errors.ts';
import { requireCandidate, type CandidateEnv } from '../http/require-candidate.ts';
import { limitBody, validateJson } from '../http/validate-json.ts';
import { findAttempt, type Attempt } from '../services/mcq/attempt-store.ts';
import type { AttemptOutcome } from '../services/mcq/attempt-outcome.ts';
import { attemptResult } from '../services/mcq/attempt-view.ts';
import { finalSubmit } from '../services/mcq/final-submit.ts';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';
import { startOrResumeAttempt } from '../services/mcq/start-attempt.ts';
import { submitAndNext } from '../services/mcq/submit-and-next.ts';

const alreadySubmitted = 'You have already submitted this test.';

// Per route, not for the whole group: /test/practical lives under the same prefix.
const mcqCandidatesOnly = createMiddleware<CandidateEnv>(async (c, next) => {
  if (c.var.candidate.testType === 'practical') {
    throw apiError(403, 'Your test does not include the multiple-choice round.');
  }
  await next();
});

/** The MCQ test (spec §7): every call needs the candidate's bearer token. */
export const interviewTestRoutes = new Hono<CandidateEnv>()
  .use('*', requireCandidate)
  .get('/start', mcqCandidatesOnly, async (c) => {
    const { deps, candidate } = c.var;
    const outcome = await startOrResumeAttempt(
      deps.database.db,
      candidate,
      deps.now(),
      mcqRulesFrom(deps.config),
    );
    return respond(c, outcome);
  })
  .post(
    '/submit-and-next',
    limitBody(4 * 1024),
    ...validateJson(submitAndNextSchema),
    async (c) => {
      const { deps, candidate } = c.var;
      const outcome = await submitAndNext(
        deps.database.db,
        candidate,
        c.req.valid('json'),
        deps.now(),
        mcqRulesFrom(deps.config),
      );
      return respond(c, outcome);
    },
  )
  .post(
    '/auto-submit',
    mcqCandidatesOnly,
    limitBody(64 * 1024),
    ...validateJson(autoSubmitSchema),
    async (c) => {
      const { deps, candidate } = c.var;
      const rules = mcqRulesFrom(deps.config);
      const attempt = await finalSubmit(
        deps.database.db,
        candidate,
        c.req.valid('json'),
        deps.now(),
        rules,
      );
      return c.json({
        success: true,
        message: 'Test submitted successfully!',
        data: attemptResult(attempt, rules),
      });
    },
  )
  .get('/result', mcqCandidatesOnly, async (c) => {
    const { deps, candidate } = c.var;
    const attempt = await findAttempt(deps.database.db, candidate.id);
    if (!attempt?.submittedAt) throw apiError(404, 'No result data available.');
    return c.json({ success: true, data: attemptResult(attempt, mcqRulesFrom(deps.config)) });
  });

/** A question to answer is a 200; a closed attempt a 409 that carries its result. */
function respond(c: Context<CandidateEnv>, outcome: AttemptOutcome) {
  if (outcome.kind === 'question') return c.json(outcome.state);
  const submitted: Attempt = outcome.attempt;
  return c.json(
    {
      success: false,
      message: alreadySubmitted,
      submitted: true,
      data: attemptResult(submitted, mcqRulesFrom(c.var.deps.config)),
    },
    409,
  );
}
