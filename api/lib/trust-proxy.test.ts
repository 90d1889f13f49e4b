import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseTrustProxy, trustsPeer, type TrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or a list of addresses and ranges', () => {
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('true')?.kind).toBe('list');
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7, ::1, fd00::/8, loopback')?.kind).toBe('list');
  });

  it('refuses anything else at start-up, saying what it takes', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.internal', '1.2.3.4/8/1', '-1']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be false/);
    }
  });

  it('believes a forwarded header only from a peer it names', () => {
    const trust = (raw: string) => parseTrustProxy(raw) as TrustProxy;
    expect(trustsPeer(trust('false'), '127.0.0.1')).toBe(false);
    expect(trustsPeer(trust('2'), '203.0.113.7')).toBe(true);
    expect(trustsPeer(trust('10.0.0.0/8, loopback'), '10.9.8.7')).toBe(true);
    expect(trustsPeer(trust('10.0.0.0/8, loopback'), '::ffff:127.0.0.1')).toBe(true);
    expect(trustsPeer(trust('10.0.0.0/8, loopback'), '203.0.113.7')).toBe(false);
    expect(trustsPeer(trust('true'), '198.51.100.4')).toBe(false);
  });
});
