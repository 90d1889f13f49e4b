import { eq } from 'drizzle-orm';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import {
  keepBounded,
  type DrawnQuestions,
  type TestCallCache,
  type TestCallSnapshot,
} from './test-call-cache.ts';

export type { TestCallSnapshot } from './test-call-cache.ts';

/**
 * What a call of the MCQ test starts from, read in one statement without a lock. The common
 * calls act on it with one guarded write (`answerAndAdvance`, `createAttempt`), which checks the
 * attempt is still as read; anything else, or an attempt that changed meanwhile, goes the locked
 * way. On the embedded engine each statement is a turn of the one database thread, so two
 * statements instead of five per answer is what lets one machine carry a campus drive.
 */
export async function readTestCallSnapshot(
  cache: TestCallCache,
  candidateId: string,
): Promise<TestCallSnapshot | undefined> {
  const [row] = await cache.statements.snapshot().execute({ id: candidateId });
  if (!row) return undefined;
  const attempt = row.attempt
    ? {
        ...row.attempt,
        questions: await drawnQuestions(cache, row.attempt.id),
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
 * The attempt's copy of its questions (2–3 kB of jsonb for a 10-question test) is read once per
 * attempt and kept (`cache.questions`), not read with every call: once drawn it is never changed
 * (an HR edit makes a new version of a question; a retake is a new attempt), so a copy can never
 * be stale, on one instance or several. Reading it with every call cost 0.03–0.11 ms of CPU per
 * answer (the engine's jsonb output, the bytes, the parse), in process, in three paired runs of
 * 2,700 answers.
 */
async function drawnQuestions(cache: TestCallCache, attemptId: string): Promise<DrawnQuestions> {
  const known = cache.questions.get(attemptId);
  if (known) return known;
  const [row] = await cache.db
    .select({ questions: mcqAttempts.questions })
    .from(mcqAttempts)
    .where(eq(mcqAttempts.id, attemptId));
  if (!row) throw new Error(`attempt ${attemptId} vanished`);
  keepBounded(cache.questions, attemptId, row.questions);
  return row.questions;
}

/**
 * Keeps `snapshot` as this server left it after its last guarded answer, for the candidate's next
 * answer, which is judged on it and written with no read first (one turn of the database thread
 * instead of two per answer, the largest share of a drive's calls). It can never decide anything
 * on its own: the write checks, in its one statement, that the candidate's row has the version
 * kept and the attempt the columns kept, and writes nothing otherwise (a change by HR, a logout,
 * another window, another instance); the answer is then read afresh and judged again
 * (`answer-question.ts`). `null` forgets it.
 */
export function keepSnapshot(
  cache: TestCallCache,
  candidateId: string,
  snapshot: TestCallSnapshot | null,
): void {
  if (!snapshot) cache.snapshots.delete(candidateId);
  else keepBounded(cache.snapshots, candidateId, { ...snapshot, kept: true });
}
