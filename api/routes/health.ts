import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/** `GET /api/health`: 200 when the database answers, 503 when it does not (for load balancers). */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
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
