import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { candidateRef } from './candidates.ts';
import { practicalRoundColumns, submissionRef } from './practical.ts';

/**
 * Practical rounds HR retired by granting a retake, kept for the record and the report: the
 * round's row as it stood (`practical_rounds`' columns), the submission retired with it if there
 * was one, and when and why. `practical_rounds` keeps only the current round, one per candidate,
 * so every query of "the candidate's round" stays as it was.
 */
export const practicalRoundHistory = pgTable(
  'practical_round_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: candidateRef().notNull(),
    ...practicalRoundColumns(),
    pausedSeconds: integer('paused_seconds').notNull(),
    submissionId: submissionRef(),
    retiredAt: timestamptz('retired_at').notNull(),
    retiredReason: text('retired_reason').notNull(),
  },
  (table) => [index('practical_round_history_candidate_idx').on(table.candidateId)],
);
