import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { candidateRef } from './candidates.ts';
import { attemptRef } from './mcq-attempts.ts';
import { submissionRef } from './practical.ts';
import { staffAccounts } from './staff.ts';

export const decisionKinds = [
  'accept',
  'invalidate',
  'accept-late-answer',
  'reopen',
  'retake',
  'practical-pass',
  'practical-fail',
  'practical-second-review',
  'practical-reopen',
  'practical-retake',
] as const;
export type DecisionKind = (typeof decisionKinds)[number];

/**
 * A person's decision on a candidate's attempt, each with its reason (the audit log has the same
 * with before and after). Part 1 writes reopen and retake; the report of part 2 writes the rest.
 * The `practical-*` kinds decide the practical submission (`attempt_id` null, the submission's
 * id in `detail`); `practical-reopen` and `practical-retake` are HR's reopen and retake of the
 * practical round (`detail`: before and after).
 */
export const hrDecisions = pgTable(
  'hr_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidateId: candidateRef().notNull(),
    attemptId: attemptRef(),
    kind: text('kind', { enum: decisionKinds }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => staffAccounts.id),
    decidedAt: timestamptz('decided_at').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [
    check(
      'hr_decisions_kind_check',
      sql`${table.kind} in ('accept', 'invalidate', 'accept-late-answer', 'reopen', 'retake', 'practical-pass', 'practical-fail', 'practical-second-review', 'practical-reopen', 'practical-retake')`,
    ),
    index('hr_decisions_candidate_idx').on(table.candidateId, table.id),
  ],
);

/**
 * A reviewer's rubric score of a practical submission: up to two reviewers each, one score per
 * reviewer, revised in place (the audit log keeps each before and after).
 */
export const reviewerScores = pgTable(
  'reviewer_scores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: submissionRef().notNull(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => staffAccounts.id),
    rubric: jsonb('rubric').$type<Record<string, number>>().notNull(),
    score: real('score').notNull(),
    notes: text('notes'),
    scoredAt: timestamptz('scored_at').notNull(),
  },
  (table) => [unique('reviewer_scores_one_per_reviewer').on(table.submissionId, table.reviewerId)],
);
