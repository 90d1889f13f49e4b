import { sql } from 'drizzle-orm';
import { bigserial, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { keptReasons, lateAnswerStatuses } from '../../domain/late-answer-policy.ts';
import { answerColumns } from './mcq-attempts.ts';

/**
 * Answers that reached the server but do not count by the late-answer policy
 * (`domain/late-answer-policy.ts`): after the attempt closed, past the reconnect window, given
 * after the deadline by the device's own account, or from a window another one took over. Never
 * thrown away: kept with both times and flagged for HR, who may accept one (the attempt is then
 * scored again with it). One per question of an attempt: the first that arrived.
 */
export const lateAnswers = pgTable(
  'late_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...answerColumns(),
    /** The device's account: milliseconds after the question appeared on it (monotonic clock). */
    givenAfterMs: integer('given_after_ms'),
    /** When the question was served and its deadline (server time), copied for the record. */
    servedAt: timestamptz('served_at').notNull(),
    deadlineAt: timestamptz('deadline_at').notNull(),
    arrivedAt: timestamptz('arrived_at').notNull(),
    via: text('via', { enum: ['next', 'final'] }).notNull(),
    keptBecause: text('kept_because', { enum: keptReasons }).notNull(),
    status: text('status', { enum: lateAnswerStatuses }).notNull().default('kept'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    unique('late_answers_attempt_question_unique').on(table.attemptId, table.questionIndex),
    check('late_answers_status_check', sql`${table.status} in ('kept', 'accepted')`),
  ],
);
