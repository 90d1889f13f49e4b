import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { oneTimeLoginSchema } from '../../shared/contract/one-time-login.ts';
import { clientIp } from '../http/client-ip.ts';
import { validateJson } from '../http/validate-json.ts';
import { requireCandidate } from '../http/require-candidate.ts';
import { candidateProgress } from '../services/candidate-progress.ts';
import { loginCandidate, loginRulesFrom } from '../services/candidate-login.ts';
import { mcqRulesFrom } from '../services/mcq/mcq-rules.ts';

/**
 * `POST /api/interview/one-time-login` (spec §7), the one interview call without a token, and
 * `GET /api/interview/status`: where the candidate stands in each round.
 */
export const interviewLoginRoutes = new Hono<AppEnv>()
  .get('/status', requireCandidate('any'), async (c) => {
    const { deps, candidate } = c.var;
    const progress = await candidateProgress(deps.database.db, candidate, {
      mcq: mcqRulesFrom(deps.config),
      practicalMinutes: deps.config.PRACTICAL_MINUTES,
    });
    return c.json({ success: true, data: progress });
  })
  .post('/one-time-login', ...validateJson(oneTimeLoginSchema), async (c) => {
    const { deps } = c.var;
    const result = await loginCandidate(
      deps.database.db,
      c.req.valid('json'),
      clientIp(c, deps.config.TRUST_PROXY),
      deps.now(),
      loginRulesFrom(deps.config, deps.tokenSecret),
    );
    return c.json(result);
  });
