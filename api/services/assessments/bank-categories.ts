import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqQuestions } from '../../db/schema/question-bank.ts';
import { fail } from '../../domain/errors.ts';
import { difficulties, type CategoryCount, type Difficulty } from '../../../shared/contract/hr.ts';

/**
 * Each category with how many active (drawable) questions it holds, of the given difficulties
 * (every one by default).
 */
export async function activeCategories(
  db: Db,
  ofDifficulties: readonly Difficulty[] = difficulties,
): Promise<CategoryCount[]> {
  const rows = await db
    .select({ name: mcqQuestions.topic, active: count() })
    .from(mcqQuestions)
    .where(
      and(
        eq(mcqQuestions.active, true),
        isNull(mcqQuestions.retiredAt),
        ofDifficulties.length === difficulties.length
          ? undefined
          : inArray(mcqQuestions.difficulty, [...ofDifficulties]),
      ),
    )
    .groupBy(mcqQuestions.topic)
    .orderBy(mcqQuestions.topic);
  return rows;
}

/** A per-category draw must be possible from the bank as it is: more than a category holds is a 400. */
export async function assertDrawable(
  db: Db,
  perCategory: Record<string, number>,
  ofDifficulties: readonly Difficulty[],
): Promise<void> {
  const wanted = Object.entries(perCategory);
  if (wanted.length === 0) return;
  const available = new Map(
    (await activeCategories(db, ofDifficulties)).map((c) => [c.name, c.active]),
  );
  for (const [name, n] of wanted) {
    const has = available.get(name) ?? 0;
    if (has < n)
      throw fail.invalid(
        `The category "${name}" has ${has} active question${has === 1 ? '' : 's'}${ofDifficulties.length < difficulties.length ? ` of the chosen difficulties` : ''}; ${n} asked for.`,
      );
  }
}
