import type { QuestionPicture } from '../../../shared/rich-text/rich-doc.ts';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { candidates, type Candidate } from '../../db/schema/candidates.ts';
import { mcqAnswers, mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { mcqBankRevision, mcqQuestions } from '../../db/schema/question-bank.ts';
import type { AssessmentRow, DriveRow } from '../../db/schema/assessments.ts';
import type { LockedAttempt } from './attempt-store.ts';
import { createAdmissionQueue } from './admission-queue.ts';
import type { BankQuestion } from './draw-questions.ts';
import { createRefusalRecord } from './server-refusals.ts';

/**
 * What a call of the MCQ test starts from, read in one statement without a lock
 * (`readTestCallSnapshot`): the candidate (for the token check), their current attempt with
 * whether its current question has an answer, and the question bank's revision (for the copy of
 * the bank a start draws from).
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
  /** Kept from this server's own last write (`keepSnapshot`), not read for this call. */
  kept?: boolean;
}

export type DrawnQuestions = LockedAttempt['questions'];

/** The active bank as read at one revision of it (`activeBank`). */
export interface BankCopy {
  revision: number;
  bank: readonly BankQuestion[];
}

/** The assessments and drives as read at `at` (ms): small tables, read whole. */
export interface KeptAssessments {
  at: number;
  byId: ReadonlyMap<string, AssessmentRow>;
  driveByName: ReadonlyMap<string, DriveRow>;
  defaultId: string;
}

/**
 * Attempts (and candidates) a cache keeps at most: the least recently kept are forgotten first.
 * Twice the 10,000 candidates of a campus drive (issue 42): at 5,000, a drive of 10,000 answering
 * in turn found none of its copies (each was forgotten before its candidate's next answer), and
 * every answer read the candidate, the attempt and its questions again. A finished test's copies
 * are forgotten at its submit, so only tests under way hold places. About 6 kB of heap per
 * candidate answering (measured: `docs/capacity.md`, issue 42).
 */
export const maxKept = 20_000;

/**
 * Everything this server keeps between the calls of candidates, for its one database: made once
 * with the app (`createApp`, as `deps.testCalls`), so nothing hides in a module. A test reaches it
 * through the deps it built the app with, reads it and `clear()`s it. Each entry is safe to lose
 * (a cleared cache only costs reads) and never decides anything alone:
 * - `snapshots`: per candidate, the snapshot this server left after its last guarded answer; the
 *   next answer is judged on it and its write checks it is still current (`answer-question.ts`).
 * - `questions`: per attempt, its drawn questions, which never change once drawn.
 * - `bank`: the active bank at the revision last read; a start compares the revision it read.
 * - `assessments`: the assessments and drives, for a few seconds (`services/assessments/kept-assessments.ts`).
 * - `admission`, `refusals`: the line before the test's clock, and the last busy refusal (issue 42).
 * - `statements`: the hot calls' statements, prepared once (building a Drizzle query costs more
 *   than running it on the embedded engine).
 * Two instances of the server over one PostgreSQL each have their own, as two apps in a test do.
 */
export function createTestCallCache(db: Db) {
  let snapshotStatement: ReturnType<typeof prepareSnapshot> | undefined;
  let bankStatement: ReturnType<typeof prepareActiveBank> | undefined;
  let candidateStatement: ReturnType<typeof prepareCandidateById> | undefined;
  const cache = {
    db,
    snapshots: new Map<string, TestCallSnapshot>(),
    questions: new Map<string, DrawnQuestions>(),
    /** Question pictures as `data:` addresses, by image id (`question-pictures.ts`). */
    pictures: new Map<string, Omit<QuestionPicture, 'alt'>>(),
    bank: null as BankCopy | null,
    /** The line of first starts waiting for room (`admission-queue.ts`). */
    admission: createAdmissionQueue(),
    /** When this server, or another on the database, last refused a test call as too busy. */
    refusals: createRefusalRecord(db),
    assessments: null as KeptAssessments | null,
    statements: {
      snapshot: () => (snapshotStatement ??= prepareSnapshot(db)),
      activeBank: () => (bankStatement ??= prepareActiveBank(db)),
      candidateById: () => (candidateStatement ??= prepareCandidateById(db)),
    },
    /** Forgets every kept copy (the prepared statements stay: they hold no data). */
    clear() {
      cache.snapshots.clear();
      cache.questions.clear();
      cache.pictures.clear();
      cache.bank = null;
      cache.assessments = null;
    },
  };
  return cache;
}

export type TestCallCache = ReturnType<typeof createTestCallCache>;

/** Sets `key` in `map`, forgetting its oldest entry when it already holds `maxKept`. */
export function keepBounded<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  if (map.size >= maxKept) {
    const [oldest] = map.keys();
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

function prepareSnapshot(db: Db) {
  // Every column of the attempt but its questions (kept apart: `readTestCallSnapshot`).
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

// The active bank with the revision it was read at (one statement, so the two always match).
function prepareActiveBank(db: Db) {
  return db
    .select({
      id: mcqQuestions.id,
      topic: mcqQuestions.topic,
      difficulty: mcqQuestions.difficulty,
      version: mcqQuestions.version,
      question: mcqQuestions.question,
      options: mcqQuestions.options,
      correctOptionIndex: mcqQuestions.correctOptionIndex,
      imageId: mcqQuestions.imageId,
      imageAlt: mcqQuestions.imageAlt,
      revision: sql<number>`coalesce((select ${mcqBankRevision.revision} from ${mcqBankRevision} where ${mcqBankRevision.id} = 1), 0)`,
    })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.active, true))
    .prepare('active_question_bank');
}

// Every interview call but the MCQ test's reads the candidate by id.
function prepareCandidateById(db: Db) {
  return db
    .select()
    .from(candidates)
    .where(eq(candidates.id, sql.placeholder('id')))
    .prepare('candidate_by_id');
}
