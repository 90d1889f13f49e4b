import { fail } from '../domain/errors.ts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import type { Config } from '../config.ts';
import { hitRateLimit } from '../services/rate-limit.ts';
import { clientIp } from './client-ip.ts';

export interface RateLimitGuard {
  /** Names the limit in its keys, e.g. `contact` → `contact:ip:203.0.113.7`. */
  name: string;
  limit: (config: Config) => number;
  windowSeconds: (config: Config) => number;
  /** What the client is told, given the wait (e.g. "in 7 minutes"). */
  message: (wait: string) => string;
}

/** "45 seconds", "1 minute", "7 minutes": how long to wait, in words a visitor reads. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts each request per client address in the database (so every API instance shares the
 * count) and answers 429 with Retry-After once the client is over the limit for the window.
 */
export function rateLimitGuard(guard: RateLimitGuard) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { config, database, now } = c.var.deps;
    const key = `${guard.name}:ip:${clientIp(c, config.TRUST_PROXY)}`;
    const rule = { limit: guard.limit(config), windowMs: guard.windowSeconds(config) * 1000 };
    const result = await hitRateLimit(database.db, key, rule, now());
    if (!result.allowed) {
      throw fail.tooMany(
        guard.message(describeWait(result.retryAfterSeconds)),
        result.retryAfterSeconds,
      );
    }
    await next();
  });
}
