import { Hono } from 'hono';
import { updatePrivacySettingsSchema } from '../../shared/contract/privacy-notice.ts';
import type { PrivacySettings } from '../../shared/contract/hr-privacy.ts';
import { requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import { readPrivacySettings } from '../services/privacy/privacy-settings.ts';
import { savePrivacySettings } from '../services/privacy/save-privacy-settings.ts';

/**
 * `/api/hr/privacy/settings`: the company's details and grievance contact the notices name, and
 * how long personal data is kept. Any staff member reads them; admins change them, with a reason.
 */
export const hrPrivacySettingsRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json({ settings: await readPrivacySettings(c.var.deps.database.db) }))
  .put(
    '/',
    requireRole('admin'),
    ...staffChange(updatePrivacySettingsSchema, async ({ db, actor, now, input }, c) => {
      const settings = input as PrivacySettings & { reason: string };
      return c.json({ settings: await savePrivacySettings(db, actor, settings, now) });
    }),
  );
