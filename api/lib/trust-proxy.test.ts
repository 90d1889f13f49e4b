import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  parseTrustProxy,
  resolveClientAddress,
  trustsPeer,
  type TrustProxy,
} from './trust-proxy.ts';

const trust = (raw: string) => parseTrustProxy(raw) as TrustProxy;

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or a list of addresses, ranges and preset names', () => {
    for (const good of [
      'false',
      '0',
      'true',
      '2',
      '10.0.0.0/8, 192.0.2.7, ::1, fd00::/8, loopback',
    ])
      expect(parseTrustProxy(good), good).toBeTypeOf('function');
  });

  it('refuses anything else at start-up, saying what it takes', () => {
    for (const bad of [
      'yes',
      '10.0.0.0/33',
      '10.0.0',
      'proxy.internal',
      '1.2.3.4/8/1',
      '-1',
      '10.1',
      '1.2.3.4,',
      '0.0.0.0/0',
    ]) {
      expect(parseTrustProxy(bad), bad).toBeNull();
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be false/);
    }
  });

  it('believes a forwarded header only from a peer it names', () => {
    expect(trustsPeer(trust('false'), '127.0.0.1')).toBe(false);
    expect(trustsPeer(trust('0'), '127.0.0.1')).toBe(false);
    expect(trustsPeer(trust('2'), '203.0.113.7')).toBe(true);
    expect(trustsPeer(trust('10.0.0.0/8, loopback'), '10.9.8.7')).toBe(true);
    expect(trustsPeer(trust('10.0.0.0/8, loopback'), '::ffff:127.0.0.1')).toBe(true);
    expect(trustsPeer(trust('10.0.0.0/8, loopback'), '203.0.113.7')).toBe(false);
    expect(trustsPeer(trust('true'), '198.51.100.4')).toBe(false);
    expect(trustsPeer(trust('true'), 'fd12::1')).toBe(true);
  });
});

describe('resolveClientAddress', () => {
  it('counts hops back from the socket, stopping at the farthest entry there is', () => {
    const xff = '1.1.1.1, 198.51.100.4, 10.0.0.2';
    expect(resolveClientAddress(trust('0'), '10.0.0.1', xff)).toBe('10.0.0.1');
    expect(resolveClientAddress(trust('2'), '10.0.0.1', xff)).toBe('198.51.100.4');
    expect(resolveClientAddress(trust('9'), '10.0.0.1', xff)).toBe('1.1.1.1');
    expect(resolveClientAddress(trust('1'), '10.0.0.1', undefined)).toBe('10.0.0.1');
  });

  it('walks past listed proxies only, and reads a dual-stack peer as IPv4', () => {
    const list = trust('10.0.0.0/8, loopback');
    expect(resolveClientAddress(list, '127.0.0.1', '1.1.1.1, 203.0.113.9, 10.0.0.2')).toBe(
      '203.0.113.9',
    );
    expect(resolveClientAddress(list, '::ffff:203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
    expect(resolveClientAddress(trust('false'), '::ffff:10.0.0.1', '1.1.1.1')).toBe('10.0.0.1');
    expect(resolveClientAddress(list, '::1', '::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
