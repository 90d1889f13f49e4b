import { fail } from '../domain/errors.ts';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { errorBody, type ErrorShape } from './errors.ts';

/**
 * Rejects bodies over `maxBytes` with a clear 413, with or without a Content-Length header,
 * in the route's error shape.
 *
 * A declared length decides alone (the HTTP parser never passes more than it declares), as in
 * Hono's `bodyLimit`; that one, though, first reads `c.req.raw.body`, which makes
 * `@hono/node-server` build a full web Request with a stream for every body: about 7 % of the
 * main thread's work in a profile of 1,000 candidates. Without a declared length (a chunked
 * body, or a Request built in a test) Hono's middleware counts the bytes as they come.
 */
export function limitBody(maxBytes: number, shape: ErrorShape = errorBody) {
  const tooLarge = (c: Context) => {
    // The rest of the body is never read: the connection cannot carry another request.
    c.header('Connection', 'close');
    return c.json(
      shape(`The request is too large (at most ${Math.round(maxBytes / 1024)} kB).`),
      413,
    );
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
      return counted(c, next);
    }
    if (Number.parseInt(declared, 10) > maxBytes) return tooLarge(c);
    await next();
  });
}

const requireJson = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw fail.unsupportedMedia('Send the request body as JSON (Content-Type: application/json).');
  }
  await next();
});

export const nulCharacterMessage = 'The request contains a character that is not allowed (U+0000).';

/** Deeper than any body the API takes (the final submit's events are 3 levels). */
export const maxJsonDepth = 16;

// Keys that name an object's prototype machinery: yup looks schema fields up by key in a plain
// object, where `constructor` and `__proto__` find Object's own members and fail with a TypeError.
// No field of the API is called so, so they are refused wherever they appear.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a parsed JSON body cannot be taken, or null: a U+0000 in any string or key (PostgreSQL's
 * `text` cannot store it), a prototype key, or nesting deeper than `maxJsonDepth`. Walked without
 * recursion, so a body nested thousands deep costs no stack.
 */
export function jsonBodyProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nulCharacterMessage;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxJsonDepth)
      return `The request is nested too deeply (at most ${maxJsonDepth} levels).`;
    const items = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        if (key.includes('\u0000')) return nulCharacterMessage;
        if (forbiddenKeys.has(key))
          return `The request contains a field name that is not allowed (${key}).`;
      }
    }
    for (const item of items) pending.push({ value: item, depth: depth + 1 });
  }
  return null;
}

/** True when a string, or a string in a list of them, holds U+0000 (the upload's text fields). */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  return Array.isArray(value) && value.some(containsNulCharacter);
}

/** The message of the failing field that comes first in the schema (yup reports in no fixed order). */
function firstMessage(fieldOrder: string[], error: ValidationError): string {
  const order = fieldOrder;
  const errors = error.inner.length > 0 ? error.inner : [error];
  const rank = (e: ValidationError) => {
    const field = (e.path ?? '').split(/[.[]/)[0] ?? '';
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b))[0]?.message ?? error.message;
}

/**
 * Validates a JSON body with one of the contract's yup schemas (`shared/contract/`): a body over
 * `maxBytes` is a 413 (default 4 kB, in the route's error `shape`), a wrong content type a 415,
 * malformed JSON a 400, and a failed rule a 400 with the first failing field's own message — never
 * a 500 (a U+0000 anywhere, a prototype key such as `__proto__`, or nesting deeper than
 * `maxJsonDepth` is a 400 too). Unknown fields are dropped.
 */
export function validateJson<T extends AnyObject>(
  schema: ObjectSchema<T>,
  options: { maxBytes?: number; shape?: ErrorShape } = {},
) {
  return [
    limitBody(options.maxBytes ?? 4 * 1024, options.shape),
    requireJson,
    validator('json', async (value): Promise<T> => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw fail.invalid('The request body must be a JSON object.');
      }
      const problem = jsonBodyProblem(value);
      if (problem) throw fail.invalid(problem);
      try {
        return (await schema.validate(value, { abortEarly: false, stripUnknown: true })) as T;
      } catch (error) {
        if (error instanceof ValidationError)
          throw fail.invalid(firstMessage(Object.keys(schema.fields), error));
        throw error;
      }
    }),
  ] as const;
}
