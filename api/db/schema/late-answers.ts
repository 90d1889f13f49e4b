import { sql } from 'drizzle-orm';
import { bigserial, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    via: text('via', { enum: ['next', 'final'] }).notNull(),
    keptBecause: text('kept_because', { enum: keptReasons }).notNull(),
    status: text('status', { enum: lateAnswerStatuses }).notNull().default('kept'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    unique('late_answers_attempt_question_unique').on(table.attemptId, table.questionIndex),
    check('late_answers_status_check', sql`${table.status} in ('kept', 'accepted')`),
  ],
);
