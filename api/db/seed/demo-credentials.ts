import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { candidates } from '../schema/candidates.ts';
import { staffAccounts } from '../schema/staff.ts';
import { demoAdmin } from './demo-admin.ts';
import { demoCandidates } from './demo-candidates.ts';

const testTypeLabels = {
  mcqs: 'MCQ test',
  practical: 'practical round',
  both: 'MCQ test, then practical',
};

/**
 * The lines printed at start-up listing the demo logins that exist in this database. Not their
 * passwords: no log line holds a password, not even the demo's published ones (README.md, "Demo
 * candidates" and "Demo HR admin", where a person starting the demo reads them).
 */
export async function describeDemoCandidates(database: Database): Promise<string[]> {
  const ids = demoCandidates.map((c) => c.oneTimeId);
  const rows = await database.db
    .select({ oneTimeId: candidates.oneTimeId, testType: candidates.testType })
    .from(candidates)
    .where(inArray(candidates.oneTimeId, ids));
  if (rows.length === 0) return [];
  return [
    'Demo candidates (password in README.md, "Demo candidates"), log in at /login:',
    ...rows.map((row) => `  ${row.oneTimeId.padEnd(16)} ${testTypeLabels[row.testType]}`),
  ];
}

/** The line printed at start-up for the demo admin, when this database holds it (no password). */
export async function describeDemoAdmin(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, demoAdmin.email));
  if (rows.length === 0) return [];
  return [
    `Demo HR admin, sign in at /hr: ${demoAdmin.email} (password in README.md, "Demo HR admin")`,
  ];
}
