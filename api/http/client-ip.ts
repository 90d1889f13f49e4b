import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address the nearest proxy saw: the right-most X-Forwarded-For entry. Entries to its left
 * are whatever the client wrote itself, so trusting the left-most one would let a bot dodge every
 * per-client rate limit by sending a new value each time.
 */
function lastForwardedFor(c: Context): string | undefined {
  const entries = c.req.header('x-forwarded-for')?.split(',') ?? [];
  return entries.at(-1)?.trim() || undefined;
}

/**
 * The client's address, for per-client rate limits. Behind one reverse proxy (TRUST_PROXY=true)
 * the address that proxy appended to X-Forwarded-For; otherwise the socket's address.
 * `app.request()` in tests has no socket: it falls back to the header or "local".
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = lastForwardedFor(c);
  if (trustProxy && forwarded) return forwarded;
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // not a Node.js socket (tests)
  }
  return forwarded || 'local';
}
