import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { parseTrustProxy, resolveClientAddress, type TrustProxy } from '../lib/trust-proxy.ts';

// TRUST_PROXY is read once per value (the configuration checked it at start-up).
const parsed = new Map<string, TrustProxy>();
export function trustOf(setting: string): TrustProxy {
  let trust = parsed.get(setting);
  if (!trust) {
    trust = parseTrustProxy(setting) ?? (() => false);
    parsed.set(setting, trust);
  }
  return trust;
}

/** The socket's peer address, or undefined when the request came through no socket (tests). */
export function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // not a Node.js socket (tests)
    return undefined;
  }
}

function forwardedFor(c: Context): string[] {
  return (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address, for per-client rate limits, by TRUST_PROXY (`lib/trust-proxy.ts`): the
 * socket's peer, or the address the trusted proxies say they saw. `app.request()` in tests has
 * no socket: there the right-most X-Forwarded-For entry stands for the peer, or "local".
 */
export function clientIp(c: Context, trustProxy: string): string {
  const socket = socketPeer(c);
  if (!socket) return forwardedFor(c).at(-1) ?? 'local';
  return resolveClientAddress(trustOf(trustProxy), socket, c.req.header('x-forwarded-for'));
}
