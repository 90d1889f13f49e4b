import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { clientSubmitReasons } from '../../../shared/contract/interview.ts';
import { deviceEventTypes } from '../../domain/board-status.ts';
import { candidateRef } from './candidates.ts';
import { mcqQuestions } from './question-bank.ts';
import { assessments } from './assessments.ts';

// The browser's reasons (the contract) plus the server's own: the sweeper's "connection lost".
export const submitReasons = [...clientSubmitReasons, 'connection-lost'] as const;
/**
 * Why an attempt ended: one of `submitReasons`, or, from a client that sends another label, that
 * label as given (at most 40 characters): a final submit is never refused for its reason.
 */
export type SubmitReason = (typeof submitReasons)[number] | (string & {});

/**
 * A question as drawn into an attempt, as the candidate sees it: with shuffling on, `options` are
 * in this candidate's order and `correctOptionIndex` points into that order; `optionOrder[i]` is
 * the bank's index of shown option `i` (absent: the bank's order). `id` names the exact version
 * shown (`version` of the question family); `correctOptionIndex` never leaves the server.
 */
export interface DrawnQuestion {
  id: string;
  question: string;
  options: string[];
  correctOptionIndex: number;
  version?: number;
  optionOrder?: number[];
  /** The question's picture (`question_images`), which the candidate receives inside the question. */
  image?: { id: string; alt: string };
}

/**
 * A candidate's one MCQ attempt. The drawn questions and their order are fixed at start
 * (`questionIds`); `currentIndex` is the question being answered, served at `currentServedAt` with
 * its deadline `currentDeadlineAt` (server time). Once `submittedAt` is set the attempt never
 * changes again: the score columns are the result every later call returns.
 */
export const mcqAttempts = pgTable(
  'mcq_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: candidateRef().notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    // What was drawn, as it was then (text, options, key): later bank edits never change an attempt,
    // and serving or marking a question needs no further query.
    questions: jsonb('questions')
      .$type<DrawnQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    currentIndex: integer('current_index').notNull().default(0),
    currentServedAt: timestamptz('current_served_at').notNull(),
    currentDeadlineAt: timestamptz('current_deadline_at').notNull(),
    // A question HR reopened whose time has not started: its seconds start when the candidate is
    // back on it (`resumeReopened`); until then `currentDeadlineAt` is when they must be back by.
    resumeSeconds: integer('resume_seconds'),
    // The settings the attempt was started with: a later edit applies to tests started after it
    // (`attempt-settings.ts`). Null only on attempts from before they were kept, until start-up
    // fills them with the settings in force (what those attempts were judged by until then).
    secondsPerQuestion: integer('seconds_per_question'),
    // Double precision, as JavaScript numbers are: the lists' SQL and the candidate's own result
    // compare the same value (a `real` 33.3 reads back as 33.2999992…).
    passPercent: doublePrecision('pass_percent'),
    // The assessment the attempt is of (null only on attempts from before there were several, until
    // start-up gives them the default one, the one test they were of).
    assessmentId: uuid('assessment_id').references(() => assessments.id),
    startedAt: timestamptz('started_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
    submitReason: text('submit_reason').$type<SubmitReason>(),
    // The device that drives the attempt: the window that opened it last (the newest takes over).
    activeDeviceId: text('active_device_id'),
    totalQuestions: integer('total_questions'),
    attemptedCount: integer('attempted_count'),
    rightCount: integer('right_count'),
    wrongCount: integer('wrong_count'),
    scorePercent: real('score_percent'),
    // A retake retires the attempt: kept with everything it recorded, no longer the candidate's
    // current one (at most one attempt per candidate is not retired).
    retiredAt: timestamptz('retired_at'),
    retiredReason: text('retired_reason'),
    // The privacy notice the candidate had acknowledged when the attempt started (DPDP Act §5).
    noticeVersion: text('notice_version'),
  },
  (table) => [
    uniqueIndex('mcq_attempts_current_candidate_idx')
      .on(table.candidateId)
      .where(sql`${table.retiredAt} is null`),
    // "Has an attempt drawn this question version?" (editing it then makes a new version).
    index('mcq_attempts_question_ids_idx').using('gin', table.questionIds.op('jsonb_path_ops')),
    // The sweeper reads the open attempts (and filters by deadline). Not keyed on the deadline:
    // an answer moves the deadline, and a moved indexed column makes every answer rewrite every
    // index of the row (GIN included); keyed on a column no answer changes, the row is updated
    // in place (a HOT update), which halves the cost of moving to the next question.
    index('mcq_attempts_open_idx')
      .on(table.startedAt)
      .where(sql`${table.submittedAt} is null`),
  ],
);

/** A column naming the attempt a row is about: the row is deleted with its attempt. */
export const attemptRef = () =>
  uuid('attempt_id').references(() => mcqAttempts.id, { onDelete: 'cascade' });

/**
 * What an answer is wherever it is kept (counted in `mcq_answers`, or late in `late_answers`): the
 * attempt, the question by its place in the attempt and by id, and the option chosen (null: none).
 * A function, because each table needs columns of its own.
 */
export const answerColumns = () => ({
  attemptId: attemptRef().notNull(),
  questionIndex: integer('question_index').notNull(),
  questionId: uuid('question_id')
    .notNull()
    .references(() => mcqQuestions.id),
  selectedOptionIndex: integer('selected_option_index'),
});

/**
 * One row per served question once it is settled: the option chosen (null when the time ran out
 * without one), when the server recorded it, and whether it arrived late but inside the
 * reconnect window.
 */
export const mcqAnswers = pgTable(
  'mcq_answers',
  {
    ...answerColumns(),
    isCorrect: boolean('is_correct').notNull(),
    recordedAt: timestamptz('recorded_at').notNull(),
    syncedLate: boolean('synced_late').notNull().default(false),
    // `hr`: a late answer HR accepted (see `late_answers`).
    via: text('via', { enum: ['next', 'final', 'hr'] }).notNull(),
    // The device's own account of when the answer was given: milliseconds after the question
    // appeared on it, on its monotonic clock (null from a client that does not say).
    givenAfterMs: integer('given_after_ms'),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionIndex] }),
    check(
      'mcq_answers_selected_check',
      sql`${table.selectedOptionIndex} is null or ${table.selectedOptionIndex} >= 0`,
    ),
  ],
);

export const attemptEventTypes = [
  // Those a candidate's own request writes (the live board's list), then the server's and HR's.
  ...deviceEventTypes,
  'served',
  'late-answer-accepted',
  'submitted',
  // HR decisions (the audit log and hr_decisions hold who and why).
  'reopened',
  'retake-granted',
] as const;
export type AttemptEventType = (typeof attemptEventTypes)[number];

/**
 * The proctor's log of an attempt, in server time (`clientAt` in `detail` when the browser
 * reported it), tamper-evident: each event holds the hash of the one before it.
 */
export const attemptEvents = pgTable(
  'attempt_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: attemptRef().notNull(),
    at: timestamptz('at').notNull(),
    type: text('type', { enum: attemptEventTypes }).notNull(),
    questionIndex: integer('question_index'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    // A hash chain per attempt, so an edited or deleted event shows: the trigger
    // `attempt_events_chain` (migrations 0009, 0028) sets these on insert, in the inserting
    // statement; code never writes them. `hash` = SHA-256 of `prevHash`, this event's fields and
    // `detailDigest`, a salted digest of `detail`: an erasure removes personal fields from `detail`
    // and drops the salt, and the chain still verifies (docs/privacy.md).
    prevHash: text('prev_hash'),
    hash: text('hash'),
    detailSalt: uuid('detail_salt'),
    detailDigest: text('detail_digest'),
  },
  (table) => [
    index('attempt_events_attempt_idx').on(table.attemptId, table.id),
    // The live board finds answers that arrived from a device's buffer by their time, to show
    // "sending from its buffer" for a while after (services/hr/board/board-poll.ts).
    index('attempt_events_buffered_at_idx')
      .on(table.at)
      .where(sql`${table.type} in ('synced-late', 'late-answer-kept')`),
  ],
);
