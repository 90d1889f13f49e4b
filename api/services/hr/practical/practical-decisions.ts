import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { hrDecisions, type DecisionKind } from '../../../db/schema/hr-decisions.ts';
import { fail } from '../../../domain/errors.ts';
import type {
  PracticalDecisionKind,
  PracticalDecisionView,
} from '../../../../shared/contract/hr-practical.ts';
import {
  decideOnCandidate,
  decisionsWithDecider,
  type DecisionCall,
} from '../candidate-decision.ts';
import { lockedSubmission, scoresOf } from './practical-scores.ts';

/**
 * A person's decision on a practical submission: pass, fail, or a second review required, each
 * with its reason, as an `hr_decisions` row and an audit row. Reversible like the MCQ verdicts:
 * the newest stands, and every one before stays in both logs.
 */

const storedKind = {
  pass: 'practical-pass',
  fail: 'practical-fail',
  'second-review': 'practical-second-review',
} as const satisfies Record<PracticalDecisionKind, DecisionKind>;
const kindOf = Object.fromEntries(
  Object.entries(storedKind).map(([kind, stored]) => [stored, kind]),
) as Record<DecisionKind, PracticalDecisionKind | undefined>;
const storedKinds = Object.values(storedKind);

const auditAction = {
  pass: 'practical.passed',
  fail: 'practical.failed',
  'second-review': 'practical.second-review-required',
} as const satisfies Record<PracticalDecisionKind, string>;

/** The decision that stands on the candidate's practical submission (the newest), or null. */
export async function standingPracticalDecision(
  db: Db,
  candidateId: string,
  submissionId: string,
): Promise<PracticalDecisionView | null> {
  const rows = await decisionsWithDecider(db)
    .where(and(eq(hrDecisions.candidateId, candidateId), inArray(hrDecisions.kind, storedKinds)))
    .orderBy(desc(hrDecisions.decidedAt), desc(hrDecisions.id));
  // One submission per candidate; the id in the detail keeps a decision to the file it was about.
  const newest = rows.find((row) => row.detail?.submissionId === submissionId);
  const kind = newest ? kindOf[newest.kind] : undefined;
  if (!newest || !kind) return null;
  return { kind, reason: newest.reason, decidedAt: newest.decidedAt.toISOString(), by: newest.by };
}

/**
 * Decides the candidate's practical submission. It must have been scored with the rubric first
 * (409 otherwise); the decision records the scores it was made on.
 */
export async function decidePractical(
  call: DecisionCall,
  kind: PracticalDecisionKind,
): Promise<void> {
  const { candidateId } = call;
  await decideOnCandidate(call, async (tx) => {
    const submission = await lockedSubmission(tx, candidateId);
    const scores = await scoresOf(tx, submission.id);
    if (scores.length === 0)
      throw fail.conflict('Score the submission with the rubric before deciding.');
    const standing = await standingPracticalDecision(tx, candidateId, submission.id);
    const before = { decision: standing?.kind ?? null };
    return {
      attemptId: null,
      kind: storedKind[kind],
      detail: {
        submissionId: submission.id,
        ...before,
        scores: scores.map((s) => ({ reviewer: s.reviewer, total: s.total })),
      },
      audit: {
        action: auditAction[kind],
        before,
        after: { decision: kind, submissionId: submission.id },
      },
    };
  });
}
