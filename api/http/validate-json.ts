import { fail } from '../domain/errors.ts';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { errorBody, type ErrorShape } from './errors.ts';

/**
 * Rejects bodies over `maxBytes` with a clear 413, with or without a Content-Length header,
 * in the route's error shape.
 */
export function limitBody(maxBytes: number, shape: ErrorShape = errorBody) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(shape(`The request is too large (at most ${Math.round(maxBytes / 1024)} kB).`), 413),
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

/**
 * True when any string in a parsed body holds U+0000. PostgreSQL's `text` cannot store it (both
 * engines fail the query), so such a request is refused here as a 400 instead of ending as a 500.
 */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, item]) => key.includes('\u0000') || containsNulCharacter(item),
    );
  }
  return false;
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
 * a 500 (a U+0000 anywhere is a 400 too). Unknown fields are dropped.
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
      if (containsNulCharacter(value)) throw fail.invalid(nulCharacterMessage);
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
