import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { fail } from '../domain/errors.ts';
import { csrfHeader, type StaffRole } from '../../shared/contract/hr.ts';
import type { AppDeps } from './app-env.ts';
import { overHttps } from './over-https.ts';
import { findSession, sessionRulesFrom, type LiveSession } from '../services/hr/staff-sessions.ts';
import type { Actor } from '../services/hr/audit.ts';

/** The session cookie: scoped to the HR API, never readable by scripts, never sent cross-site. */
export const sessionCookie = 'hr_session';
const cookiePath = '/api/hr';

export interface StaffEnv {
  Variables: { deps: AppDeps; session: LiveSession; sessionToken: string };
}

/**
 * Over HTTPS as for HSTS: TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY names. Every caller
 * is an app route (AppEnv or StaffEnv), so `deps` is set.
 */
const viaHttps = (c: Context) => overHttps(c, (c.get('deps') as AppDeps).config.TRUST_PROXY);

export function setSessionCookie(c: Context, token: string, absoluteExpiresAt: Date): void {
  setCookie(c, sessionCookie, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: viaHttps(c),
    path: cookiePath,
    expires: absoluteExpiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookie, {
    path: cookiePath,
    secure: viaHttps(c),
    httpOnly: true,
    sameSite: 'Strict',
  });
}

export const sessionTokenOf = (c: Context) => getCookie(c, sessionCookie) || undefined;

/**
 * Refuses a request a browser sent from another site: an `Origin` that is neither this server's
 * own (as the request addressed it) nor SITE_URL's, or `Sec-Fetch-Site` saying cross-site or
 * same-site (a sibling subdomain is another site for us). Scripts send neither header.
 */
export function assertSameOrigin(c: Context, siteUrl: string): void {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
    throw fail.forbidden('Cross-site request refused.');
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  const own = new URL(c.req.url);
  const host = c.req.header('host') ?? own.host;
  const allowed = new Set([
    `${viaHttps(c) ? 'https' : 'http'}://${host}`,
    own.origin,
    new URL(siteUrl).origin,
  ]);
  if (!allowed.has(origin)) throw fail.forbidden('Cross-site request refused.');
}

function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every HR route but sign-in: a live session cookie (401 otherwise; a candidate's bearer token is
 * no session), and for a state change the session's CSRF token in `X-CSRF-Token` plus a
 * same-origin request (403). An account that must change its password may do only that
 * (`allowPasswordChangePending`).
 */
export function requireStaff(options: { allowPasswordChangePending?: boolean } = {}) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const { deps } = c.var;
    const token = sessionTokenOf(c);
    if (!token) throw fail.unauthenticated('Please sign in.');
    const session = await findSession(
      deps.database.db,
      token,
      deps.now(),
      sessionRulesFrom(deps.config),
    );
    if (!session) {
      clearSessionCookie(c);
      throw fail.unauthenticated('Your session has ended. Please sign in again.');
    }
    if (!safeMethods.has(c.req.method)) {
      assertSameOrigin(c, deps.config.SITE_URL);
      if (!sameToken(c.req.header(csrfHeader), session.csrfToken))
        throw fail.forbidden('Missing or wrong CSRF token. Reload the page.');
    }
    if (session.staff.mustChangePassword && !options.allowPasswordChangePending)
      throw fail.forbidden('Change your password first.');
    c.set('session', session);
    c.set('sessionToken', token);
    await next();
  });
}

/** After `requireStaff`: refuses (403) a role not listed. */
export function requireRole(...roles: StaffRole[]) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    if (!roles.includes(c.var.session.staff.role))
      throw fail.forbidden('This needs an admin account.');
    await next();
  });
}

export const actorOf = (session: LiveSession): NonNullable<Actor> => ({
  id: session.staff.id,
  email: session.staff.email,
});

/**
 * What a staff change hands its service: the database, who acts (for its audit row) and the
 * server's time.
 */
export function staffAction(c: Context<StaffEnv>) {
  const { deps, session } = c.var;
  return { db: deps.database.db, actor: actorOf(session), now: deps.now() };
}
