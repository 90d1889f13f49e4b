import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assessments, drives, type AssessmentRow } from '../../db/schema/assessments.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { practicalTasks } from '../../db/schema/question-bank.ts';
import { fail } from '../../domain/errors.ts';
import type { AssessmentInput, AssessmentView } from '../../../shared/contract/hr-assessments.ts';
import type { TestSettings } from '../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from '../hr/audit.ts';
import { auditedTable, changeRow, findRow } from '../hr/audited-row.ts';
import type { TestCallCache } from '../mcq/test-call-cache.ts';
import { assertDrawable } from './bank-categories.ts';

const assessmentRows = auditedTable(assessments, 'assessment', 'No such assessment.');

/** What an assessment's audit rows compare: every setting (not the bookkeeping columns). */
function settingsFields(a: AssessmentRow | AssessmentInput) {
  return {
    name: a.name,
    rounds: a.rounds,
    questionCount: a.questionCount,
    questionsPerCategory: a.questionsPerCategory,
    difficulties: a.difficulties,
    shuffleOptions: a.shuffleOptions,
    secondsPerQuestion: a.secondsPerQuestion,
    passPercent: a.passPercent,
    practicalMinutes: a.practicalMinutes,
    practicalTaskIds: a.practicalTaskIds,
    notifyHr: a.notifyHr,
  };
}

export function assessmentView(
  a: AssessmentRow,
  used = { drives: 0, candidates: 0 },
): AssessmentView {
  return {
    ...settingsFields(a),
    id: a.id,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt?.toISOString() ?? null,
    archivedAt: a.archivedAt?.toISOString() ?? null,
    ...used,
  };
}

/** Every assessment, the default first, then by name, with how many drives and candidates it has. */
export async function listAssessments(db: Db): Promise<AssessmentView[]> {
  const [rows, used] = await Promise.all([
    db
      .select()
      .from(assessments)
      .orderBy(sql`${assessments.isDefault} desc, lower(${assessments.name})`),
    db
      .select({
        id: drives.assessmentId,
        drives: sql<number>`count(distinct ${drives.id})::int`,
        candidates: count(candidates.id),
      })
      .from(drives)
      .leftJoin(candidates, eq(candidates.cohort, drives.name))
      .groupBy(drives.assessmentId),
  ]);
  const byId = new Map(used.map((u) => [u.id, { drives: u.drives, candidates: u.candidates }]));
  return rows.map((a) => assessmentView(a, byId.get(a.id)));
}

async function nameIsFree(db: Db, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(sql`lower(${assessments.name}) = ${name.toLowerCase()}`);
  if (taken && taken.id !== exceptId)
    throw fail.conflict(`An assessment named "${name}" exists already. Choose another name.`);
}

/**
 * The checks an assessment's settings must pass: its per-category draw must be possible from the
 * bank as it is (its sum is then the question count), and its practical tasks must exist.
 */
async function checkedSettings<T extends Partial<AssessmentInput> & TestSettings>(
  db: Db,
  input: T,
): Promise<T> {
  const wanted = { ...input };
  const chosen = wanted.difficulties ?? ['easy', 'medium', 'hard'];
  await assertDrawable(db, wanted.questionsPerCategory, chosen);
  const perCategory = Object.values(wanted.questionsPerCategory);
  if (perCategory.length > 0) wanted.questionCount = perCategory.reduce((sum, n) => sum + n, 0);
  const taskIds = wanted.practicalTaskIds ?? [];
  if (taskIds.length > 0) {
    const known = new Set(
      (await db.select({ id: practicalTasks.id }).from(practicalTasks)).map((t) => t.id),
    );
    const unknown = taskIds.find((id) => !known.has(id));
    if (unknown) throw fail.invalid(`There is no practical task ${unknown}.`);
    wanted.practicalTaskIds = [...new Set(taskIds)];
  }
  return wanted;
}

export async function createAssessment(
  cache: TestCallCache,
  actor: Actor,
  input: AssessmentInput & { reason?: string },
  now: Date,
): Promise<AssessmentView> {
  const { db } = cache;
  const { reason, ...wanted } = await checkedSettings(db, input);
  const row = await db.transaction(async (tx) => {
    await nameIsFree(tx, wanted.name);
    const [made] = await tx
      .insert(assessments)
      .values({ ...wanted, createdAt: now })
      .returning();
    if (!made) throw new Error('insert returned no row');
    await recordAudit(tx, actor, now, {
      action: 'assessment.created',
      entityType: 'assessment',
      entityId: made.id,
      reason,
      after: settingsFields(made),
    });
    return made;
  });
  cache.assessments = null;
  return assessmentView(row);
}

/**
 * Edits an assessment: it applies to tests started after it (an attempt keeps its questions, clock
 * and pass mark). A partial input (the settings API's, which has no name or rounds) keeps the
 * rest as it is.
 */
export async function updateAssessment(
  cache: TestCallCache,
  actor: Actor,
  id: string,
  input: Partial<AssessmentInput> & TestSettings & { reason: string },
  now: Date,
): Promise<AssessmentView> {
  const { db } = cache;
  const { reason, ...wanted } = await checkedSettings(db, input);
  const after = await changeRow(db, actor, now, assessmentRows, id, async (before, tx) => {
    if (wanted.name !== undefined) await nameIsFree(tx, wanted.name, id);
    return {
      set: { ...wanted, updatedAt: now },
      audit: (changed) => ({
        action: 'assessment.updated',
        reason,
        ...changedFields(settingsFields(before), settingsFields(changed)),
      }),
    };
  });
  cache.assessments = null;
  return assessmentView(after);
}

/** A copy of an assessment under a new name (not the default, not archived), to edit for another role. */
export async function cloneAssessment(
  cache: TestCallCache,
  actor: Actor,
  id: string,
  input: { name: string; reason?: string },
  now: Date,
): Promise<AssessmentView> {
  const source = await findRow(cache.db, assessmentRows, id);
  return createAssessment(
    cache,
    actor,
    {
      ...settingsFields(source),
      name: input.name,
      reason: input.reason ?? `Copy of ${source.name}`,
    },
    now,
  );
}

/**
 * Archives an assessment (no new drive takes it; drives that do keep running) or restores it. The
 * default one cannot be archived: candidates outside any drive take it.
 */
export async function archiveAssessment(
  cache: TestCallCache,
  actor: Actor,
  id: string,
  input: { archived: boolean; reason: string },
  now: Date,
): Promise<AssessmentView> {
  const after = await changeRow(cache.db, actor, now, assessmentRows, id, (before) => {
    if (input.archived && before.isDefault)
      throw fail.conflict(
        'The default assessment cannot be archived: candidates outside any drive take it. Make another one the default first.',
      );
    return {
      set: { archivedAt: input.archived ? (before.archivedAt ?? now) : null, updatedAt: now },
      audit: {
        action: input.archived ? 'assessment.archived' : 'assessment.restored',
        reason: input.reason,
      },
    };
  });
  cache.assessments = null;
  return assessmentView(after);
}

/** Makes an assessment the default: the test of candidates outside any drive, and of `/settings`. */
export async function makeDefaultAssessment(
  cache: TestCallCache,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
): Promise<AssessmentView> {
  const row = await cache.db.transaction(async (tx) => {
    const target = await findRow(tx, assessmentRows, id);
    if (target.archivedAt)
      throw fail.conflict('Restore the assessment before making it the default.');
    await tx.update(assessments).set({ isDefault: false }).where(eq(assessments.isDefault, true));
    const [made] = await tx
      .update(assessments)
      .set({ isDefault: true, updatedAt: now })
      .where(eq(assessments.id, id))
      .returning();
    await recordAudit(tx, actor, now, {
      action: 'assessment.made-default',
      entityType: 'assessment',
      entityId: id,
      reason,
    });
    return made ?? target;
  });
  cache.assessments = null;
  return assessmentView(row);
}
