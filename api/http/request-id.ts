import { randomBytes } from 'node:crypto';
import { requestId } from 'hono/request-id';

/** Crockford's base32: no I, L, O or U, so an id read out over the phone is not misheard. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A request's id: 10 characters (50 random bits), short enough for a candidate to read out to
 * HR from an error message, long enough that two of a drive's millions of requests a day
 * practically never share one (about 1 in 500 for 2 million).
 */
export function newRequestId(): string {
  let id = '';
  for (const byte of randomBytes(10)) id += alphabet[byte & 31];
  return id;
}

/**
 * Gives every request an id (`c.var.requestId`), answered in `X-Request-Id` and written in its
 * log lines. An id a proxy in front sends in `X-Request-Id` is kept (Caddy and nginx can send
 * theirs, tying their logs to ours); a client sending one only labels its own requests.
 */
export const tagRequest = requestId({ limitLength: 64, generator: newRequestId });
