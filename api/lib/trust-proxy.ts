import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

/**
 * Which proxies in front of the server may be believed about the client's address, in the forms
 * Express takes (`trust proxy`), read by Express's own `proxy-addr`; this module keeps our names
 * and one meaning of ours:
 *
 * - `false` (or `0`): none; the client is the socket's peer and X-Forwarded-For is ignored;
 * - a number of hops, `1`, `2`…: that many proxies in front, each appending the address it saw;
 * - `true`: proxies on this machine or the private network (`loopback, linklocal, uniquelocal`),
 *   not Express's "believe every entry", which would let a client choose its own address, nor
 *   one hop, which lets a client that reaches the server directly (no proxy in front after
 *   all) write the address it is judged by;
 * - a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.7`, or the names
 *   `loopback`, `linklocal`, `uniquelocal`): hops are skipped from the socket inwards only while
 *   they come from one of these.
 *
 * A trust is proxy-addr's: whether the `hop`th address from the socket (0, the peer) is a proxy.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

const presets = ['loopback', 'linklocal', 'uniquelocal'];
const trustNone: TrustProxy = () => false;

/** Parses TRUST_PROXY; null when the value is none of the forms above. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return trustNone;
  if (value === 'true') return parseTrustProxy(presets.join(', '));
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  // proxy-addr also reads what Node does not take for an address (`10.1`, `167772161`): a
  // setting that reads as an address to no one else is refused rather than guessed at.
  const plainAddresses = entries.every(
    (entry) => presets.includes(entry) || isIP(entry.split('/')[0] ?? '') !== 0,
  );
  if (!plainAddresses) return null;
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    // proxy-addr's word for an address or range it cannot read (`10.0.0.0/33`, `1.2.3.4/8/1`).
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** An IPv4 peer on a dual-stack socket reads `::ffff:203.0.113.7`: one client, one address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether the socket's peer is a proxy `trust` believes, the one rule for every forwarded header
 * (the first hop of X-Forwarded-For, X-Forwarded-Proto): with a hop count the peer is the nearest
 * of those proxies; with a list it must be in it; with none, nothing forwarded is believed.
 */
export function trustsPeer(trust: TrustProxy, socket: string): boolean {
  return trust(socket, 0);
}

/**
 * The client's address: `socket` (the peer) with the X-Forwarded-For header `forwardedFor`
 * before it, walked from the server outwards past the proxies `trust` believes. Entries a client
 * wrote itself sit to the left of every trusted hop, so they are never reached.
 */
export function resolveClientAddress(
  trust: TrustProxy,
  socket: string,
  forwardedFor: string | undefined,
): string {
  // proxy-addr reads a Node.js request; these two fields are all it looks at.
  const request = {
    socket: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
  return plain(proxyaddr(request, trust));
}
