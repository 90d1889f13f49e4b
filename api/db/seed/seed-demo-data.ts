import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../database.ts';
import { candidates } from '../schema/candidates.ts';
import { mcqQuestions, practicalTasks } from '../schema/question-bank.ts';
import { demoCandidates, demoPassword } from './demo-candidates.ts';
import { demoMcqBank } from './demo-mcq-bank.ts';
import { demoPracticalTasks } from './demo-practical-tasks.ts';

export type SeedOutcome = 'seeded' | 'not-empty';

/**
 * Fills an empty database with the demo bank, practical task and candidates, in one transaction
 * under the cluster-wide lock (two instances starting together seed once). A database that already
 * holds candidates or questions is left untouched.
 */
export async function seedDemoData(database: Database): Promise<SeedOutcome> {
  const passwordHash = await hashPassword(demoPassword);
  return database.withExclusiveLock((db) =>
    db.transaction(async (tx) => {
      const [candidateRows] = await tx.select({ n: count() }).from(candidates);
      const [questionRows] = await tx.select({ n: count() }).from(mcqQuestions);
      if ((candidateRows?.n ?? 0) > 0 || (questionRows?.n ?? 0) > 0) return 'not-empty';

      await tx.insert(mcqQuestions).values(demoMcqBank);
      await tx
        .insert(practicalTasks)
        .values(demoPracticalTasks.map((question, position) => ({ position, question })));
      await tx
        .insert(candidates)
        .values(demoCandidates.map((candidate) => ({ ...candidate, passwordHash, isDemo: true })));
      return 'seeded';
    }),
  );
}
