import { isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import type { Attempt } from './attempt-store.ts';

/** The settings an attempt keeps from its start (`mcq_attempts.seconds_per_question`, `pass_percent`). */
export interface AttemptSettings {
  secondsPerQuestion: number;
  passPercent: number;
}

/**
 * The rules for this attempt: those in force, with the seconds per question and the pass mark the
 * attempt was started with. HR's edit of the settings applies to tests started after it (a
 * candidate mid-test keeps their clock; a result, once given, keeps its pass mark), as an attempt
 * already keeps the questions it drew. An attempt that has none kept (made before they were, and
 * not yet filled by `keepSettingsOfOlderAttempts`) takes those in force, as it always did.
 */
export function ownRules<R extends AttemptSettings>(
  attempt: Pick<Attempt, 'secondsPerQuestion' | 'passPercent'>,
  rules: R,
): R {
  return {
    ...rules,
    secondsPerQuestion: attempt.secondsPerQuestion ?? rules.secondsPerQuestion,
    passPercent: attempt.passPercent ?? rules.passPercent,
  };
}

/**
 * At start-up: attempts from before attempts kept their settings take the settings in force, the
 * ones they were judged by until now, so that an edit from now on no longer changes their pass or
 * their clock. Writes nothing once every attempt has its own (each new one is created with them).
 */
export async function keepSettingsOfOlderAttempts(
  db: Db,
  inForce: AttemptSettings,
): Promise<number> {
  const filled = await db
    .update(mcqAttempts)
    .set({
      secondsPerQuestion: sql`coalesce(${mcqAttempts.secondsPerQuestion}, ${inForce.secondsPerQuestion})`,
      passPercent: sql`coalesce(${mcqAttempts.passPercent}, ${inForce.passPercent}::float8)`,
    })
    .where(or(isNull(mcqAttempts.secondsPerQuestion), isNull(mcqAttempts.passPercent)))
    .returning({ id: mcqAttempts.id });
  return filled.length;
}
