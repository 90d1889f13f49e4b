import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server may be believed about the client's address, in the forms
 * Express and Fastify take (`trust proxy`):
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
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; trusted: BlockList };

const presets: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Parses TRUST_PROXY; null when the value is none of the forms above. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return { kind: 'none' };
  if (value === 'true') return parseTrustProxy('loopback, linklocal, uniquelocal');
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const trusted = new BlockList();
  for (const item of value.split(',').map((part) => part.trim())) {
    for (const entry of presets[item] ?? [item]) {
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return null;
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) {
        trusted.addAddress(address, type);
        continue;
      }
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return null;
      trusted.addSubnet(address, bits, type);
    }
  }
  return { kind: 'list', trusted };
}

/** An IPv4 peer on a dual-stack socket reads `::ffff:203.0.113.7`: compare it as IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const ip = plain(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the socket's peer is a proxy `trust` believes, the one rule for every forwarded header
 * (the first hop of X-Forwarded-For, X-Forwarded-Proto): with a hop count the peer is the nearest
 * of those proxies; with a list it must be in it; with none, nothing forwarded is believed.
 */
export function trustsPeer(trust: TrustProxy, socket: string): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return true;
  return isTrusted(trust.trusted, socket);
}

/**
 * The client's address: `socket` (the peer) with the X-Forwarded-For `forwardedFor` entries before
 * it, walked from the server outwards past the proxies `trust` believes. Entries a client wrote
 * itself sit to the left of every trusted hop, so they are never reached.
 */
export function resolveClientAddress(
  trust: TrustProxy,
  socket: string,
  forwardedFor: string[],
): string {
  if (trust.kind === 'none') return plain(socket);
  const chain = [...forwardedFor, socket].map(plain);
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? socket;
  let index = chain.length - 1;
  while (index > 0 && isTrusted(trust.trusted, chain[index] ?? '')) index -= 1;
  return chain[index] ?? socket;
}
