import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { candidates, type Candidate } from '../../db/schema/candidates.ts';
import { mcqAnswers, mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { mcqBankRevision } from '../../db/schema/question-bank.ts';
import type { LockedAttempt } from './attempt-store.ts';

/**
 * What a call of the MCQ test starts from, read in one statement without a lock: the candidate
 * (for the token check), their current attempt with whether its current question has an answer,
 * and the question bank's revision (for the copy of the bank a start draws from). The common
 * calls act on it with one guarded write (`answerAndAdvance`, `createAttempt`), which checks the
 * attempt is still as read; anything else, or an attempt that changed meanwhile, goes the locked
 * way. On the embedded engine each statement is a turn of the one database thread, so two
 * statements instead of five per answer is what lets one machine carry a campus drive.
 */
export interface TestCallSnapshot {
  candidate: Candidate;
  /** Not locked: as it was when read. */
  attempt: LockedAttempt | null;
  bankRevision: number;
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareSnapshot>>();

function prepareSnapshot(db: Db) {
  return db
    .select({
      candidate: candidates,
      attempt: mcqAttempts,
      answeredCurrent: sql<boolean>`exists (select 1 from ${mcqAnswers} where ${mcqAnswers.attemptId} = ${mcqAttempts.id} and ${mcqAnswers.questionIndex} = ${mcqAttempts.currentIndex})`,
      bankRevision: sql<number>`coalesce((select ${mcqBankRevision.revision} from ${mcqBankRevision} where ${mcqBankRevision.id} = 1), 0)`,
    })
    .from(candidates)
    .leftJoin(
      mcqAttempts,
      and(eq(mcqAttempts.candidateId, candidates.id), isNull(mcqAttempts.retiredAt)),
    )
    .where(eq(candidates.id, sql.placeholder('id')))
    .prepare('test_call_snapshot');
}

export async function readTestCallSnapshot(
  db: Db,
  candidateId: string,
): Promise<TestCallSnapshot | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareSnapshot(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ id: candidateId });
  if (!row) return undefined;
  return {
    candidate: row.candidate,
    attempt: row.attempt ? { ...row.attempt, answeredCurrent: row.answeredCurrent } : null,
    bankRevision: row.bankRevision,
  };
}
