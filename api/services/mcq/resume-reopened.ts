import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { logEvents } from './attempt-events.ts';
import type { LockedAttempt } from './attempt-store.ts';

/**
 * A question HR reopened waits with its time unstarted (`resumeSeconds`, see `reopenAttempt`).
 * The candidate is back on it when their window asks for the test again (a start, or an answer
 * from a window that skipped it): then it is served, and its seconds start now. Called under the
 * attempt's lock; returns the attempt as served (unchanged when nothing waited).
 */
export async function resumeReopened<A extends LockedAttempt>(
  tx: Db,
  attempt: A,
  now: Date,
): Promise<A> {
  if (attempt.resumeSeconds === null || attempt.submittedAt) return attempt;
  const deadline = new Date(now.getTime() + attempt.resumeSeconds * 1000);
  await tx
    .update(mcqAttempts)
    .set({ currentServedAt: now, currentDeadlineAt: deadline, resumeSeconds: null })
    .where(eq(mcqAttempts.id, attempt.id));
  await logEvents(tx, attempt.id, now, [
    {
      type: 'served',
      questionIndex: attempt.currentIndex,
      detail: { deadlineAt: deadline.toISOString(), afterReopen: true },
    },
  ]);
  return { ...attempt, currentServedAt: now, currentDeadlineAt: deadline, resumeSeconds: null };
}
