import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { AnyObject, ObjectSchema } from 'yup';
import { staffAction, type StaffEnv } from './staff-session.ts';
import { validateJson } from './validate-json.ts';

const factory = createFactory<StaffEnv>();

/** What a staff change hands its service: the database, who acts, the server's time, the body. */
export type StaffChange<T> = ReturnType<typeof staffAction> & { input: T };

/**
 * The handlers of a change a staff member sends as JSON, placed after the route's role check: the
 * body validated with the contract's schema (`validateJson`, `maxBytes` as there), then `change`
 * with the database, the acting staff member and the server's time, which answers. One place, so
 * every console change reads its body and its actor alike.
 */
export function staffChange<T extends AnyObject>(
  schema: ObjectSchema<T>,
  change: (action: StaffChange<T>, c: Context<StaffEnv>) => Promise<Response>,
  options: { maxBytes?: number; context?: (c: Context) => object } = {},
) {
  return factory.createHandlers(...validateJson(schema, options), async (c) =>
    change({ ...staffAction(c), input: c.req.valid('json') }, c),
  );
}
