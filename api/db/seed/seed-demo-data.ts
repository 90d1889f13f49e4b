import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../database.ts';
import { candidates } from '../schema/candidates.ts';
import { mcqQuestions, practicalTasks } from '../schema/question-bank.ts';
import { assessments, drives } from '../schema/assessments.ts';
import { demoAssessments } from './demo-assessments.ts';
import { demoCandidates, demoPassword } from './demo-candidates.ts';
import { insertDemoBank } from './demo-mcq-bank.ts';
import { demoPracticalTasks } from './demo-practical-tasks.ts';

export type SeedOutcome = 'seeded' | 'not-empty';

/**
 * Fills an empty database with the demo bank, practical tasks, two assessments with a drive each
 * (`demo-assessments.ts`) and candidates, in one transaction
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

      await insertDemoBank(tx);
      const tasks = await tx
        .insert(practicalTasks)
        .values(demoPracticalTasks.map((question, position) => ({ position, question })))
        .returning({ id: practicalTasks.id, position: practicalTasks.position });
      const taskAt = (i: number) => tasks.find((t) => t.position === i)?.id ?? '';
      for (const { drive, tasks: taskIndexes, ...settings } of demoAssessments) {
        const questionCount = Object.values(settings.questionsPerCategory).reduce((a, b) => a + b);
        const [made] = await tx
          .insert(assessments)
          .values({ ...settings, questionCount, practicalTaskIds: taskIndexes.map(taskAt) })
          .onConflictDoNothing()
          .returning({ id: assessments.id });
        if (made)
          await tx
            .insert(drives)
            .values({ name: drive, assessmentId: made.id })
            .onConflictDoNothing();
      }
      await tx
        .insert(candidates)
        .values(demoCandidates.map((candidate) => ({ ...candidate, passwordHash, isDemo: true })));
      return 'seeded';
    }),
  );
}
