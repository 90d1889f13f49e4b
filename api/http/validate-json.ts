import { fail } from '../domain/errors.ts';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { declareBody } from './declared-body.ts';
import { errorBody, type ErrorShape } from './errors.ts';
import { closeWithBodyUnread } from './lingering-close.ts';

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
    closeWithBodyUnread(c);
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
export const loneSurrogateMessage =
  'The request contains text that is not valid Unicode (a lone surrogate such as \\ud800).';

/** Deeper than any body the API takes (the final submit's events are 3 levels). */
export const maxJsonDepth = 16;

/**
 * Why a string cannot be stored as text, or null: U+0000 (PostgreSQL's `text` cannot hold it) or a
 * lone UTF-16 surrogate (`"\ud800"` in JSON), which is no character at all and fails the insert.
 * With the `u` flag a surrogate pair is one code point, so `\p{Cs}` finds only the lone ones.
 */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return nulCharacterMessage;
  if (/\p{Cs}/u.test(text)) return loneSurrogateMessage;
  return null;
}

// Keys that name an object's prototype machinery or shadow one of Object.prototype's own members:
// yup looks schema fields up by key in a plain object, where `constructor` and `__proto__` find
// Object's own members, and it turns a value into text or a number through its `toString` or
// `valueOf`, so `{"toString": "x"}` where a string is expected threw a TypeError (a 500). No field
// of the API is called so, so they are refused wherever they appear.
const forbiddenKeys = new Set(['prototype', ...Object.getOwnPropertyNames(Object.prototype)]);

/**
 * Why a parsed JSON body cannot be taken, or null: a string or key that is not storable text
 * (`textProblem`), a key that shadows Object's machinery, or nesting deeper than `maxJsonDepth`.
 * Walked without recursion, so a body nested thousands deep costs no stack.
 */
export function jsonBodyProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxJsonDepth)
      return `The request is nested too deeply (at most ${maxJsonDepth} levels).`;
    const items = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        const problem = textProblem(key);
        if (problem) return problem;
        if (forbiddenKeys.has(key))
          return `The request contains a field name that is not allowed (${key}).`;
      }
    }
    for (const item of items) pending.push({ value: item, depth: depth + 1 });
  }
  return null;
}

/** Why one of a form's text fields cannot be stored (`textProblem`), or null: the upload's fields. */
export function textFieldsProblem(values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) return problem;
  }
  return null;
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
  options: {
    maxBytes?: number;
    shape?: ErrorShape;
    /** yup's context for rules that depend on the path (a template's kind). */
    context?: (c: Context) => object;
  } = {},
) {
  return [
    limitBody(options.maxBytes ?? 4 * 1024, options.shape),
    requireJson,
    declareBody(
      validator('json', async (value, c): Promise<T> => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          throw fail.invalid('The request body must be a JSON object.');
        }
        const problem = jsonBodyProblem(value);
        if (problem) throw fail.invalid(problem);
        try {
          return (await schema.validate(value, {
            abortEarly: false,
            stripUnknown: true,
            context: options.context?.(c),
          })) as T;
        } catch (error) {
          if (error instanceof ValidationError)
            throw fail.invalid(firstMessage(Object.keys(schema.fields), error));
          throw error;
        }
      }),
      { kind: 'json', fields: Object.keys(schema.fields) },
    ),
  ] as const;
}
