import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * How hard each kind of password is to guess, and so how much work its hash must cost:
 *
 * - `staff`: chosen by a person, so OWASP's scrypt parameters (N=2^17, r=8, p=1: 128 MiB and
 *   about 0.3 s here). Staff sign in rarely.
 * - `candidate`: the demo and hand-set candidate passwords (N=2^15): a login burst of hundreds of
 *   candidates must stay responsive on 2 cores; one-time passwords also expire and are rate limited.
 * - `generated`: passwords the server draws itself (`generatePassword`, over 100 random bits).
 *   No dictionary holds them and 2^100 guesses are out of reach at any hash cost, so the hash only
 *   has to be one-way. N=2^10 (2.8 ms a hash on one core here; 2^11 took 5.5 ms) is what lets one
 *   import of a 3,000-candidate drive, invitations queued, finish within 10 s on 2 cores
 *   (`npm run bench:mail`): at 2^11 the hashing alone took 7.5 of its 9.8 s. Hashes are
 *   self-describing, so passwords hashed at 2^11 keep working.
 */
export const passwordStrengths = {
  staff: { N: 2 ** 17, r: 8, p: 1 },
  candidate: { N: 2 ** 15, r: 8, p: 1 },
  generated: { N: 2 ** 10, r: 8, p: 1 },
} as const;
export type PasswordStrength = keyof typeof passwordStrengths;

const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 0;
  const r = options.r ?? 8;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      // scrypt needs 128·N·r bytes; allow that plus room.
      { ...options, maxmem: 128 * N * r + 32 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$key` (base64), self-describing so parameters can change later. */
export async function hashPassword(
  password: string,
  strength: PasswordStrength = 'candidate',
): Promise<string> {
  const params = passwordStrengths[strength];
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

// The largest cost a stored hash may ask for: a row written by someone else must not make one
// verification take gigabytes.
const maxN = 2 ** 20;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  if (Number(n) > maxN || Number(r) > 32 || Number(p) > 16) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// No 0/O, 1/I/L: passwords are read off a printed sheet or a screen and typed by hand.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789abcdefghjkmnpqrstuvwxyz';

/** A random password of `length` characters (20 → about 114 bits), grouped by dashes to read aloud. */
export function generatePassword(length = 20): string {
  const chars: string[] = [];
  // Rejection sampling keeps every character equally likely.
  while (chars.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % alphabet.length) && chars.length < length)
        chars.push(alphabet[byte % alphabet.length] as string);
    }
  }
  return chars.join('').replace(/(.{5})(?=.)/g, '$1-');
}
