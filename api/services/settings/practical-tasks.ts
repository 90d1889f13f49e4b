import { asc, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { practicalTasks } from '../../db/schema/question-bank.ts';
import type { PracticalTaskView } from '../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from '../hr/audit.ts';
import { auditedTable, changeRow } from '../hr/audited-row.ts';
import { insertOne } from '../one-row.ts';

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

/** Practical tasks as staff change them: what the audit log calls them, and the 404's words. */
const taskRows = auditedTable(practicalTasks, 'practical-task', 'No such practical task.');

/** Edits, moves, retires (`active: false`) or restores a task. */
export async function updatePracticalTask(
  db: Db,
  actor: Actor,
  id: string,
  input: { question?: string; position?: number; active?: boolean; reason: string },
  now: Date,
): Promise<PracticalTaskView> {
  const fields = (t: Task) => ({ question: t.question, position: t.position, active: t.active });
  const after = await changeRow(db, actor, now, taskRows, id, (before) => ({
    set: {
      question: input.question ?? before.question,
      position: input.position ?? before.position,
      active: input.active ?? before.active,
    },
    audit: (changed) => ({
      action: 'practical-task.updated',
      reason: input.reason,
      ...changedFields(fields(before), fields(changed)),
    }),
  }));
  return view(after);
}
