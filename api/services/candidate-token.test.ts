import { describe, expect, it } from 'vitest';
import { checkCandidateToken, issueCandidateToken } from './candidate-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const issuedAt = new Date('2026-11-22T09:00:00Z');
const cand1 = '0b6f6a3e-2f1c-4d8e-9a55-2d1f3c4b5a61';

describe('candidate tokens', () => {
  it('accepts its own token until it expires, by the server clock', async () => {
    const token = await issueCandidateToken(cand1, secret, issuedAt, 60);
    const justBefore = new Date(issuedAt.getTime() + 60 * 60_000 - 1000);
    expect(await checkCandidateToken(token, secret, justBefore)).toMatchObject({
      ok: true,
      claims: { candidateId: cand1 },
    });
    const atExpiry = new Date(issuedAt.getTime() + 60 * 60_000);
    expect(await checkCandidateToken(token, secret, atExpiry)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('accepts a token stored with its JSON quotes', async () => {
    const token = await issueCandidateToken(cand1, secret, issuedAt, 60);
    expect((await checkCandidateToken(`"${token}"`, secret, issuedAt)).ok).toBe(true);
  });

  it('refuses a token signed with another secret, or tampered with, or garbage', async () => {
    const token = await issueCandidateToken(cand1, secret, issuedAt, 60);
    const other = await issueCandidateToken(
      cand1,
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

describe('candidate token subjects', () => {
  it('refuses a correctly signed token whose subject is not a UUID (it names no candidate)', async () => {
    for (const subject of ['cand-1', '', "1' or '1'='1", '0b6f6a3e-2f1c-4d8e-9a55-2d1f3c4b5a6']) {
      const token = await issueCandidateToken(subject, secret, issuedAt, 60);
      expect(await checkCandidateToken(token, secret, issuedAt)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('carries the token epoch it was issued under (0 for tokens issued before epochs)', async () => {
    const token = await issueCandidateToken(cand1, secret, issuedAt, 60, 3);
    expect(await checkCandidateToken(token, secret, issuedAt)).toMatchObject({
      ok: true,
      claims: { candidateId: cand1, epoch: 3 },
    });
  });
});
