import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './jwt-hs256.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const payload = { sub: 'someone', iat: 1_790_000_000, exp: 1_790_003_600, scope: 'candidate' };

describe('HS256 tokens', () => {
  it('are the same bytes hono/jwt signs, so tokens issued before the change still work', async () => {
    const theirs = await sign(payload, secret);
    expect(signHs256(payload, secret)).toBe(theirs);
    expect(verifyHs256(theirs, secret)).toEqual(payload);
  });

  it('refuse another secret, a changed payload or signature, another algorithm, and garbage', () => {
    const token = signHs256(payload, secret);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, sub: 'other' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const bad of [
      signHs256(payload, 'another-secret-that-is-long-enough-too'),
      `${head}.${forgedBody}.${signature}`,
      `${head}.${body}.${signature.slice(0, -2)}`,
      `${none}.${body}.`,
      `${head}.${body}`,
      'not-a-token',
      '',
    ])
      expect(verifyHs256(bad, secret)).toBeNull();
  });

  it('refuses a correctly signed token whose header is not HS256 or whose payload is not an object', () => {
    const signed = (head: unknown, body: unknown) => {
      const unsigned = [head, body]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.');
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    };
    expect(verifyHs256(signed({ alg: 'HS256' }, payload), secret)).toEqual(payload);
    expect(verifyHs256(signed({ alg: 'HS512' }, payload), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256' }, 'a string'), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256' }, null), secret)).toBeNull();
  });
});
