import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { oneTimeLoginSchema } from '../../shared/contract/one-time-login.ts';
import { clientIp } from '../http/client-ip.ts';
import { validateJson } from '../http/validate-json.ts';
import { requireCandidate } from '../http/require-candidate.ts';
import { candidateProgress } from '../services/candidate-progress.ts';
import { endCandidateSessions } from '../services/candidate-sessions.ts';
import { loginCandidate, loginRulesFrom } from '../services/candidate-login.ts';
import { candidateTestOf, progressRulesOf } from '../services/settings/test-settings.ts';

/**
 * `POST /api/interview/one-time-login` (spec §7), the one interview call without a token, and
 * `GET /api/interview/status`: where the candidate stands in each round, and
 * `POST /api/interview/logout`, which ends every token of the candidate at once.
 */
export const interviewLoginRoutes = new Hono<AppEnv>()
  .get('/status', requireCandidate('any'), async (c) => {
    const { deps, candidate } = c.var;
    const { db } = deps.database;
    const progress = await candidateProgress(
      db,
      candidate,
      await progressRulesOf(deps.testCalls, deps.config, candidate),
    );
    return c.json({ success: true, data: progress });
  })
  .post('/logout', requireCandidate('any'), async (c) => {
    const { deps, candidate } = c.var;
    await endCandidateSessions(deps.database.db, candidate.id);
    return c.json({ success: true, message: 'You have logged out.' });
  })
  .post('/one-time-login', ...validateJson(oneTimeLoginSchema), async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const result = await loginCandidate(
      db,
      c.req.valid('json'),
      clientIp(c, deps.config.TRUST_PROXY),
      deps.now(),
      // The candidate's own assessment: its times, pass mark and their drive's window.
      loginRulesFrom(deps.config, deps.tokenSecret, (candidate) =>
        candidateTestOf(deps.testCalls, deps.config, candidate),
      ),
    );
    return c.json(result);
  });
