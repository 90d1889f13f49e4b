import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address, for per-client rate limits. Behind a reverse proxy (TRUST_PROXY=true) the
 * left-most X-Forwarded-For entry; otherwise the socket's address. `app.request()` in tests has no
 * socket: it falls back to the X-Forwarded-For header or "local".
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (trustProxy && forwarded) return forwarded;
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // not a Node.js socket (tests)
  }
  return forwarded || 'local';
}
