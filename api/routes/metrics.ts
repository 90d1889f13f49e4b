import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { fail } from '../domain/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { exposition } from '../http/metrics-listener.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasToken(c: Context, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the public port, mounted only when METRICS_TOKEN is set: the Prometheus
 * exposition to a scraper that sends the token. A missing or wrong one is a 401 (not a 404): the
 * address is no secret, and Prometheus then shows its operator "401 Unauthorized", which names
 * the fault, where a 404 would send them looking for a wrong path.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { metrics, config } = c.var.deps;
  const token = config.METRICS_TOKEN;
  if (!metrics || !token) throw fail.notFound('Not found.');
  if (!hasToken(c, token)) throw fail.unauthenticated('The metrics token is missing or wrong.');
  return exposition(c, metrics.registry);
});
