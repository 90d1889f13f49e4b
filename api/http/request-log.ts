import { createMiddleware } from 'hono/factory';
import { log } from '../lib/log.ts';

/** One line per request: method, path, status and time taken, e.g. `GET /api/health 200 1.4ms`. */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = (performance.now() - started).toFixed(1);
  log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
});
