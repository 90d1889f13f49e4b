import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Next } from 'hono';
import { fail } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** The TCP peer's address, or null when the request came through no socket (tests). */
function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards the local admin routes (`npm run backup`): the request must come from this machine's
 * loopback interface, judged by the socket alone (never X-Forwarded-For, which a client writes
 * itself, nor TRUST_PROXY: a proxy on this machine would make every visitor look local, so the
 * token is required as well), and carry the token of DATA_DIR/admin-access.json.
 */
export async function requireLocalAdmin(c: Context<AppEnv>, next: Next) {
  const address = socketAddress(c);
  if (!address || !isLoopbackAddress(address))
    throw fail.forbidden('This route answers only requests made on the server itself.');
  const expected = c.var.deps.adminToken;
  if (!expected) throw fail.unavailable('The local admin route is off in this process.');
  const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!given || !timingSafeEqual(digest(given), digest(expected)))
    throw fail.unauthenticated(
      'The admin token is missing or wrong (the server writes it to DATA_DIR/admin-access.json at start-up).',
    );
  await next();
}
