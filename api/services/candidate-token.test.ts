import { describe, expect, it } from 'vitest';
import { checkCandidateToken, issueCandidateToken } from './candidate-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const issuedAt = new Date('2026-11-22T09:00:00Z');

describe('candidate tokens', () => {
  it('accepts its own token until it expires, by the server clock', async () => {
    const token = await issueCandidateToken('cand-1', secret, issuedAt, 60);
    const justBefore = new Date(issuedAt.getTime() + 60 * 60_000 - 1000);
    expect(await checkCandidateToken(token, secret, justBefore)).toMatchObject({
      ok: true,
      claims: { candidateId: 'cand-1' },
    });
    const atExpiry = new Date(issuedAt.getTime() + 60 * 60_000);
    expect(await checkCandidateToken(token, secret, atExpiry)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('accepts a token stored with its JSON quotes', async () => {
    const token = await issueCandidateToken('cand-1', secret, issuedAt, 60);
    expect((await checkCandidateToken(`"${token}"`, secret, issuedAt)).ok).toBe(true);
  });

  it('refuses a token signed with another secret, or tampered with, or garbage', async () => {
    const token = await issueCandidateToken('cand-1', secret, issuedAt, 60);
    const other = await issueCandidateToken(
      'cand-1',
      'another-secret-that-is-long-enough-too',
      issuedAt,
      60,
    );
    expect(await checkCandidateToken(other, secret, issuedAt)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'cand-2', exp: 9e9, scope: 'candidate' })).toString('base64url')}.${signature}`;
    expect(await checkCandidateToken(forged, secret, issuedAt)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await checkCandidateToken('not-a-token', secret, issuedAt)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
