import { Hono } from 'hono';
import {
  createPracticalTaskSchema,
  updatePracticalTaskSchema,
  updateSettingsSchema,
  type TestSettings,
} from '../../shared/contract/hr.ts';
import { idParam } from '../http/list-query.ts';
import { requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import {
  createPracticalTask,
  listPracticalTasks,
  updatePracticalTask,
} from '../services/settings/practical-tasks.ts';
import { saveTestSettings, settingsView } from '../services/settings/test-settings.ts';

/** `/api/hr/settings`: the test's settings; admins change them. */
export const hrSettingsRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json(await settingsView(c.var.deps.testCalls, c.var.deps.config)))
  .put(
    '/',
    requireRole('admin'),
    ...staffChange(updateSettingsSchema, async ({ actor, now, input }, c) => {
      const settings = input as TestSettings & { reason: string };
      return c.json(
        await saveTestSettings(c.var.deps.testCalls, c.var.deps.config, actor, settings, now),
      );
    }),
  );

/** `/api/hr/practical-tasks`: the practical round's tasks. */
export const hrPracticalTaskRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json({ items: await listPracticalTasks(c.var.deps.database.db) }))
  .post(
    '/',
    requireRole('admin'),
    ...staffChange(
      createPracticalTaskSchema,
      async ({ db, actor, now, input }, c) =>
        c.json({ task: await createPracticalTask(db, actor, input, now) }, 201),
      { maxBytes: 16 * 1024 },
    ),
  )
  .patch(
    '/:id',
    requireRole('admin'),
    ...staffChange(
      updatePracticalTaskSchema,
      async ({ db, actor, now, input }, c) => {
        const id = idParam(c, 'practical task');
        return c.json({ task: await updatePracticalTask(db, actor, id, input, now) });
      },
      { maxBytes: 16 * 1024 },
    ),
  );
