import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/** The address the app sees for `trustProxy`, from a socket peer and an X-Forwarded-For header. */
async function ipFor(trustProxy: string, peer: string | null, forwardedFor?: string) {
  const app = new Hono().get('/ip', (c) => c.text(clientIp(c, trustProxy)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  // What @hono/node-server passes: the Node.js request, whose socket knows the peer.
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  return (await app.request('/ip', { headers }, env)).text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted: a forged header changes nothing', async () => {
    expect(await ipFor('false', '203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
    expect(await ipFor('0', '203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
    // A list of proxies the peer is not in: the peer is the client, whatever it wrote.
    expect(await ipFor('10.0.0.0/8', '203.0.113.7', '1.1.1.1, 10.0.0.5')).toBe('203.0.113.7');
  });

  it('walks back as many hops as TRUST_PROXY counts', async () => {
    expect(await ipFor('1', '10.0.0.1', '1.1.1.1, 198.51.100.4')).toBe('198.51.100.4');
    expect(await ipFor('2', '10.0.0.1', '1.1.1.1, 198.51.100.4, 10.0.0.2')).toBe('198.51.100.4');
    // Fewer entries than hops: the farthest address there is.
    expect(await ipFor('3', '10.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('with true, believes only a proxy on this machine or the private network', async () => {
    expect(await ipFor('true', '10.0.0.1', '1.1.1.1, 198.51.100.4')).toBe('198.51.100.4');
    expect(await ipFor('true', '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    // No proxy in front after all: a client on the internet cannot name its own address.
    expect(await ipFor('true', '203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
  });

  it('walks back past trusted proxy addresses only', async () => {
    const trust = '10.0.0.0/8, 192.0.2.7, loopback';
    expect(await ipFor(trust, '127.0.0.1', '198.51.100.4, 192.0.2.7')).toBe('198.51.100.4');
    expect(await ipFor(trust, '::ffff:10.1.2.3', '1.1.1.1, 198.51.100.4')).toBe('198.51.100.4');
    // The first untrusted hop is the client; what it claims beyond that is not believed.
    expect(await ipFor(trust, '10.1.2.3', '1.1.1.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('without a socket (app.request in tests), takes the last entry or "local"', async () => {
    expect(await ipFor('false', null, '1.1.1.1, 198.51.100.4')).toBe('198.51.100.4');
    expect(await ipFor('false', null)).toBe('local');
    expect(await ipFor('false', null, ' , ')).toBe('local');
  });
});
