import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type FailureKind } from '../domain/errors.ts';
import { log } from '../lib/log.ts';
import { closeWithBodyUnread } from './lingering-close.ts';

/**
 * A request refused before its body was read (a 413 on Content-Length, a 401, 409 or 503 before
 * an upload) leaves that body on the connection, where the server would read it as the next
 * request: such a connection is closed after the answer (`Connection: close`), so the client's
 * next request goes on a fresh one. It is closed by a lingering close (`closeWithBodyUnread`):
 * closed at once, a proxy still relaying the body was reset and lost the answer (a 502).
 */
export function closeIfBodyUnread(c: Context): void {
  if (c.req.raw.body !== null && !c.req.raw.bodyUsed) closeWithBodyUnread(c);
}

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

/**
 * What a person is told when the server failed unexpectedly: to try again, and the request's
 * id to quote to HR (or to us, on the public forms), which finds the failure's log line.
 */
export function unexpectedFailureMessage(requestId: string | undefined): string {
  const reference = requestId ? ` If it happens again, quote reference ${requestId}.` : '';
  return `Something went wrong on our side. Please try again.${reference}`;
}

/**
 * An unexpected failure's answer also names its request in `requestId` (every answer does in the
 * `X-Request-Id` header), so a client or script can log it beside the message. A rule's failure
 * keeps the contract's `{ success, message }`: its message is the whole story.
 */
function withRequestId(body: object, requestId: unknown): object {
  return typeof requestId === 'string' ? { ...body, requestId } : body;
}

/** The one place a rule's failure becomes an HTTP status. */
export const statusOf: Record<FailureKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  timeout: 408,
  'too-large': 413,
  'unsupported-media': 415,
  'too-many': 429,
  unavailable: 503,
};

/**
 * An `onError` handler answering in `shape`: a rule's failure (`DomainError`) gets its status and
 * message, and Retry-After when it says how long to wait; Hono's own HTTP exceptions (a body
 * limit) keep theirs; anything else is logged and answered 500.
 */
export function errorHandler(shape: ErrorShape) {
  return (error: Error, c: Context) => {
    closeIfBodyUnread(c);
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(shape(error.message), statusOf[error.kind]);
    }
    if (error instanceof HTTPException) {
      error.res?.headers.forEach((value, name) => c.header(name, value));
      return c.json(shape(error.message || 'Request failed'), error.status as ContentfulStatusCode);
    }
    const reqId = c.get('requestId') as string | undefined;
    log.error(`${c.req.method} ${c.req.path} failed`, error, { reqId });
    return c.json(withRequestId(shape(unexpectedFailureMessage(reqId)), reqId), 500);
  };
}

export const handleError = errorHandler(errorBody);
