import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { practicalSubmissions } from './practical.ts';

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
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    pausedSeconds: integer('paused_seconds').notNull(),
    clientStartTime: text('client_start_time').notNull(),
    lastClientLogTime: text('last_client_log_time'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    submissionId: uuid('submission_id').references(() => practicalSubmissions.id, {
      onDelete: 'cascade',
    }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
    retiredReason: text('retired_reason').notNull(),
  },
  (table) => [index('practical_round_history_candidate_idx').on(table.candidateId)],
);
