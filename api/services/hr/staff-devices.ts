import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser gets a token naming the account and a random nonce, signed with
 * the server's secret. A sign-in that shows a valid one for its account is counted on that
 * device's own failures only (`sign-in-throttle.ts`), so a guesser elsewhere cannot lock the owner
 * out of a browser they have signed in from. Nothing is stored: the signature is the proof.
 */
export const deviceTokenDays = 180;

export interface StaffDevice {
  staffId: string;
  /** Names this device's failure counter. */
  nonce: string;
}

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`hr-device:${payload}`).digest('base64url');

/** A fresh token for `staffId` (a new nonce: the device's old counter is left behind). */
export function issueDeviceToken(secret: string, staffId: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url');
  const payload = `${staffId}.${nonce}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The device a token names, or null: malformed, signed with another secret, or too old. */
export function readDeviceToken(
  secret: string,
  token: string | undefined,
  now: Date,
): StaffDevice | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [staffId = '', nonce = '', issuedAt = '', signature = ''] = parts;
  const expected = Buffer.from(signatureOf(secret, `${staffId}.${nonce}.${issuedAt}`));
  const sent = Buffer.from(signature);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  const ageMs = now.getTime() - Number(issuedAt) * 1000;
  if (!Number.isFinite(ageMs) || ageMs < 0 || ageMs > deviceTokenDays * 86_400_000) return null;
  return { staffId, nonce };
}
