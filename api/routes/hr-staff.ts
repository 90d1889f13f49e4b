import { Hono } from 'hono';
import { createStaffSchema, reasonSchema, updateStaffSchema } from '../../shared/contract/hr.ts';
import { idParam, listQuery } from '../http/list-query.ts';
import { actorOf, requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { validateJson } from '../http/validate-json.ts';
import {
  createStaff,
  listStaff,
  resetStaffPassword,
  updateStaff,
} from '../services/hr/staff-accounts.ts';

/** `/api/hr/staff`: admins add, change, disable and reset staff accounts. */
export const hrStaffRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const { offset, limit } = listQuery(c, ['email'], 'asc');
    return c.json(await listStaff(c.var.deps.database.db, { offset, limit }));
  })
  .post('/', ...validateJson(createStaffSchema), async (c) => {
    const { deps, session } = c.var;
    const created = await createStaff(
      deps.database.db,
      actorOf(session),
      c.req.valid('json'),
      deps.now(),
    );
    return c.json(created, 201);
  })
  .patch('/:id', ...validateJson(updateStaffSchema), async (c) => {
    const { deps, session } = c.var;
    const staff = await updateStaff(
      deps.database.db,
      actorOf(session),
      idParam(c, 'staff account'),
      c.req.valid('json'),
      deps.now(),
    );
    return c.json({ staff });
  })
  .post('/:id/reset-password', ...validateJson(reasonSchema), async (c) => {
    const { deps, session } = c.var;
    const reset = await resetStaffPassword(
      deps.database.db,
      actorOf(session),
      idParam(c, 'staff account'),
      c.req.valid('json').reason,
      deps.now(),
    );
    return c.json(reset);
  });
