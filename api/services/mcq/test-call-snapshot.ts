import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
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

type DrawnQuestions = LockedAttempt['questions'];

/**
 * The attempt's copy of its questions (2–3 kB of jsonb for a 10-question test) is read once per
 * attempt and kept here, not read with every call: once drawn it is never changed (an HR edit
 * makes a new version of a question; a retake is a new attempt), so a copy can never be stale, on
 * one instance or several. Reading it with every call cost 0.03–0.11 ms of CPU per answer
 * (the engine's jsonb output, the bytes, the parse), in process, in three paired runs of 2,700
 * answers. Bounded (a kept copy is a few kB): the attempts first kept are forgotten first, and
 * read again if they call again.
 */
const questionsKept = new WeakMap<Db, Map<string, DrawnQuestions>>();
const maxAttemptsKept = 5_000;

async function drawnQuestions(db: Db, attemptId: string): Promise<DrawnQuestions> {
  let kept = questionsKept.get(db);
  if (!kept) {
    kept = new Map();
    questionsKept.set(db, kept);
  }
  const known = kept.get(attemptId);
  if (known) return known;
  const [row] = await db
    .select({ questions: mcqAttempts.questions })
    .from(mcqAttempts)
    .where(eq(mcqAttempts.id, attemptId));
  if (!row) throw new Error(`attempt ${attemptId} vanished`);
  if (kept.size >= maxAttemptsKept) {
    const [oldest] = kept.keys();
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(attemptId, row.questions);
  return row.questions;
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareSnapshot>>();

function prepareSnapshot(db: Db) {
  // Every column of the attempt but its questions (`drawnQuestions`).
  const { questions, ...attemptColumns } = getTableColumns(mcqAttempts);
  void questions;
  return db
    .select({
      candidate: candidates,
      attempt: attemptColumns,
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
  const attempt = row.attempt
    ? {
        ...row.attempt,
        questions: await drawnQuestions(db, row.attempt.id),
        answeredCurrent: row.answeredCurrent,
      }
    : null;
  return { candidate: row.candidate, attempt, bankRevision: row.bankRevision };
}
