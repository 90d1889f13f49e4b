import { demoSeedingAllowed, isProduction, type Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { seedDemoAdmin } from '../../db/seed/demo-admin.ts';
import { describeDemoAdmin, describeDemoCandidates } from '../../db/seed/demo-credentials.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { ensureFirstAdmin, howToCreateFirstAdmin } from './first-admin.ts';
import { keepSettingsOfOlderAttempts } from '../mcq/attempt-settings.ts';
import { createTestCallCache } from '../mcq/test-call-cache.ts';
import { currentTestSettings } from '../settings/test-settings.ts';
import { ensureDefaultAssessment } from '../assessments/kept-assessments.ts';

export interface StartUpNote {
  level: 'info' | 'warn';
  message: string;
}

/**
 * What start-up puts into a migrated database, and what the log says about it:
 *
 * - outside production (unless SEED_DEMO_DATA=false), demo content into an empty database and the
 *   demo admin into one without staff, with every demo login printed;
 * - in production, no demo content whatever SEED_DEMO_DATA says (demo logins are refused there);
 * - the first admin from HR_ADMIN_EMAIL / HR_ADMIN_PASSWORD when no staff account exists, or a
 *   line saying how to create one;
 * - on a database from before assessments, the first one (the default) made from the
 *   environment's values when HR had saved none (`ensureDefaultAssessment`);
 * - on a database from before attempts kept their settings, the settings in force written into
 *   its attempts (`keepSettingsOfOlderAttempts`).
 */
export async function prepareContent(
  database: Database,
  config: Config,
  now: Date,
): Promise<StartUpNote[]> {
  const notes: StartUpNote[] = [];
  const info = (message: string) => notes.push({ level: 'info', message });
  // Before anything reads a test's settings (and before the demo's assessments, so that the
  // default stays the one test of older builds, or one made from the environment's values).
  await ensureDefaultAssessment(database.db, config);
  if (demoSeedingAllowed(config)) {
    if ((await seedDemoData(database)) === 'seeded')
      info('Seeded demo content into the empty database.');
    await seedDemoAdmin(database, now);
  } else if (isProduction(config) && config.SEED_DEMO_DATA === true) {
    notes.push({
      level: 'warn',
      message: 'SEED_DEMO_DATA=true is ignored in production: demo logins never work there.',
    });
  }
  const firstAdmin = await ensureFirstAdmin(
    database,
    { email: config.HR_ADMIN_EMAIL, password: config.HR_ADMIN_PASSWORD },
    now,
  );
  if (firstAdmin.kind === 'created')
    info(`Created the first HR admin, ${config.HR_ADMIN_EMAIL} (from HR_ADMIN_EMAIL).`);
  if (firstAdmin.kind === 'weak-password')
    notes.push({
      level: 'warn',
      message: `HR_ADMIN_PASSWORD was not used and no admin was created. ${firstAdmin.problem} Set it in the environment or in .env, and restart the server.`,
    });
  const inForce = await currentTestSettings(createTestCallCache(database.db), config);
  const kept = await keepSettingsOfOlderAttempts(database.db, inForce);
  if (kept > 0)
    info(
      `Kept the settings in force (${inForce.secondsPerQuestion} s a question, pass mark ${inForce.passPercent} %) with ${kept} earlier test${kept === 1 ? '' : 's'}: a later edit applies to tests started after it.`,
    );
  if (firstAdmin.kind === 'not-configured' && (isProduction(config) || !demoSeedingAllowed(config)))
    notes.push({ level: 'warn', message: howToCreateFirstAdmin });
  if (!isProduction(config)) {
    for (const line of [
      ...(await describeDemoCandidates(database)),
      ...(await describeDemoAdmin(database)),
    ])
      info(line);
  }
  return notes;
}
