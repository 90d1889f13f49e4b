import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from '../log.ts';

/** The one error shape of the API: `{ success: false, message }` with a 4xx/5xx status. */
export function errorBody(message: string) {
  return { success: false as const, message };
}

/**
 * The error shape of `POST /api/contcatUs/create` only: spec section 7 spells the flag `sucess`,
 * and that spelling is a public contract its clients read.
 */
export function contactErrorBody(message: string) {
  return { sucess: false as const, message };
}

export type ErrorShape = (message: string) => object;

export function apiError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/**
 * An `onError` handler answering in `shape`: known failures keep their status and message;
 * anything else is logged and answered 500. Headers already set (e.g. Retry-After) are kept.
 */
export function errorHandler(shape: ErrorShape) {
  return (error: Error, c: Context) => {
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      // Headers a failure carries (e.g. Retry-After on a 429) survive; the body is our shape.
      error.res?.headers.forEach((value, name) => c.header(name, value));
      return c.json(shape(error.message || 'Request failed'), status);
    }
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(shape('Something went wrong on our side. Please try again.'), 500);
  };
}

export const handleError = errorHandler(errorBody);
