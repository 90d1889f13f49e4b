import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import { requireRole, requireStaff, staffAction, type StaffEnv } from '../http/staff-session.ts';
import { hrNotifyAddress } from '../config.ts';
import { erasures } from '../db/schema/privacy.ts';
import type { ErasureView, RetentionView } from '../../shared/contract/hr-privacy.ts';
import {
  recentRetentionRuns,
  runRetention,
  upcomingErasures,
} from '../services/privacy/retention.ts';

/**
 * `/api/hr/retention` and `/api/hr/erasures` (admins; docs/privacy.md): what falls due and when,
 * the job's runs, running it now, and the register of every erasure.
 */
export const hrRetentionRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const { db } = c.var.deps.database;
    const view: RetentionView = {
      upcoming: await upcomingErasures(db),
      runs: await recentRetentionRuns(db),
    };
    return c.json(view);
  })
  .post('/run', async (c) => {
    const { db, now } = staffAction(c);
    const { config } = c.var.deps;
    return c.json({
      run: await runRetention(db, now, { to: hrNotifyAddress(config), siteUrl: config.SITE_URL }),
    });
  });

export const hrErasureRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const rows = await c.var.deps.database.db
      .select()
      .from(erasures)
      .orderBy(desc(erasures.at))
      .limit(200);
    const items: ErasureView[] = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      subjectType: r.subjectType as ErasureView['subjectType'],
      subjectIds: r.subjectIds,
      source: r.source,
      actor: { id: r.actorId, email: r.actorEmail },
      reason: r.reason,
      removed: r.removed,
    }));
    return c.json({ items });
  });
