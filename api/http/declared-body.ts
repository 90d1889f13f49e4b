import { COMPOSED_HANDLER } from 'hono/utils/constants';
/**
 * What body a route reads, as its own middleware declares it: the JSON validator names its
 * schema's fields, the import limit says "a file", the upload limit "a multipart form". Read
 * back from the router (`app.routes`), it lets a tool go over every route without a list kept
 * by hand: the API fuzz test sends each route bodies close to the ones it takes.
 */
export interface DeclaredBody {
  kind: 'json' | 'csv' | 'upload';
  /** The fields the route reads from the body. */
  fields: string[];
}

const declared = new WeakMap<object, DeclaredBody>();

/** Records what body `handler` reads; returns `handler` itself, so it wraps a definition. */
export function declareBody<H extends object>(handler: H, body: DeclaredBody): H {
  declared.set(handler, body);
  return handler;
}

/**
 * What body a handler of the router declared, if it is one that reads a body. A router with its
 * own error handler, mounted with `app.route()`, wraps each of its handlers; Hono keeps the
 * original under COMPOSED_HANDLER (`hono/utils/constants`), which is followed here.
 */
export function declaredBodyOf(handler: object): DeclaredBody | undefined {
  for (let h: unknown = handler; typeof h === 'function'; h = Reflect.get(h, COMPOSED_HANDLER)) {
    const body = declared.get(h);
    if (body) return body;
  }
  return undefined;
}
