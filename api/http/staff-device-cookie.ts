import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './app-env.ts';
import { overHttps } from './over-https.ts';
import { deviceTokenDays } from '../services/hr/staff-devices.ts';

/**
 * The device cookie (`services/hr/staff-devices.ts`): like the session cookie never readable by
 * scripts nor sent cross-site, but sent only to sign-in (its one reader), and kept for months.
 * Signing out leaves it: it says "the owner has signed in here", not "signed in now".
 */
export const deviceCookie = 'hr_device';
const devicePath = '/api/hr/session';

export const deviceTokenOf = (c: Context) => getCookie(c, deviceCookie) || undefined;

export function setDeviceCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, deviceCookie, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: overHttps(c, c.var.deps.config.TRUST_PROXY),
    path: devicePath,
    maxAge: deviceTokenDays * 86_400,
  });
}
