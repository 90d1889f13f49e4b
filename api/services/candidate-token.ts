import { signHs256, verifyHs256 } from '../lib/jwt-hs256.ts';

export interface CandidateClaims {
  candidateId: string;
  issuedAt: Date;
  expiresAt: Date;
  /** The candidate's token epoch when it was issued: a logout or a finished test moves it on. */
  epoch: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenCheck =
  { ok: true; claims: CandidateClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Issues a signed bearer token (HS256 JWT) for a candidate, valid for `ttlMinutes` from `now`
 * and until the candidate's token epoch moves past `epoch` (logout, or the last round submitted).
 */
export async function issueCandidateToken(
  candidateId: string,
  secret: string,
  now: Date,
  ttlMinutes: number,
  epoch = 0,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signHs256(
    {
      sub: candidateId,
      iat: issuedAt,
      exp: issuedAt + ttlMinutes * 60,
      scope: 'candidate',
      epoch,
    },
    secret,
  );
}

/**
 * Checks a token's signature, its subject and expiry against the server's clock (`now`, not the machine's, so
 * tests control it). Tolerates the surrounding quotes some clients keep from JSON storage.
 */
export async function checkCandidateToken(
  raw: string,
  secret: string,
  now: Date,
): Promise<TokenCheck> {
  const token = raw.trim().replace(/^"(.*)"$/, '$1');
  const payload = verifyHs256(token, secret);
  if (!payload) return { ok: false, reason: 'invalid' };
  const { sub, iat, exp, scope, epoch = 0 } = payload;
  // A subject that is not a UUID cannot name a candidate (and would fail the uuid column's query).
  if (
    typeof sub !== 'string' ||
    !uuidPattern.test(sub) ||
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    scope !== 'candidate' ||
    !Number.isSafeInteger(epoch)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: {
      candidateId: sub,
      issuedAt: new Date(iat * 1000),
      expiresAt: new Date(exp * 1000),
      epoch: epoch as number,
    },
  };
}
