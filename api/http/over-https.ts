import type { Context } from 'hono';
import type { TLSSocket } from 'node:tls';
import { trustsPeer } from '../lib/trust-proxy.ts';
import { socketPeer, trustOf } from './client-ip.ts';

type Bindings = { incoming?: { socket?: Partial<TLSSocket> } } | undefined;

/** The socket @hono/node-server hands the app (where `getConnInfo` finds it), when there is one. */
function socketOf(c: Context): Partial<TLSSocket> | undefined {
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket;
}

/**
 * Whether the request reached us over HTTPS, for the Secure cookie, HSTS and the same-origin
 * check: TLS on the socket itself, or `X-Forwarded-Proto: https` from a peer TRUST_PROXY names
 * (the rule `clientIp` follows; a client's own header is never believed). The URL's protocol is
 * no witness when there is a socket: a plain-HTTP request in absolute form
 * (`GET https://host/ HTTP/1.1`) gets an https: URL. `app.request()` in tests has no socket:
 * there the URL and the header stand for what a trusted proxy said, as in `clientIp`.
 */
export function overHttps(c: Context, trustProxy: string): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const peer = socketPeer(c);
  if (!peer) return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
  if (socketOf(c)?.encrypted === true) return true;
  return forwarded === 'https' && trustsPeer(trustOf(trustProxy), peer);
}
