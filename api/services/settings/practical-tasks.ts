import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { practicalTasks } from '../../db/schema/question-bank.ts';
import { fail } from '../../domain/errors.ts';
import type { PracticalTaskView } from '../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from '../hr/audit.ts';
import { insertOne, updateById } from '../one-row.ts';

type Task = typeof practicalTasks.$inferSelect;
const view = (t: Task): PracticalTaskView => ({
  id: t.id,
  position: t.position,
  question: t.question,
  active: t.active,
});

export async function listPracticalTasks(db: Db): Promise<PracticalTaskView[]> {
  const rows = await db
    .select()
    .from(practicalTasks)
    .orderBy(asc(practicalTasks.position), asc(practicalTasks.createdAt));
  return rows.map(view);
}

/** Adds a task (at the end unless a position is given); candidates see active tasks by position. */
export async function createPracticalTask(
  db: Db,
  actor: Actor,
  input: { question: string; position?: number; reason?: string },
  now: Date,
): Promise<PracticalTaskView> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(practicalTasks.position) }).from(practicalTasks);
    const position = input.position ?? (last?.position ?? -1) + 1;
    const row = await insertOne(tx, practicalTasks, {
      question: input.question,
      position,
      createdAt: now,
    });
    await recordAudit(tx, actor, now, {
      action: 'practical-task.created',
      entityType: 'practical-task',
      entityId: row.id,
      reason: input.reason,
      after: { question: row.question, position: row.position },
    });
    return view(row);
  });
}

/** Edits, moves, retires (`active: false`) or restores a task. */
export async function updatePracticalTask(
  db: Db,
  actor: Actor,
  id: string,
  input: { question?: string; position?: number; active?: boolean; reason: string },
  now: Date,
): Promise<PracticalTaskView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(practicalTasks).where(eq(practicalTasks.id, id));
    if (!before) throw fail.notFound('No such practical task.');
    const after = await updateById(
      tx,
      practicalTasks,
      id,
      {
        question: input.question ?? before.question,
        position: input.position ?? before.position,
        active: input.active ?? before.active,
      },
      'No such practical task.',
    );
    const fields = (t: Task) => ({ question: t.question, position: t.position, active: t.active });
    await recordAudit(tx, actor, now, {
      action: 'practical-task.updated',
      entityType: 'practical-task',
      entityId: id,
      reason: input.reason,
      ...changedFields(fields(before), fields(after)),
    });
    return view(after);
  });
}
