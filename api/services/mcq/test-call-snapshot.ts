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
  /**
   * The version of the candidate's row as read (PostgreSQL's `xmin`: every change to the row,
   * whoever makes it, gives it a new one). A guarded write checks it, so a write judged on this
   * snapshot happens only if the candidate is still exactly as read.
   */
  candidateVersion: string;
  /** Not locked: as it was when read. */
  attempt: LockedAttempt | null;
  bankRevision: number;
  /** Kept from this server's own last write (`keptSnapshot`), not read for this call. */
  kept?: boolean;
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
      candidateVersion: sql<string>`${candidates}.xmin::text`,
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
  return {
    candidate: row.candidate,
    candidateVersion: row.candidateVersion,
    attempt,
    bankRevision: row.bankRevision,
  };
}

/**
 * The snapshot as this server left it after its last guarded answer, per candidate: the next
 * answer is judged on it and written with no read first (one turn of the database thread
 * instead of two per answer, the largest share of a drive's calls). It can never decide
 * anything on its own: the write checks, in its one statement, that the candidate's row has
 * the version kept and the attempt the columns kept, and writes nothing otherwise (a change by
 * HR, a logout, another window, another instance); the caller then reads afresh and judges the
 * call again (`submit-and-next.ts`). Bounded like the questions: the first kept are forgotten
 * first.
 */
const snapshotsKept = new WeakMap<Db, Map<string, TestCallSnapshot>>();

export function keptSnapshot(db: Db, candidateId: string): TestCallSnapshot | undefined {
  return snapshotsKept.get(db)?.get(candidateId);
}

/** Keeps `snapshot` for the candidate's next call; `null` forgets it. */
export function keepSnapshot(db: Db, candidateId: string, snapshot: TestCallSnapshot | null) {
  let kept = snapshotsKept.get(db);
  if (!kept) {
    kept = new Map();
    snapshotsKept.set(db, kept);
  }
  kept.delete(candidateId);
  if (!snapshot) return;
  if (kept.size >= maxAttemptsKept) {
    const [oldest] = kept.keys();
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(candidateId, { ...snapshot, kept: true });
}
