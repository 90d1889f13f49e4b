import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  createStaffSchema,
  reasonSchema,
  staffRoles,
  updateStaffSchema,
} from '../../shared/contract/hr.ts';
import { staffSorts, staffStatuses } from '../../shared/contract/hr-lists.ts';
import { csvResponse } from '../http/csv-response.ts';
import { idParam, listQuery, oneOfQuery, sortQuery } from '../http/list-query.ts';
import { requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import { createStaff, resetStaffPassword, updateStaff } from '../services/hr/staff-accounts.ts';
import { allStaff, listStaff, type StaffFilter } from '../services/hr/staff-query.ts';

const staffFilter = (c: Context): StaffFilter => ({
  q: c.req.query('q') || undefined,
  role: oneOfQuery(c, 'role', staffRoles),
  status: oneOfQuery(c, 'status', staffStatuses),
});

// Never the password hash: the file holds what the list shows, and the id the audit log names.
const csvColumns = [
  'email',
  'name',
  'role',
  'status',
  'must_change_password',
  'last_sign_in_at',
  'created_at',
  'id',
] as const;

/** `/api/hr/staff`: admins add, change, disable and reset staff accounts. */
export const hrStaffRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const page = listQuery(c, staffSorts, 'asc');
    return c.json(await listStaff(c.var.deps.database.db, staffFilter(c), page));
  })
  .get('/export.csv', (c) => {
    const rows = allStaff(c.var.deps.database.db, staffFilter(c), sortQuery(c, staffSorts, 'asc'));
    return csvResponse(c, 'staff.csv', csvColumns, rows, (s) => [
      s.email,
      s.name,
      s.role,
      s.disabled ? 'disabled' : 'active',
      s.mustChangePassword,
      s.lastSignInAt,
      s.createdAt,
      s.id,
    ]);
  })
  .post(
    '/',
    ...staffChange(createStaffSchema, async ({ db, actor, now, input }, c) =>
      c.json(await createStaff(db, actor, input, now), 201),
    ),
  )
  .patch(
    '/:id',
    ...staffChange(updateStaffSchema, async ({ db, actor, now, input }, c) => {
      const id = idParam(c, 'staff account');
      return c.json({ staff: await updateStaff(db, actor, id, input, now) });
    }),
  )
  .post(
    '/:id/reset-password',
    ...staffChange(reasonSchema, async ({ db, actor, now, input }, c) => {
      const id = idParam(c, 'staff account');
      return c.json(await resetStaffPassword(db, actor, id, input.reason, now));
    }),
  );
