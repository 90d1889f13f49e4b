import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import type { Database } from '../database.ts';
import { runMigrations } from '../migrate.ts';
import { candidates } from '../schema/candidates.ts';
import { questionImages, mcqQuestions, practicalTasks } from '../schema/question-bank.ts';
import { demoCandidates, demoPassword } from './demo-candidates.ts';
import { demoMcqBank } from './demo-mcq-bank.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { assessments, drives } from '../schema/assessments.ts';
import { ensureDefaultAssessment } from '../../services/assessments/kept-assessments.ts';
import { assertDrawable } from '../../services/assessments/bank-categories.ts';

describe(`seedDemoData (${testEngine})`, () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('fills an empty database with the bank, the practical task and one candidate per test type', async () => {
    expect(await seedDemoData(database)).toBe('seeded');
    const rows = await database.db.select().from(candidates);
    expect(rows.map((r) => r.testType).sort()).toEqual(['both', 'mcqs', 'practical']);
    expect(rows.map((r) => r.oneTimeId).sort()).toEqual(
      demoCandidates.map((c) => c.oneTimeId).sort(),
    );
    for (const row of rows)
      await expect(verifyPassword(demoPassword, row.passwordHash)).resolves.toBe(true);
    expect((await database.db.select().from(practicalTasks)).length).toBeGreaterThan(0);
  });

  it('stores each demo diagram as an image of its question, with its alternative text', async () => {
    await seedDemoData(database);
    const pictured = demoMcqBank.filter((q) => q.image);
    expect(pictured.length).toBeGreaterThan(0);
    const seeded = await database.db
      .select({
        question: mcqQuestions.question,
        alt: mcqQuestions.imageAlt,
        mime: questionImages.mime,
        width: questionImages.width,
      })
      .from(mcqQuestions)
      .innerJoin(questionImages, eq(questionImages.id, mcqQuestions.imageId));
    expect(seeded.map((s) => [s.question, s.alt]).sort()).toEqual(
      pictured.map((q) => [q.question, q.image?.alt]).sort(),
    );
    expect(seeded.every((s) => s.mime === 'image/png' && s.width === 720)).toBe(true);
  });

  it('writes each demo question with its difficulty', async () => {
    await seedDemoData(database);
    const seeded = await database.db
      .select({ question: mcqQuestions.question, difficulty: mcqQuestions.difficulty })
      .from(mcqQuestions);
    expect(new Map(seeded.map((q) => [q.question, q.difficulty]))).toEqual(
      new Map(demoMcqBank.map((q) => [q.question, q.difficulty])),
    );
  });

  it('adds a frontend and a backend assessment with a drive each, both drawable from the demo bank', async () => {
    await ensureDefaultAssessment(database.db, loadConfig({}));
    await seedDemoData(database);
    const rows = await database.db
      .select({
        name: assessments.name,
        isDefault: assessments.isDefault,
        perCategory: assessments.questionsPerCategory,
        difficulties: assessments.difficulties,
        tasks: assessments.practicalTaskIds,
        drive: drives.name,
      })
      .from(assessments)
      .leftJoin(drives, eq(drives.assessmentId, assessments.id))
      .orderBy(assessments.name);
    expect(rows.map((r) => [r.name, r.isDefault, r.drive])).toEqual([
      ['Backend developer, L1', false, 'Backend hiring (demo)'],
      ['Company test', true, null],
      ['Frontend developer, L1', false, 'Frontend hiring (demo)'],
    ]);
    for (const row of rows) {
      await expect(assertDrawable(database.db, row.perCategory, row.difficulties)).resolves.toBe(
        undefined,
      );
      expect(row.tasks.every((id) => id.length === 36)).toBe(true);
    }
    // The demo candidates stay outside any drive: they take the default test, as before.
    const inDrives = await database.db.select({ cohort: candidates.cohort }).from(candidates);
    expect(inDrives.map((c) => c.cohort)).toEqual([null, null, null]);
  });

  it('leaves a database that already has content untouched, however often it runs', async () => {
    await seedDemoData(database);
    expect(await seedDemoData(database)).toBe('not-empty');
    expect(await database.db.select().from(candidates)).toHaveLength(3);
    expect(await database.db.select().from(mcqQuestions)).toHaveLength(demoMcqBank.length);
  });

  it('seeds once when two instances start together', async () => {
    const outcomes = await Promise.all([seedDemoData(database), seedDemoData(database)]);
    expect(outcomes.sort()).toEqual(['not-empty', 'seeded']);
    expect(await database.db.select().from(candidates)).toHaveLength(3);
  });

  it('keeps migrations idempotent: running them again changes nothing', async () => {
    await seedDemoData(database);
    await runMigrations(database);
    expect(await database.db.select().from(candidates)).toHaveLength(3);
  });

  it('keeps every correct option index inside its question', () => {
    for (const question of demoMcqBank) {
      expect(question.correctOptionIndex).toBeGreaterThanOrEqual(0);
      expect(question.correctOptionIndex).toBeLessThan(question.options.length);
    }
  });
});
