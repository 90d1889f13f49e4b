import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates } from '../db/schema/candidates.ts';
import { assessments, drives, type AssessmentRow } from '../db/schema/assessments.ts';
import { ensureDefaultAssessment } from '../services/assessments/kept-assessments.ts';
import { loadConfig } from '../config.ts';
import type { TestType } from '../domain/rounds.ts';
import { mcqQuestions, practicalTasks } from '../db/schema/question-bank.ts';
import { insertDemoBank } from '../db/seed/demo-mcq-bank.ts';
import { hashPassword } from '../lib/password.ts';

export const testPassword = 'secret-pass';
let passwordHash: Promise<string> | undefined;

/** A candidate with `testPassword` (the hash is computed once per file: scrypt is slow on purpose). */
export async function createCandidate(
  database: Database,
  oneTimeId: string,
  testType: TestType = 'mcqs',
  timeFactor = 1,
) {
  passwordHash ??= hashPassword(testPassword);
  return insertCandidate(database, {
    oneTimeId,
    testType,
    timeFactor,
    passwordHash: await passwordHash,
  });
}

/**
 * The drive a test puts candidates in by name, made when missing (of the default assessment, as
 * an older script's label makes one): `candidates.cohort` references a drive.
 */
export async function ensureDrive(database: Database, name: string): Promise<void> {
  await database.db.insert(drives).values({ name }).onConflictDoNothing();
}

/**
 * A candidate row as `values` give it, named after its one-time ID and of the MCQ test unless
 * told; without a password hash it can never log in (for tests of what HR reads).
 */
export async function insertCandidate(
  database: Database,
  values: Omit<typeof candidates.$inferInsert, 'passwordHash' | 'fullName' | 'testType'> &
    Partial<Pick<typeof candidates.$inferInsert, 'passwordHash' | 'fullName' | 'testType'>>,
) {
  if (values.cohort) await ensureDrive(database, values.cohort);
  const [row] = await database.db
    .insert(candidates)
    .values({
      passwordHash: 'not-used',
      fullName: `Candidate ${values.oneTimeId}`,
      testType: 'mcqs',
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** Loads the demo bank and one practical task once into the database. */
export async function seedQuestionBank(database: Database): Promise<void> {
  await insertDemoBank(database.db);
  await database.db.insert(practicalTasks).values({ position: 0, question: 'Build a task list' });
}

/** The correct option of each question, read from the database the way only tests may. */
export async function correctOptions(
  database: Database,
  ids: string[],
): Promise<Map<string, number>> {
  const rows = await database.db
    .select({ id: mcqQuestions.id, correct: mcqQuestions.correctOptionIndex })
    .from(mcqQuestions)
    .where(inArray(mcqQuestions.id, ids));
  return new Map(rows.map((r) => [r.id, r.correct]));
}

export async function correctOptionOf(database: Database, id: string): Promise<number> {
  const [row] = await database.db
    .select({ correct: mcqQuestions.correctOptionIndex })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.id, id));
  if (!row) throw new Error(`no question ${id}`);
  return row.correct;
}

/**
 * Sets the default assessment's settings directly (made first from the environment, as start-up
 * does): for a test that runs a second app over the same database with other values, which an
 * environment no longer gives once the default assessment exists. Apps made after it read them.
 */
export async function setDefaultAssessment(
  database: Database,
  values: Partial<
    Pick<AssessmentRow, 'passPercent' | 'secondsPerQuestion' | 'practicalMinutes' | 'questionCount'>
  >,
): Promise<void> {
  await ensureDefaultAssessment(database.db, loadConfig({}));
  await database.db.update(assessments).set(values).where(eq(assessments.isDefault, true));
}

/**
 * An assessment with `values` over the spec's defaults, and a drive of it named as it is: put a
 * candidate in the drive (`cohort`) to give them that test.
 */
export async function assessmentWithDrive(
  database: Database,
  name: string,
  values: Partial<typeof assessments.$inferInsert> = {},
): Promise<{ assessmentId: string; drive: string }> {
  const [made] = await database.db
    .insert(assessments)
    .values({
      name,
      questionCount: 10,
      secondsPerQuestion: 60,
      passPercent: 75,
      practicalMinutes: 120,
      ...values,
    })
    .returning({ id: assessments.id });
  if (!made) throw new Error('insert failed');
  await database.db.insert(drives).values({ name, assessmentId: made.id });
  return { assessmentId: made.id, drive: name };
}
