import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { hrDecisions } from '../../../db/schema/hr-decisions.ts';
import { lateAnswers } from '../../../db/schema/late-answers.ts';
import { mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { fail } from '../../../domain/errors.ts';
import type { VerdictKind } from '../../../../shared/contract/hr.ts';
import {
  acceptLateAnswer,
  previewLateAnswerAcceptance,
  type RegradePreview,
} from '../../mcq/late-answer-review.ts';
import type { Actor } from '../audit.ts';
import {
  decideOnCandidate,
  recordCandidateDecision,
  type DecisionCall,
} from '../candidate-decision.ts';
import { findCandidate } from './candidate-changes.ts';

/**
 * A person's verdicts on an MCQ attempt (issue 15: integrity signals are flags, a person decides):
 * accept or invalidate the submitted attempt, and accept an answer the late-answer policy kept.
 * Each is an `hr_decisions` row and an audit row with the reason; none erases anything. Accept and
 * invalidate are reversible: the newest verdict stands, and the one before is in both logs.
 */

const verdictAudit = { accept: 'attempt.accepted', invalidate: 'attempt.invalidated' } as const;

async function currentSubmittedAttempt(db: Db, candidateId: string) {
  const [attempt] = await db
    .select()
    .from(mcqAttempts)
    .where(and(eq(mcqAttempts.candidateId, candidateId), isNull(mcqAttempts.retiredAt)))
    .for('update');
  if (!attempt?.submittedAt) throw fail.conflict('There is no submitted MCQ attempt to decide on.');
  return attempt;
}

/** The verdict that stands on the attempt now (null: none yet). */
async function standingVerdict(db: Db, attemptId: string): Promise<VerdictKind | null> {
  const [newest] = await db
    .select({ kind: hrDecisions.kind })
    .from(hrDecisions)
    .where(
      and(
        eq(hrDecisions.attemptId, attemptId),
        inArray(hrDecisions.kind, ['accept', 'invalidate']),
      ),
    )
    .orderBy(desc(hrDecisions.decidedAt), desc(hrDecisions.id))
    .limit(1);
  return (newest?.kind as VerdictKind | undefined) ?? null;
}

/** Accepts or invalidates the candidate's submitted attempt, with the reason, in both logs. */
export async function recordVerdict(call: DecisionCall, kind: VerdictKind): Promise<void> {
  const { candidateId } = call;
  await decideOnCandidate(call, async (tx) => {
    await findCandidate(tx, candidateId);
    const attempt = await currentSubmittedAttempt(tx, candidateId);
    const before = { verdict: await standingVerdict(tx, attempt.id) };
    const after = { verdict: kind };
    return {
      attemptId: attempt.id,
      kind,
      detail: {
        ...before,
        scorePercent: attempt.scorePercent,
        submitReason: attempt.submitReason,
      },
      audit: { action: verdictAudit[kind], before, after: { ...after, attemptId: attempt.id } },
    };
  });
}

/** The kept answer, if it belongs to one of this candidate's attempts (else a 404: no leak). */
async function keptAnswerOf(db: Db, candidateId: string, lateAnswerId: number) {
  const [row] = await db
    .select({ id: lateAnswers.id, attemptId: lateAnswers.attemptId })
    .from(lateAnswers)
    .innerJoin(mcqAttempts, eq(mcqAttempts.id, lateAnswers.attemptId))
    .where(and(eq(lateAnswers.id, lateAnswerId), eq(mcqAttempts.candidateId, candidateId)));
  if (!row) throw fail.notFound('No such kept answer for this candidate.');
  return row;
}

/** The score before and after accepting the kept answer: shown before anyone decides. */
export async function previewKeptAnswer(
  db: Db,
  candidateId: string,
  lateAnswerId: number,
): Promise<RegradePreview> {
  await keptAnswerOf(db, candidateId, lateAnswerId);
  return previewLateAnswerAcceptance(db, lateAnswerId);
}

/**
 * Accepts a kept answer: it counts from now on and the attempt is scored again (the preview's
 * figures, computed again inside the transaction), with the decision and the audit row.
 */
export async function acceptKeptAnswer(
  db: Db,
  actor: NonNullable<Actor>,
  candidateId: string,
  lateAnswerId: number,
  reason: string,
  now: Date,
): Promise<RegradePreview> {
  return db.transaction(async (tx) => {
    const kept = await keptAnswerOf(tx, candidateId, lateAnswerId);
    const regrade = await acceptLateAnswer(tx, lateAnswerId, { by: actor.email, reason }, now);
    const before = { scorePercent: regrade.before.percent, right: regrade.before.rightCount };
    const after = { scorePercent: regrade.after.percent, right: regrade.after.rightCount };
    await recordCandidateDecision(tx, actor, now, {
      candidateId,
      attemptId: kept.attemptId,
      kind: 'accept-late-answer',
      reason,
      detail: { lateAnswerId, questionIndex: regrade.questionIndex, before, after },
      audit: {
        action: 'attempt.late-answer-accepted',
        before,
        after: { ...after, lateAnswerId, attemptId: kept.attemptId },
      },
    });
    return regrade;
  });
}
