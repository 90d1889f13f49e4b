import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { practicalRoundHistory } from '../../../db/schema/practical-history.ts';
import { practicalRounds, practicalSubmissions } from '../../../db/schema/practical.ts';
import { fail } from '../../../domain/errors.ts';
import { reopenCandidateSessions } from '../../candidate-sessions.ts';
import { decideOnCandidate, type DecisionCall } from '../candidate-decision.ts';
import { findCandidate } from '../candidates/candidate-changes.ts';

/**
 * HR's reopen and retake of the practical round (docs/decisions.md, "Reopen and retake of the
 * practical round"). Both
 * retire the current submission rather than delete it: its candidate moves to
 * `retired_candidate_id`, so every query by `candidate_id` sees the candidate as not submitted,
 * while the file, its tree, scores and decisions stay for the record.
 */

/** A reopened round gets at least this long, so a candidate can log in and upload again. */
export const minimumPracticalReopenSeconds = 5 * 60;

type Round = typeof practicalRounds.$inferSelect;
type Submission = typeof practicalSubmissions.$inferSelect;

/** The current round and submission, locked in that order, as an upload locks them. */
async function lockRoundAndSubmission(db: Db, candidateId: string) {
  await findCandidate(db, candidateId);
  const [round] = await db
    .select()
    .from(practicalRounds)
    .where(eq(practicalRounds.candidateId, candidateId))
    .for('update');
  const [submission] = await db
    .select()
    .from(practicalSubmissions)
    .where(eq(practicalSubmissions.candidateId, candidateId))
    .for('update');
  return { round, submission };
}

/** The submission stops being the candidate's current one, and is kept whole. */
async function retireSubmission(db: Db, submission: Submission, reason: string, now: Date) {
  await db
    .update(practicalSubmissions)
    .set({
      candidateId: null,
      retiredCandidateId: submission.candidateId,
      retiredAt: now,
      retiredReason: reason,
    })
    .where(eq(practicalSubmissions.id, submission.id));
}

const roundFacts = (round: Round) => ({
  startedAt: round.startedAt.toISOString(),
  deadlineAt: round.deadlineAt.toISOString(),
});

/**
 * The round's time left when its submission arrived (none when it was late), given again from
 * now: at least `minimumPracticalReopenSeconds`.
 */
function reopenedDeadline(round: Round, submittedAt: Date, now: Date): Date {
  const leftMs = Math.max(0, round.deadlineAt.getTime() - submittedAt.getTime());
  return new Date(now.getTime() + Math.max(leftMs, minimumPracticalReopenSeconds * 1000));
}

/**
 * Reopens a submitted practical round with the time it had left when the submission arrived:
 * the submission is retired, the round's deadline moves to now plus that time, and the candidate
 * logs in again and uploads again. 409 when there is no submitted round.
 */
export async function reopenPracticalRound(call: DecisionCall): Promise<void> {
  const { candidateId, reason, now } = call;
  await decideOnCandidate(call, async (tx) => {
    const { round, submission } = await lockRoundAndSubmission(tx, candidateId);
    if (!round || !submission)
      throw fail.conflict('There is no submitted practical round to reopen.');
    const deadline = reopenedDeadline(round, submission.submittedAt, now);
    // The time it stood closed is not working time (`practical_rounds.paused_seconds`).
    const closedSeconds = Math.max(
      0,
      Math.round((now.getTime() - submission.submittedAt.getTime()) / 1000),
    );
    await retireSubmission(tx, submission, reason, now);
    await tx
      .update(practicalRounds)
      .set({ deadlineAt: deadline, pausedSeconds: round.pausedSeconds + closedSeconds })
      .where(eq(practicalRounds.candidateId, candidateId));
    // The test goes on: the candidate's sessions no longer end with the submission.
    await reopenCandidateSessions(tx, candidateId);
    const before = {
      ...roundFacts(round),
      submissionId: submission.id,
      submittedAt: submission.submittedAt.toISOString(),
    };
    const after = {
      deadlineAt: deadline.toISOString(),
      secondsGiven: Math.round((deadline.getTime() - now.getTime()) / 1000),
      submissionId: null,
    };
    return {
      attemptId: null,
      kind: 'practical-reopen',
      detail: { submissionId: submission.id, before, after },
      audit: { action: 'practical.reopened', before, after },
    };
  });
}

/**
 * Grants a fresh practical retake: the current round, under way or submitted, moves to
 * `practical_round_history` with its submission (retired) if any, and the candidate's next start
 * begins a new round with the full time (× their time factor). 409 when no round was started.
 */
export async function grantPracticalRetake(call: DecisionCall): Promise<void> {
  const { candidateId, reason, now } = call;
  await decideOnCandidate(call, async (tx) => {
    const { round, submission } = await lockRoundAndSubmission(tx, candidateId);
    if (!round)
      throw fail.conflict(
        'This candidate has not started the practical round: there is nothing to retake.',
      );
    if (submission) await retireSubmission(tx, submission, reason, now);
    await tx.insert(practicalRoundHistory).values({
      candidateId,
      startedAt: round.startedAt,
      deadlineAt: round.deadlineAt,
      durationSeconds: round.durationSeconds,
      pausedSeconds: round.pausedSeconds,
      clientStartTime: round.clientStartTime,
      lastClientLogTime: round.lastClientLogTime,
      lastSeenAt: round.lastSeenAt,
      submissionId: submission?.id ?? null,
      retiredAt: now,
      retiredReason: reason,
    });
    await tx.delete(practicalRounds).where(eq(practicalRounds.candidateId, candidateId));
    await reopenCandidateSessions(tx, candidateId);
    const before = {
      ...roundFacts(round),
      submissionId: submission?.id ?? null,
      submittedAt: submission?.submittedAt.toISOString() ?? null,
    };
    const after = { round: null, submissionId: null };
    return {
      attemptId: null,
      kind: 'practical-retake',
      detail: { submissionId: submission?.id ?? null, before, after },
      audit: { action: 'practical.retake-granted', before, after },
    };
  });
}
