import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import { hrDecisions, type DecisionKind } from '../../db/schema/hr-decisions.ts';
import { recordAudit, type Actor, type AuditEntry } from './audit.ts';

/** A staff decision on a candidate's outcome, as both logs hold it. */
export interface CandidateDecision {
  candidateId: string;
  /** The MCQ attempt decided on; null for the practical round's decisions. */
  attemptId: string | null;
  kind: DecisionKind;
  reason: string;
  /** What the decision was taken on, for HR's report (`hr_decisions.detail`). */
  detail: Record<string, unknown>;
  /** The audit row's action, and what it shows before and after. */
  audit: Pick<AuditEntry, 'action' | 'before' | 'after'>;
}

/**
 * Writes a decision to `hr_decisions` and its row to the audit log, inside the caller's
 * transaction, so neither log ever holds a decision the other lacks.
 */
export async function recordCandidateDecision(
  tx: Db,
  actor: NonNullable<Actor>,
  now: Date,
  decision: CandidateDecision,
): Promise<void> {
  const { candidateId, attemptId, kind, reason, detail, audit } = decision;
  await tx.insert(hrDecisions).values({
    candidateId,
    attemptId,
    kind,
    reason,
    decidedBy: actor.id,
    decidedAt: now,
    detail,
  });
  await recordAudit(tx, actor, now, {
    ...audit,
    entityType: 'candidate',
    entityId: candidateId,
    reason,
  });
}

/** What a decision records besides the candidate and the reason (`decideOnCandidate`). */
export type DecisionRecord = Omit<CandidateDecision, 'candidateId' | 'reason'>;

/** What every reasoned decision on a candidate is given: where, who, on whom, why and when. */
export interface DecisionCall {
  db: Db;
  actor: NonNullable<Actor>;
  candidateId: string;
  reason: string;
  now: Date;
}

/**
 * Takes a decision on a candidate in one transaction: `decide` makes the change (or refuses with a
 * domain error) and says what to record, and the decision and its audit row are written in the same
 * transaction, so no reopen, retake or verdict changes anything without them.
 */
export function decideOnCandidate(
  { db, actor, now, candidateId, reason }: DecisionCall,
  decide: (tx: Db) => Promise<DecisionRecord>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const record = await decide(tx);
    await recordCandidateDecision(tx, actor, now, { ...record, candidateId, reason });
  });
}

/** Decisions with the e-mail of who took each (null once that account is gone); the caller filters and orders. */
export const decisionsWithDecider = (db: Db) =>
  db
    .select({
      id: hrDecisions.id,
      attemptId: hrDecisions.attemptId,
      kind: hrDecisions.kind,
      reason: hrDecisions.reason,
      decidedAt: hrDecisions.decidedAt,
      by: staffAccounts.email,
      detail: hrDecisions.detail,
    })
    .from(hrDecisions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, hrDecisions.decidedBy));
