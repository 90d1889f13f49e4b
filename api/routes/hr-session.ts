import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { changePasswordSchema, signInSchema } from '../../shared/contract/hr.ts';
import { clientIp } from '../http/client-ip.ts';
import { deviceTokenOf, setDeviceCookie } from '../http/staff-device-cookie.ts';
import {
  assertSameOrigin,
  clearSessionCookie,
  requireStaff,
  sessionTokenOf,
  setSessionCookie,
  type StaffEnv,
} from '../http/staff-session.ts';
import { validateJson } from '../http/validate-json.ts';
import {
  changeOwnPassword,
  endSession,
  sessionRulesFrom,
  sessionView,
  signIn,
} from '../services/hr/staff-sessions.ts';
import { recordAudit } from '../services/hr/audit.ts';

const signInRoutes = new Hono<AppEnv>().post('/', ...validateJson(signInSchema), async (c) => {
  const { deps } = c.var;
  // Sign-in needs no CSRF token (there is no session yet), but a cross-site form must not sign a
  // browser into an account of the attacker's choosing.
  assertSameOrigin(c, deps.config.SITE_URL);
  const { token, session, deviceToken } = await signIn(
    deps.database.db,
    c.req.valid('json'),
    {
      clientKey: clientIp(c, deps.config.TRUST_PROXY),
      previousToken: sessionTokenOf(c),
      deviceToken: deviceTokenOf(c),
      secret: deps.tokenSecret,
    },
    deps.now(),
    sessionRulesFrom(deps.config),
  );
  // The session's cookie first: scripts that keep only the first Set-Cookie keep the session.
  setSessionCookie(c, token, session.absoluteExpiresAt);
  setDeviceCookie(c, deviceToken);
  return c.json(sessionView(session, deps.config.COMPANY_TIME_ZONE));
});

/** Sign out answers 200 with or without a live session: the cookie is cleared either way. */
const signOutRoute = new Hono<AppEnv>().delete('/', async (c, next) => {
  if (!sessionTokenOf(c)) {
    clearSessionCookie(c);
    return c.json({ success: true });
  }
  return next();
});

const sessionRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff({ allowPasswordChangePending: true }))
  .get('/', (c) => c.json(sessionView(c.var.session, c.var.deps.config.COMPANY_TIME_ZONE)))
  .delete('/', async (c) => {
    const { deps, session, sessionToken } = c.var;
    await endSession(deps.database.db, sessionToken);
    await recordAudit(
      deps.database.db,
      { id: session.staff.id, email: session.staff.email },
      deps.now(),
      {
        action: 'staff.sign-out',
        entityType: 'staff',
        entityId: session.staff.id,
      },
    );
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .post('/password', ...validateJson(changePasswordSchema), async (c) => {
    const { deps, session } = c.var;
    const { token, session: fresh } = await changeOwnPassword(
      deps.database.db,
      session,
      c.req.valid('json'),
      deps.now(),
      sessionRulesFrom(deps.config),
    );
    setSessionCookie(c, token, fresh.absoluteExpiresAt);
    return c.json(sessionView(fresh, deps.config.COMPANY_TIME_ZONE));
  });

/** `/api/hr/session`: sign in (POST), the current session (GET), sign out (DELETE), password. */
export const hrSessionRoutes = new Hono<AppEnv>()
  .route('/', signInRoutes)
  .route('/', signOutRoute)
  .route('/', sessionRoutes);
