import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const app = (trustProxy: boolean) => new Hono().get('/ip', (c) => c.text(clientIp(c, trustProxy)));

const ipFor = async (trustProxy: boolean, forwardedFor?: string) => {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return (await app(trustProxy).request('/ip', { headers })).text();
};

describe('clientIp', () => {
  it('takes the address the proxy appended, not one the client wrote before it', async () => {
    expect(await ipFor(true, '203.0.113.7')).toBe('203.0.113.7');
    // A bot sending its own X-Forwarded-For: the proxy appends the real address at the end.
    expect(await ipFor(true, '1.1.1.1, 2.2.2.2,  198.51.100.4 ')).toBe('198.51.100.4');
  });

  it('falls back to "local" without a socket or header', async () => {
    expect(await ipFor(true)).toBe('local');
    expect(await ipFor(false, ' , ')).toBe('local');
  });
});
