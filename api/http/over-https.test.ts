import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { overHttps } from './over-https.ts';

interface Via {
  trustProxy?: string;
  /** The socket's peer; null for `app.request()` without a socket, as in most tests. */
  peer: string | null;
  proto?: string;
  tls?: boolean;
  url?: string;
}

/** Whether the app thinks a request came over HTTPS, as @hono/node-server would hand it over. */
async function httpsFor({ trustProxy = 'false', peer, proto, tls = false, url }: Via) {
  const app = new Hono().get('/', (c) => c.text(String(overHttps(c, trustProxy))));
  const headers: Record<string, string> = proto ? { 'x-forwarded-proto': proto } : {};
  const env = peer ? { incoming: { socket: { remoteAddress: peer, encrypted: tls } } } : undefined;
  return (await app.request(url ?? 'http://localhost/', { headers }, env)).text();
}

describe('overHttps', () => {
  it('ignores X-Forwarded-Proto unless the peer is a proxy TRUST_PROXY names', async () => {
    expect(await httpsFor({ peer: '203.0.113.7', proto: 'https' })).toBe('false');
    expect(await httpsFor({ peer: '127.0.0.1', proto: 'https' })).toBe('false');
    const list = '10.0.0.0/8, loopback';
    expect(await httpsFor({ trustProxy: list, peer: '203.0.113.7', proto: 'https' })).toBe('false');
    expect(await httpsFor({ trustProxy: list, peer: '10.1.2.3', proto: 'https' })).toBe('true');
    expect(await httpsFor({ trustProxy: list, peer: '::ffff:127.0.0.1', proto: 'HTTPS' })).toBe(
      'true',
    );
    expect(await httpsFor({ trustProxy: list, peer: '10.1.2.3', proto: 'http' })).toBe('false');
    expect(await httpsFor({ trustProxy: '1', peer: '192.0.2.1', proto: 'https, http' })).toBe(
      'true',
    );
  });

  it('believes TLS on the socket itself, and not an https: URL a plain request wrote', async () => {
    expect(await httpsFor({ peer: '203.0.113.7', tls: true })).toBe('true');
    expect(await httpsFor({ peer: '203.0.113.7', url: 'https://localhost/' })).toBe('false');
  });

  it('without a socket (app.request in tests), takes the header or the URL', async () => {
    expect(await httpsFor({ peer: null, proto: 'https' })).toBe('true');
    expect(await httpsFor({ peer: null, url: 'https://localhost/' })).toBe('true');
    expect(await httpsFor({ peer: null })).toBe('false');
  });
});
