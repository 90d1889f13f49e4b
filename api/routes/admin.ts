import { Hono } from 'hono';
import { fail } from '../domain/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorBody } from '../http/errors.ts';
import { requireLocalAdmin } from '../http/require-local-admin.ts';

/**
 * `/api/admin`: operations for the machine's operator, not for the web. `POST /backup` is how
 * `npm run backup` has the running server snapshot its embedded database (only the process
 * holding PGlite can read it consistently).
 */
export const adminRoutes = new Hono<AppEnv>().post('/backup', requireLocalAdmin, async (c) => {
  const { backups } = c.var.deps;
  if (!backups) throw fail.unavailable('This server takes no backups.');
  try {
    const result = await backups.run('command');
    return c.json({ success: true, data: result });
  } catch (error) {
    // Logged loudly and recorded by the runner; the operator's terminal gets the reason too.
    // 503, as the console's route: the server is fine, the snapshot is not.
    return c.json(
      errorBody(`The backup failed: ${error instanceof Error ? error.message : String(error)}`),
      503,
    );
  }
});
