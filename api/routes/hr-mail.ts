import { Hono } from 'hono';
import { requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { mailQueueView } from '../services/candidate-mail/mail-queue-view.ts';

/** `GET /api/hr/mail`: whether e-mail leaves this server, and its queue (every staff member). */
export const hrMailRoutes = new Hono<StaffEnv>().use('*', requireStaff()).get('/', async (c) => {
  const { deps } = c.var;
  return c.json(await mailQueueView(deps.database.db, deps.config, deps.now()));
});
