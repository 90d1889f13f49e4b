import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { checkReadiness } from '../services/health/readiness.ts';

/**
 * Health for supervisors and load balancers (docs/operations.md, "Health"):
 * - `GET /api/health/live`: the process answers (its event loop runs); touches nothing else, so
 *   a slow database never gets a live process restarted;
 * - `GET /api/health/ready`: 200 when this instance should get candidates (database answers,
 *   migrations applied, data folder writable, not shutting down), 503 with the failed checks;
 * - `GET /api/health`: the database's state and the server's clock (older, kept as it was).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/live', (c) => c.json({ success: true, status: 'alive' }))
  .get('/ready', async (c) => {
    const { database, config, stopping } = c.var.deps;
    const { ready, checks } = await checkReadiness(database, config.DATA_DIR);
    const draining = stopping?.() ?? false;
    const ok = ready && !draining;
    return c.json(
      {
        success: ok,
        status: draining ? 'stopping' : ok ? 'ready' : 'not-ready',
        checks,
      },
      ok ? 200 : 503,
    );
  })
  .get('/', async (c) => {
    const { database } = c.var.deps;
    const started = performance.now();
    try {
      await database.db.execute(sql`select 1`);
      return c.json({
        success: true,
        status: 'ok',
        database: {
          engine: database.engine,
          status: 'up',
          latencyMs: Number((performance.now() - started).toFixed(1)),
        },
        uptimeSeconds: Math.round(process.uptime()),
        // The server's clock, by which every deadline is judged.
        serverTime: c.var.deps.now().toISOString(),
      });
    } catch (error) {
      return c.json(
        {
          success: false,
          status: 'degraded',
          message: 'The database is not answering.',
          database: {
            engine: database.engine,
            status: 'down',
            error: error instanceof Error ? error.message : String(error),
          },
        },
        503,
      );
    }
  });
