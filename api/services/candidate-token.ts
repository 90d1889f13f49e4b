import { sign, verify } from 'hono/jwt';

export interface CandidateClaims {
  candidateId: string;
  expiresAt: Date;
}

export type TokenCheck =
  { ok: true; claims: CandidateClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Issues a signed bearer token (HS256 JWT) for a candidate, valid for `ttlMinutes` from `now`. */
export async function issueCandidateToken(
  candidateId: string,
  secret: string,
  now: Date,
  ttlMinutes: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return sign(
    { sub: candidateId, iat: issuedAt, exp: issuedAt + ttlMinutes * 60, scope: 'candidate' },
    secret,
  );
}

/**
 * Checks a token's signature and expiry against the server's clock (`now`, not the machine's, so
 * tests control it). Tolerates the surrounding quotes some clients keep from JSON storage.
 */
export async function checkCandidateToken(
  raw: string,
  secret: string,
  now: Date,
): Promise<TokenCheck> {
  const token = raw.trim().replace(/^"(.*)"$/, '$1');
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { sub, exp, scope } = payload;
  if (typeof sub !== 'string' || typeof exp !== 'number' || scope !== 'candidate') {
    return { ok: false, reason: 'invalid' };
  }
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { candidateId: sub, expiresAt: new Date(exp * 1000) } };
}
