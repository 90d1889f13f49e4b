import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * The candidate's calls (`/api/interview/…`): a question, an answer's receipt, a result. Each
 * answer is a few hundred bytes of JSON, and a drive sends thousands a minute.
 */
const candidateCalls = '/api/interview/';

/**
 * gzip for what is worth it. Hono's `compress()` skips a body under its 1 KB threshold only when
 * the response says its length, and `c.json()` does not: every JSON answer went through a
 * CompressionStream, and the server built a full Response for it, whenever the client accepts
 * gzip, which every browser does. The candidate's calls are never large, so they are sent as they
 * are: a few hundred bytes saved on a weak line are worth less than the server's CPU under a
 * drive. The rest (the HR console's lists and exports, the site's pages) stays compressed; the
 * site's static files are precompressed by the build (`static-site.ts`).
 */
export function compressLargeResponses(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) => (c.req.path.startsWith(candidateCalls) ? next() : gzip(c, next));
}
