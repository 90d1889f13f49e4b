import { createMiddleware } from 'hono/factory';
import { fail } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';
import { nulCharacterMessage } from './validate-json.ts';

/**
 * A query string holding U+0000 (`?q=%00`) is refused with a 400 before any route reads it:
 * PostgreSQL cannot take NUL in text, so a search or filter would otherwise end in its error
 * (a 500). The JSON bodies have the same rule in validate-json.ts.
 */
export const refuseNulInQuery = createMiddleware<AppEnv>(async (c, next) => {
  const queries = c.req.queries();
  for (const [key, values] of Object.entries(queries)) {
    if (key.includes('\u0000') || values.some((value) => value.includes('\u0000')))
      throw fail.invalid(nulCharacterMessage);
  }
  await next();
});
