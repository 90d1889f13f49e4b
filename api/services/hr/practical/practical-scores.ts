import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { reviewerScores } from '../../../db/schema/hr-decisions.ts';
import { practicalSubmissions } from '../../../db/schema/practical.ts';
import { staffAccounts } from '../../../db/schema/staff.ts';
import { fail } from '../../../domain/errors.ts';
import {
  maxPracticalReviewers,
  practicalRubric,
  type PracticalScoreRequest,
  type PracticalScoreView,
  type RubricPoints,
} from '../../../../shared/contract/hr-practical.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { findCandidate } from '../candidates/candidate-changes.ts';

/**
 * The candidate's practical submission, locked for the rest of the transaction, so two reviewers
 * scoring or deciding at once are taken one after the other (409 when there is none).
 */
export async function lockedSubmission(db: Db, candidateId: string) {
  await findCandidate(db, candidateId);
  const [row] = await db
    .select({ id: practicalSubmissions.id })
    .from(practicalSubmissions)
    .where(eq(practicalSubmissions.candidateId, candidateId))
    .for('update');
  if (!row) throw fail.conflict('This candidate has not submitted the practical round.');
  return row;
}

/** The rubric's points in its own order, and their total. */
function pointsOf(rubric: RubricPoints) {
  const points = Object.fromEntries(
    practicalRubric.map((criterion) => [criterion.key, rubric[criterion.key]]),
  ) as RubricPoints;
  const total = practicalRubric.reduce((sum, criterion) => sum + rubric[criterion.key], 0);
  return { points, total };
}

/** The scores given to a submission, first given first, with who gave them. */
export async function scoresOf(db: Db, submissionId: string): Promise<PracticalScoreView[]> {
  const rows = await db
    .select({
      reviewerId: reviewerScores.reviewerId,
      reviewer: staffAccounts.email,
      reviewerName: staffAccounts.name,
      rubric: reviewerScores.rubric,
      total: reviewerScores.score,
      notes: reviewerScores.notes,
      scoredAt: reviewerScores.scoredAt,
    })
    .from(reviewerScores)
    .innerJoin(staffAccounts, eq(staffAccounts.id, reviewerScores.reviewerId))
    .where(eq(reviewerScores.submissionId, submissionId))
    .orderBy(asc(reviewerScores.id));
  return rows.map((row) => ({
    ...row,
    rubric: row.rubric as RubricPoints,
    scoredAt: row.scoredAt.toISOString(),
  }));
}

/**
 * Records the signed-in reviewer's rubric score of the candidate's practical submission, or
 * revises their own (a reason is then required). At most `maxPracticalReviewers` people score one
 * submission: a third is refused (409) and told who has. The audit row holds before and after.
 */
export async function scorePractical(
  db: Db,
  actor: NonNullable<Actor>,
  candidateId: string,
  input: PracticalScoreRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = await lockedSubmission(tx, candidateId);
    const given = await scoresOf(tx, submission.id);
    const mine = given.find((score) => score.reviewerId === actor.id);
    if (!mine && given.length >= maxPracticalReviewers)
      throw fail.conflict(
        `This submission already has its ${maxPracticalReviewers} reviewers (${given.map((s) => s.reviewer).join(' and ')}); a third score is not taken.`,
      );
    const reason = input.reason?.trim() || null;
    if (mine && !reason) throw fail.invalid('A reason is required to revise a score.');
    const { points, total } = pointsOf(input.rubric);
    const notes = input.notes?.trim() || null;
    const after = { rubric: points, total, notes };
    if (mine) {
      await tx
        .update(reviewerScores)
        .set({ rubric: points, score: total, notes, scoredAt: now })
        .where(
          and(
            eq(reviewerScores.submissionId, submission.id),
            eq(reviewerScores.reviewerId, actor.id),
          ),
        );
    } else {
      await tx.insert(reviewerScores).values({
        submissionId: submission.id,
        reviewerId: actor.id,
        rubric: points,
        score: total,
        notes,
        scoredAt: now,
      });
    }
    await recordAudit(tx, actor, now, {
      action: mine ? 'practical.score-revised' : 'practical.scored',
      entityType: 'candidate',
      entityId: candidateId,
      reason,
      before: mine ? { rubric: mine.rubric, total: mine.total, notes: mine.notes } : null,
      after: { ...after, submissionId: submission.id },
    });
  });
}
