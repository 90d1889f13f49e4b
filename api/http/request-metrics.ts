import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppMetrics } from '../services/metrics/app-metrics.ts';

// Hono registers `use` middleware, and `all` handlers such as the `/api/*` not-found answer, as ALL.
const middlewareMethod = 'ALL';
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request is counted under: the pattern of the route that answered it
 * (`/api/hr/candidates/:id`), or, when a guard answered first (a 401, a 429), of the route it was
 * on its way to; `unmatched` when no route took it; `static` for the site's files and pages. Never
 * the raw path: a label per address would grow without bound.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const heading = routes.slice(c.req.routeIndex).find((route) => route.method !== middlewareMethod);
  if (!heading) return 'unmatched';
  if (heading.path.startsWith('/api/') || heading.path === '/metrics') return heading.path;
  return 'static';
}

/**
 * Times every request, registered first so the time includes every other middleware. It ends
 * when the response's headers are ready: a streamed body (the live board's event stream, which
 * stays open for hours; a download) is not timed, so a stream's route reports how long it took to
 * open and never drags a percentile up by its length.
 */
export function requestMetrics(metrics: AppMetrics): MiddlewareHandler {
  return async (c, next) => {
    const stop = metrics.requestDuration.startTimer();
    try {
      await next();
    } finally {
      stop({
        method: knownMethods.has(c.req.method) ? c.req.method : 'other',
        route: routeLabel(c),
        // Hono answers an error thrown inside through `onError` before this resumes; an error
        // that escapes it still counts, as a 500.
        status: String(c.finalized ? c.res.status : 500),
      });
    }
  };
}
