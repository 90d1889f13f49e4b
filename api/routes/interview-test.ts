import { Hono, type Context } from 'hono';
import { autoSubmitSchema, submitAndNextSchema } from '../../shared/contract/interview.ts';
import { fail } from '../domain/errors.ts';
import { requireCandidate, type CandidateEnv } from '../http/require-candidate.ts';
import { validateJson } from '../http/validate-json.ts';
import { findAttempt } from '../services/mcq/attempt-store.ts';
import type { AttemptOutcome } from '../services/mcq/attempt-outcome.ts';
import { attemptResult } from '../services/mcq/attempt-view.ts';
import { finalSubmit } from '../services/mcq/final-submit.ts';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';
import { startOrResumeAttempt } from '../services/mcq/start-attempt.ts';
import { submitAndNext } from '../services/mcq/submit-and-next.ts';

const alreadySubmitted = 'You have already submitted this test.';
const mcqCandidate = requireCandidate('mcq');

/** The MCQ test (spec §7), mounted at /api/interview/test: every call needs the bearer token. */
export const interviewTestRoutes = new Hono<CandidateEnv>()
  .get('/start', mcqCandidate, async (c) => {
    const { deps, candidate } = c.var;
    const rules = mcqRulesFrom(deps.config);
    return respond(c, await startOrResumeAttempt(deps.database.db, candidate, deps.now(), rules));
  })
  .post('/submit-and-next', mcqCandidate, ...validateJson(submitAndNextSchema), async (c) => {
    const { deps, candidate } = c.var;
    const rules = mcqRulesFrom(deps.config);
    const body = c.req.valid('json');
    return respond(c, await submitAndNext(deps.database.db, candidate, body, deps.now(), rules));
  })
  .post(
    '/auto-submit',
    mcqCandidate,
    ...validateJson(autoSubmitSchema, { maxBytes: 64 * 1024 }),
    async (c) => {
      const { deps, candidate } = c.var;
      const rules = mcqRulesFrom(deps.config);
      const body = c.req.valid('json');
      const attempt = await finalSubmit(deps.database.db, candidate, body, deps.now(), rules);
      return c.json({
        success: true,
        message: 'Test submitted successfully!',
        data: attemptResult(attempt, rules),
      });
    },
  )
  .get('/result', mcqCandidate, async (c) => {
    const { deps, candidate } = c.var;
    const attempt = await findAttempt(deps.database.db, candidate.id);
    if (!attempt?.submittedAt) throw fail.notFound('No result data available.');
    return c.json({ success: true, data: attemptResult(attempt, mcqRulesFrom(deps.config)) });
  });

/** A question to answer is a 200; a closed attempt a 409 that carries its result. */
function respond(c: Context<CandidateEnv>, outcome: AttemptOutcome) {
  if (outcome.kind === 'question') return c.json(outcome.state);
  return c.json(
    {
      success: false,
      message: alreadySubmitted,
      submitted: true,
      data: attemptResult(outcome.attempt, mcqRulesFrom(c.var.deps.config)),
    },
    409,
  );
}
