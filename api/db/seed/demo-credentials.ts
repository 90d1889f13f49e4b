import { inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { candidates } from '../schema/candidates.ts';
import { demoCandidates, demoPassword } from './demo-candidates.ts';

const testTypeLabels = {
  mcqs: 'MCQ test',
  practical: 'practical round',
  both: 'MCQ test, then practical',
};

/** The lines printed at start-up listing the demo logins that exist in this database. */
export async function describeDemoCandidates(database: Database): Promise<string[]> {
  const ids = demoCandidates.map((c) => c.oneTimeId);
  const rows = await database.db
    .select({ oneTimeId: candidates.oneTimeId, testType: candidates.testType })
    .from(candidates)
    .where(inArray(candidates.oneTimeId, ids));
  if (rows.length === 0) return [];
  return [
    `Demo candidates (password ${demoPassword}), log in at /login:`,
    ...rows.map((row) => `  ${row.oneTimeId.padEnd(16)} ${testTypeLabels[row.testType]}`),
  ];
}
