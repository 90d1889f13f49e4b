import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { oneTimeLoginSchema } from '../contract/one-time-login.ts';
import { clientIp } from '../http/client-ip.ts';
import { limitBody, validateJson } from '../http/validate-json.ts';
import { loginCandidate } from '../services/candidate-login.ts';

/** `POST /api/interview/one-time-login` (spec §7). */
export const interviewLoginRoutes = new Hono<AppEnv>().post(
  '/one-time-login',
  limitBody(4 * 1024),
  ...validateJson(oneTimeLoginSchema),
  async (c) => {
    const { deps } = c.var;
    const result = await loginCandidate(
      deps,
      c.req.valid('json'),
      clientIp(c, deps.config.TRUST_PROXY),
    );
    return c.json(result);
  },
);
