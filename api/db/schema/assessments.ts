import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CandidateMailKind } from '../../../shared/contract/hr-mail.ts';
import { timestamptz } from './columns.ts';
import { testTypes } from '../../domain/rounds.ts';
import type { Difficulty } from '../../../shared/contract/hr.ts';

/**
 * A named test for a role ("React developer, L1"): its draw, its clock, its cut-off and its
 * rounds. An edit applies to tests started after it: an attempt keeps its questions, seconds per
 * question and pass mark (`mcq_attempts`). Exactly one is the default: the test of a candidate
 * outside any drive, and what `/api/hr/settings` reads and writes (the one test of older builds).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The rounds a candidate invited to it takes unless HR says otherwise (mcqs, practical, both). */
    rounds: text('rounds', { enum: testTypes }).notNull().default('both'),
    questionCount: integer('question_count').notNull(),
    // Questions drawn per category, e.g. { "SQL": 4, "React": 3 }; empty: from the whole bank.
    questionsPerCategory: jsonb('questions_per_category')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The difficulties the draw takes questions of (every one by default).
    difficulties: jsonb('difficulties')
      .$type<Difficulty[]>()
      .notNull()
      .default(sql`'["easy","medium","hard"]'::jsonb`),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    passPercent: doublePrecision('pass_percent').notNull(),
    practicalMinutes: integer('practical_minutes').notNull(),
    // The practical tasks set, in order; empty: every active task (as the one test always did).
    practicalTaskIds: jsonb('practical_task_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // E-mail HR when a candidate submits a round (a late practical upload says so).
    notifyHr: boolean('notify_hr').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    // Its own e-mail templates by kind (`shared/contract/hr-mail.ts`); a kind absent: the company's.
    mailTemplates: jsonb('mail_templates')
      .$type<Partial<Record<CandidateMailKind, { subject: string; body: string }>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at'),
    archivedAt: timestamptz('archived_at'),
  },
  (table) => [
    uniqueIndex('assessments_name_idx').on(sql`lower(${table.name})`),
    uniqueIndex('assessments_one_default_idx')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    check('assessments_rounds_check', sql`${table.rounds} in ('mcqs', 'practical', 'both')`),
  ],
);

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * A group of candidates who take one assessment: a campus morning, a month's applicants for a
 * role. Its name is its key for candidates (`candidates.cohort` references it, renames cascade),
 * so `?cohort=` and the import's `cohort` column of older scripts keep working. The window applies
 * to a candidate who has none of their own; the time zone is the one its times are said in.
 */
export const drives = pgTable(
  'drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique('drives_name_key'),
    // Null only until start-up points the drives a migration made at the default assessment.
    assessmentId: uuid('assessment_id').references(() => assessments.id),
    windowStart: timestamptz('window_start'),
    windowEnd: timestamptz('window_end'),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    // Remind those who have not started this many hours before the window closes (null: never);
    // `remindersQueuedAt` marks it done, and is cleared when the window or the hours change.
    reminderHoursBefore: integer('reminder_hours_before'),
    remindersQueuedAt: timestamptz('reminders_queued_at'),
    // Days after the drive's last decision that its candidates' personal data is kept (null: the
    // privacy settings' default); the retention job erases it then (services/privacy/retention.ts).
    retentionDays: integer('retention_days'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at'),
    archivedAt: timestamptz('archived_at'),
  },
  // Names are unique as written; a new drive's name is also refused when it differs from one only
  // in case (`drives.ts`), without refusing older cohorts that did (the migration keeps them all).
);

export type DriveRow = typeof drives.$inferSelect;
