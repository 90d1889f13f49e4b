import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from '../log.ts';

/** The one error shape of the API: `{ success: false, message }` with a 4xx/5xx status. */
export function errorBody(message: string) {
  return { success: false as const, message };
}

export function apiError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/** Known failures keep their status and message; anything else is logged and answered 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Headers a failure carries (e.g. Retry-After on a 429) survive; the body is our JSON shape.
    error.res?.headers.forEach((value, name) => c.header(name, value));
    return c.json(errorBody(error.message || 'Request failed'), status);
  }
  log.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json(errorBody('Something went wrong on our side. Please try again.'), 500);
}
