import { Hono } from 'hono';
import {
  createPracticalTaskSchema,
  updatePracticalTaskSchema,
  updateSettingsSchema,
  type TestSettings,
} from '../../shared/contract/hr.ts';
import { idParam } from '../http/list-query.ts';
import { requireRole, requireStaff, staffAction, type StaffEnv } from '../http/staff-session.ts';
import { validateJson } from '../http/validate-json.ts';
import {
  createPracticalTask,
  listPracticalTasks,
  updatePracticalTask,
} from '../services/settings/practical-tasks.ts';
import { saveTestSettings, settingsView } from '../services/settings/test-settings.ts';

/** `/api/hr/settings`: the test's settings; admins change them. */
export const hrSettingsRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json(await settingsView(c.var.deps.database.db, c.var.deps.config)))
  .put('/', requireRole('admin'), ...validateJson(updateSettingsSchema), async (c) => {
    const { db, actor, now } = staffAction(c);
    const input = c.req.valid('json') as TestSettings & { reason: string };
    return c.json(await saveTestSettings(db, c.var.deps.config, actor, input, now));
  });

/** `/api/hr/practical-tasks`: the practical round's tasks. */
export const hrPracticalTaskRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json({ items: await listPracticalTasks(c.var.deps.database.db) }))
  .post(
    '/',
    requireRole('admin'),
    ...validateJson(createPracticalTaskSchema, { maxBytes: 16 * 1024 }),
    async (c) => {
      const { db, actor, now } = staffAction(c);
      return c.json({ task: await createPracticalTask(db, actor, c.req.valid('json'), now) }, 201);
    },
  )
  .patch(
    '/:id',
    requireRole('admin'),
    ...validateJson(updatePracticalTaskSchema, { maxBytes: 16 * 1024 }),
    async (c) => {
      const { db, actor, now } = staffAction(c);
      const id = idParam(c, 'practical task');
      return c.json({ task: await updatePracticalTask(db, actor, id, c.req.valid('json'), now) });
    },
  );
