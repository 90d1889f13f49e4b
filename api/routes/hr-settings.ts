import { Hono } from 'hono';
import {
  createPracticalTaskSchema,
  updatePracticalTaskSchema,
  updateSettingsSchema,
  type TestSettings,
} from '../../shared/contract/hr.ts';
import { idParam } from '../http/list-query.ts';
import { actorOf, requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
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
    const { deps, session } = c.var;
    const input = c.req.valid('json') as TestSettings & { reason: string };
    return c.json(
      await saveTestSettings(deps.database.db, deps.config, actorOf(session), input, deps.now()),
    );
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
      const { deps, session } = c.var;
      const task = await createPracticalTask(
        deps.database.db,
        actorOf(session),
        c.req.valid('json'),
        deps.now(),
      );
      return c.json({ task }, 201);
    },
  )
  .patch(
    '/:id',
    requireRole('admin'),
    ...validateJson(updatePracticalTaskSchema, { maxBytes: 16 * 1024 }),
    async (c) => {
      const { deps, session } = c.var;
      const task = await updatePracticalTask(
        deps.database.db,
        actorOf(session),
        idParam(c, 'practical task'),
        c.req.valid('json'),
        deps.now(),
      );
      return c.json({ task });
    },
  );
